import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import BankingPageQueryNode, { type BankingPageQuery } from "../__generated__/BankingPageQuery.graphql.ts";
import { todayIsoDate } from "../lib/calendarDate.ts";
import { bankingVariablesOf } from "../features/banking/lib/bankingVariables.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { loadRouteQuery } from "../relay/loadRouteQuery.ts";
import { rootRoute } from "./rootRoute.tsx";
import { parseBankingSearch } from "../lib/search/searchSchemas.ts";

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
        BankingPageQueryNode,
        bankingVariablesOf(deps.clientCompanyRowId, search, todayIsoDate()),
      ),
    );
  },
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./bankingRoute.lazy.tsx"), "BankingRouteComponent"),
});
