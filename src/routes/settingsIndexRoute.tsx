import { createRoute, redirect } from "@tanstack/react-router";
import { settingsRoute } from "./settingsRoute.tsx";

export const settingsIndexRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: "/",
  beforeLoad: () => {
    throw redirect({ to: "/settings/user", replace: true });
  },
});
