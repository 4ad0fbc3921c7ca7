import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { PreloadedQuery } from "react-relay";
import { createOperationDescriptor, getRequest } from "relay-runtime";
import DashboardQueryParameters from "../__generated__/DashboardQuery$parameters.ts";
import type { DashboardQuery } from "../__generated__/DashboardQuery.graphql.ts";
import HomePageQueryParameters from "../__generated__/HomePageQuery$parameters.ts";
import type { HomePageQuery } from "../__generated__/HomePageQuery.graphql.ts";
import { dashboardAccessOf, dashboardVariablesOf } from "../features/home/lib/dashboard.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { germanToday } from "../lib/calendarDate.ts";
import { parseHomeSearch } from "../lib/search/searchSchemas.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { rootRoute } from "./rootRoute.tsx";

// The pages' queries: preloaded by their parameters, the artifacts load with the pages.
const homePageQuery: RouteQuery<HomePageQuery> = {
  parameters: HomePageQueryParameters,
  load: () => import("../__generated__/HomePageQuery.graphql.ts"),
};
const dashboardQuery: RouteQuery<DashboardQuery> = {
  parameters: DashboardQueryParameters,
  load: () => import("../__generated__/DashboardQuery.graphql.ts"),
};

/** Stands in for the company id when the URL has none (the company field is then skipped). */
const NO_COMPANY = "00000000-0000-0000-0000-000000000000";

export interface HomeLoaded {
  home: PreloadedQuery<HomePageQuery>;
  /** The dashboard of the URL's company and period; null without a company or signed out. */
  dashboard: PreloadedQuery<DashboardQuery> | null;
}

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  validateSearch: parseHomeSearch,
  // Loaded once per visit and company: the page loads another period itself (the previous
  // figures stay while the next ones load). Retry (invalidate) loads again.
  loaderDeps: ({ search }) => ({ clientCompanyRowId: search.clientCompanyRowId }),
  loader: async ({ context, deps, location }): Promise<HomeLoaded> => {
    const environment = context.relayEnvironment;
    const variables = {
      clientCompanyRowId: deps.clientCompanyRowId ?? NO_COMPANY,
      withCompany: Boolean(deps.clientCompanyRowId),
    };
    const home = await loadRouteQuery<HomePageQuery>(environment, homePageQuery, variables);
    try {
      // Who may see which part (§6) decides the dashboard query's variables (§7).
      const request = getRequest((await homePageQuery.load()).default);
      const data = environment.lookup(createOperationDescriptor(request, variables).fragment).data as
        HomePageQuery["response"] | null;
      if (!data?.currentUser || !data.clientCompany) return { home, dashboard: null };
      const search = parseHomeSearch(location.search as Record<string, unknown>);
      const dashboard = await withTranslations(
        ["dashboard"],
        loadRouteQuery<DashboardQuery>(
          environment,
          dashboardQuery,
          dashboardVariablesOf(
            data.clientCompany.rowId,
            search.period,
            dashboardAccessOf({ currentUser: data.currentUser, clientCompany: data.clientCompany }),
            germanToday(),
          ),
        ),
      );
      return { home, dashboard };
    } catch (error) {
      home.dispose();
      throw error;
    }
  },
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => {
    match.loaderData?.home.dispose();
    match.loaderData?.dashboard?.dispose();
  },
  component: lazyRouteComponent(() => import("./homeRoute.lazy.tsx"), "HomeRouteComponent"),
});
