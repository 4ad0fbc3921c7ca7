import { createRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";
import { rootRoute } from "./rootRoute.tsx";

export const extensionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/extensions",
  component: () => <ComingSoonPage area="extensions" />,
});
