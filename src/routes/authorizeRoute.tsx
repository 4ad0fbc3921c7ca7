import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./rootRoute.tsx";

/** Sign-in: starts the code flow, or completes it from the provider's answer in the fragment. */
export const authorizeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/authorize",
  component: lazyRouteComponent(() => import("./authorizeRoute.lazy.tsx"), "AuthorizePage"),
  // A later visit (the shell's redirect after an error was left) signs in anew.
  onLeave: () => void import("../features/auth/lib/signIn.ts").then(({ resetSignIn }) => resetSignIn()),
});
