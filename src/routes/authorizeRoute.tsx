import { createRoute } from "@tanstack/react-router";
import { AuthorizePage } from "../features/auth/pages/AuthorizePage.tsx";
import { rootRoute } from "./rootRoute.tsx";

/** Sign-in: starts the code flow, or completes it from the provider's answer in the fragment. */
export const authorizeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/authorize",
  component: AuthorizePage,
});
