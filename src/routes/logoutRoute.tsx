import { createRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "../shell/ComingSoonPage.tsx";
import { rootRoute } from "./rootRoute.tsx";

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/logout",
  component: () => <ComingSoonPage area="logout" />,
});
