import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import HomePageQueryNode, { type HomePageQuery } from "../__generated__/HomePageQuery.graphql.ts";
import { loadRouteQuery } from "../relay/loadRouteQuery.ts";
import { rootRoute } from "./rootRoute.tsx";
import { parseClientCompanySearch } from "../lib/search/searchSchemas.ts";

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  validateSearch: parseClientCompanySearch,
  loader: ({ context }) => loadRouteQuery<HomePageQuery>(context.relayEnvironment, HomePageQueryNode, {}),
  // One query reference per visit: loaded on entry, released on leave. Search changes do
  // not reload (the query does not depend on them); Retry (invalidate) does.
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./homeRoute.lazy.tsx"), "HomeRouteComponent"),
});
