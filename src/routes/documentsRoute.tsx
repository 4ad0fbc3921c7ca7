import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import DocumentsPageQueryParameters from "../__generated__/DocumentsPageQuery$parameters.ts";
import type { DocumentsPageQuery } from "../__generated__/DocumentsPageQuery.graphql.ts";
import { todayIsoDate } from "../lib/calendarDate.ts";
import { documentsListErrorCode } from "../features/documents/lib/listErrors.ts";
import { loadListView } from "../features/documents/lib/listViews.ts";
import { listVariablesOf, viewOf } from "../features/documents/lib/listVariables.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { type DocumentsSearch, parseDocumentsSearch } from "../lib/search/documentsSearchSchema.ts";
import { rootRoute } from "./rootRoute.tsx";

/** The translations the list shows (its payment and bank-connection dialogs included). */
const DOCUMENTS_TEXTS = ["documents", "documentPayment", "bankConnections", "exports"] as const;

const documentsPageQuery: RouteQuery<DocumentsPageQuery> = {
  parameters: DocumentsPageQueryParameters,
  load: () => import("../__generated__/DocumentsPageQuery.graphql.ts"),
};

async function loadQuery(
  environment: Parameters<typeof loadRouteQuery>[0],
  clientCompanyRowId: string,
  search: DocumentsSearch,
  today: string,
) {
  try {
    return await withTranslations(
      DOCUMENTS_TEXTS,
      loadRouteQuery<DocumentsPageQuery>(
        environment,
        documentsPageQuery,
        listVariablesOf(clientCompanyRowId, search, today),
      ),
    );
  } catch (error) {
    // A refused filter in the URL: open the unfiltered list; the page then asks for the
    // URL's filter again and explains the refusal beside it.
    if (!documentsListErrorCode(error)) throw error;
    return withTranslations(
      DOCUMENTS_TEXTS,
      loadRouteQuery<DocumentsPageQuery>(
        environment,
        documentsPageQuery,
        listVariablesOf(clientCompanyRowId, parseDocumentsSearch({ view: search.view }), today),
      ),
    );
  }
}

export const documentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/documents",
  validateSearch: parseDocumentsSearch,
  // The query loads once per visit and company; filter changes refetch inside the page (so a
  // refused filter keeps the previous list in place).
  loaderDeps: ({ search }) => ({ clientCompanyRowId: search.clientCompanyRowId }),
  loader: async ({ context, deps, location }) => {
    const clientCompanyRowId = deps.clientCompanyRowId;
    // Without a company the shell opens the default one first (and this loads again).
    if (!clientCompanyRowId) return null;
    const search = parseDocumentsSearch(location.search as Record<string, unknown>);
    const today = todayIsoDate();
    // The URL's view (tiles or a table) loads beside the query: no waterfall, no loading flash.
    const view = loadListView(viewOf(search));
    const queryRef = await loadQuery(context.relayEnvironment, clientCompanyRowId, search, today);
    try {
      await view;
    } catch (error) {
      queryRef.dispose();
      throw error;
    }
    return queryRef;
  },
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./documentsRoute.lazy.tsx"), "DocumentsRouteComponent"),
});
