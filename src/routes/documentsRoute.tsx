import { createRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import DocumentsPageQueryNode, { type DocumentsPageQuery } from "../__generated__/DocumentsPageQuery.graphql.ts";
import { todayIsoDate } from "../lib/calendarDate.ts";
import { documentsListErrorCode } from "../features/documents/lib/listErrors.ts";
import { listVariablesOf } from "../features/documents/lib/listVariables.ts";
import { type DocumentsSearchChange, DocumentsPage } from "../features/documents/pages/DocumentsPage.tsx";
import { loadRouteQuery } from "../relay/loadRouteQuery.ts";
import { parseDocumentsSearch } from "../lib/search/documentsSearchSchema.ts";
import { rootRoute } from "./rootRoute.tsx";

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
    try {
      return await loadRouteQuery<DocumentsPageQuery>(
        context.relayEnvironment,
        DocumentsPageQueryNode,
        listVariablesOf(clientCompanyRowId, search, today),
      );
    } catch (error) {
      // A refused filter in the URL: open the unfiltered list; the page then asks for the
      // URL's filter again and explains the refusal beside it.
      if (!documentsListErrorCode(error)) throw error;
      return loadRouteQuery<DocumentsPageQuery>(
        context.relayEnvironment,
        DocumentsPageQueryNode,
        listVariablesOf(clientCompanyRowId, parseDocumentsSearch({ view: search.view }), today),
      );
    }
  },
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: DocumentsRouteComponent,
});

function DocumentsRouteComponent() {
  const queryRef = documentsRoute.useLoaderData();
  const search = documentsRoute.useSearch();
  const navigate = documentsRoute.useNavigate();
  const onSearchChange = useCallback<DocumentsSearchChange>(
    (update, options) => void navigate({ search: (previous) => update(previous), replace: options?.replace }),
    [navigate],
  );
  return queryRef ? <DocumentsPage queryRef={queryRef} search={search} onSearchChange={onSearchChange} /> : null;
}
