import { createRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";
import { rootRoute } from "./rootRoute.tsx";

export const documentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/documents",
  component: () => <ComingSoonPage area="documents" />,
});
