import { createRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";
import { rootRoute } from "./rootRoute.tsx";
import { parseClientCompanySearch } from "./searchSchemas.ts";

export const uploadRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/upload",
  validateSearch: parseClientCompanySearch,
  component: () => <ComingSoonPage area="upload" />,
});
