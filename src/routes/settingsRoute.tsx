import { createRoute, Outlet } from "@tanstack/react-router";
import { rootRoute } from "./rootRoute.tsx";

/** The settings area; its pages are child routes. */
export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/settings",
  component: Outlet,
});
