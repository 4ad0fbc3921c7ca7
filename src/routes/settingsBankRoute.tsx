import { createRoute, Outlet, redirect } from "@tanstack/react-router";
import { settingsRoute } from "./settingsRoute.tsx";

/** Bank settings (spec: settings → bank, banking access); its pages are child routes. */
export const settingsBankRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: "bank",
  component: Outlet,
});

/** The bank settings' index opens the bank connections. */
export const settingsBankIndexRoute = createRoute({
  getParentRoute: () => settingsBankRoute,
  path: "/",
  beforeLoad: () => {
    throw redirect({ href: "/settings/bank/connections", replace: true });
  },
});
