import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./rootRoute.tsx";
import { parseClientCompanySearch } from "../lib/search/searchSchemas.ts";

export const faktooraRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/faktoora",
  validateSearch: parseClientCompanySearch,
  component: lazyRouteComponent(() => import("./faktooraRoute.lazy.tsx"), "FaktooraRouteComponent"),
});
