import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./rootRoute.tsx";

export const extensionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/extensions",
  component: lazyRouteComponent(() => import("./extensionsRoute.lazy.tsx"), "ExtensionsRouteComponent"),
});
