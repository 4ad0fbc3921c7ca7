import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./rootRoute.tsx";

/** Sign-out: ends the server session and the identity provider's, then back to sign-in. */
export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/logout",
  component: lazyRouteComponent(() => import("./logoutRoute.lazy.tsx"), "LogoutPage"),
});
