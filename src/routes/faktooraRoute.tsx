import { createRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";
import { rootRoute } from "./rootRoute.tsx";
import { parseClientCompanySearch } from "../lib/search/searchSchemas.ts";

export const faktooraRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/faktoora",
  validateSearch: parseClientCompanySearch,
  component: () => <ComingSoonPage area="faktoora" />,
});
