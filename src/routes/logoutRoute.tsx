import { createRoute } from "@tanstack/react-router";
import { LogoutPage } from "../features/auth/pages/LogoutPage.tsx";
import { rootRoute } from "./rootRoute.tsx";

/** Sign-out: ends the server session and the identity provider's, then back to sign-in. */
export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/logout",
  component: LogoutPage,
});
