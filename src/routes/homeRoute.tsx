import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import HomePageQueryParameters from "../__generated__/HomePageQuery$parameters.ts";
import type { HomePageQuery } from "../__generated__/HomePageQuery.graphql.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { rootRoute } from "./rootRoute.tsx";
import { parseClientCompanySearch } from "../lib/search/searchSchemas.ts";

// The pages' queries: preloaded by their parameters, the artifacts load with the pages.
const homePageQuery: RouteQuery<HomePageQuery> = {
  parameters: HomePageQueryParameters,
  load: () => import("../__generated__/HomePageQuery.graphql.ts"),
};

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  validateSearch: parseClientCompanySearch,
  loader: ({ context }) => loadRouteQuery<HomePageQuery>(context.relayEnvironment, homePageQuery, {}),
  // One query reference per visit: loaded on entry, released on leave. Search changes do
  // not reload (the query does not depend on them); Retry (invalidate) does.
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./homeRoute.lazy.tsx"), "HomeRouteComponent"),
});
