import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import FaktooraPageQueryParameters from "../__generated__/FaktooraPageQuery$parameters.ts";
import type { FaktooraPageQuery } from "../__generated__/FaktooraPageQuery.graphql.ts";
import { fetchFaktooraToolUrl } from "../features/extensions/lib/faktooraConfig.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { parseClientCompanySearch } from "../lib/search/searchSchemas.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { rootRoute } from "./rootRoute.tsx";

// The page's query: preloaded by its parameters, the artifact loads with the page.
const faktooraPageQuery: RouteQuery<FaktooraPageQuery> = {
  parameters: FaktooraPageQueryParameters,
  load: () => import("../__generated__/FaktooraPageQuery.graphql.ts"),
};

export const faktooraRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/faktoora",
  validateSearch: parseClientCompanySearch,
  loaderDeps: ({ search }) => ({ clientCompanyRowId: search.clientCompanyRowId }),
  // Without a company the shell opens the default one first (and this loads again). Without the
  // tool's address the page still refuses whom it refuses, and offers the others to try again.
  loader: async ({ context, deps }) => {
    if (!deps.clientCompanyRowId) return null;
    const [queryRef, toolUrl] = await withTranslations(
      ["extensions"],
      Promise.all([
        loadRouteQuery<FaktooraPageQuery>(context.relayEnvironment, faktooraPageQuery, {
          clientCompanyRowId: deps.clientCompanyRowId,
        }),
        fetchFaktooraToolUrl().catch(() => null),
      ]),
    );
    return { queryRef, toolUrl };
  },
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.queryRef.dispose(),
  component: lazyRouteComponent(() => import("./faktooraRoute.lazy.tsx"), "FaktooraRouteComponent"),
});
