import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import BankingPageQueryParameters from "../__generated__/BankingPageQuery$parameters.ts";
import type { BankingPageQuery } from "../__generated__/BankingPageQuery.graphql.ts";
import { todayIsoDate } from "../lib/calendarDate.ts";
import { bankingVariablesOf } from "../features/banking/lib/bankingVariables.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { rootRoute } from "./rootRoute.tsx";
import { parseBankingSearch } from "../lib/search/searchSchemas.ts";

// The pages' queries: preloaded by their parameters, the artifacts load with the pages.
const bankingPageQuery: RouteQuery<BankingPageQuery> = {
  parameters: BankingPageQueryParameters,
  load: () => import("../__generated__/BankingPageQuery.graphql.ts"),
};

export const bankingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/banking",
  validateSearch: parseBankingSearch,
  // The query loads once per visit and company; filter changes refetch inside the page (the
  // previous list stays while the next one loads), the open transaction loads in its drawer.
  loaderDeps: ({ search }) => ({ clientCompanyRowId: search.clientCompanyRowId }),
  loader: async ({ context, deps, location }) => {
    // Without a company the shell opens the default one first (and this loads again).
    if (!deps.clientCompanyRowId) return null;
    const search = parseBankingSearch(location.search as Record<string, unknown>);
    return withTranslations(
      ["banking", "documents"],
      loadRouteQuery<BankingPageQuery>(
        context.relayEnvironment,
        bankingPageQuery,
        bankingVariablesOf(deps.clientCompanyRowId, search, todayIsoDate()),
      ),
    );
  },
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./bankingRoute.lazy.tsx"), "BankingRouteComponent"),
});
