import { createRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";
import { rootRoute } from "./rootRoute.tsx";

export const authorizeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/authorize",
  component: () => <ComingSoonPage area="authorize" />,
});
