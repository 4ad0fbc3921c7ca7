import { createRoute, notFound } from "@tanstack/react-router";
import { useCallback } from "react";
import DocumentDetailsPageQueryNode, {
  type DocumentDetailsPageQuery,
} from "../__generated__/DocumentDetailsPageQuery.graphql.ts";
import { parseDocumentDetailsSearch } from "../features/document-details/lib/documentDetailsSearch.ts";
import {
  type DocumentDetailsSearchChange,
  DocumentDetailsPage,
} from "../features/document-details/pages/DocumentDetailsPage.tsx";
import { isUuid } from "../lib/searchParams.ts";
import { loadRouteQuery } from "../relay/loadRouteQuery.ts";
import { rootRoute } from "./rootRoute.tsx";

export const documentDetailsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/documents/$documentRowId",
  staticData: { isAppBarHidden: true },
  validateSearch: parseDocumentDetailsSearch,
  beforeLoad: ({ params }) => {
    if (!isUuid(params.documentRowId)) throw notFound();
  },
  // The tab and the history preset do not change the page's query (each tab loads its own).
  loader: ({ context, params }) =>
    loadRouteQuery<DocumentDetailsPageQuery>(context.relayEnvironment, DocumentDetailsPageQueryNode, {
      documentRowId: params.documentRowId.toLowerCase(),
    }),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: DocumentDetailsRouteComponent,
});

function DocumentDetailsRouteComponent() {
  const queryRef = documentDetailsRoute.useLoaderData();
  const { documentRowId } = documentDetailsRoute.useParams();
  const search = documentDetailsRoute.useSearch();
  const navigate = documentDetailsRoute.useNavigate();
  const onSearchChange = useCallback<DocumentDetailsSearchChange>(
    (update, options) => void navigate({ search: (previous) => update(previous), replace: options?.replace }),
    [navigate],
  );
  const onOpenDocument = useCallback(
    (rowId: string) =>
      void navigate({
        to: "/documents/$documentRowId",
        params: { documentRowId: rowId },
        search: (previous) => previous,
      }),
    [navigate],
  );
  const onOpenHref = useCallback((href: string) => void navigate({ href }), [navigate]);
  return (
    <DocumentDetailsPage
      key={documentRowId.toLowerCase()}
      queryRef={queryRef}
      documentRowId={documentRowId.toLowerCase()}
      search={search}
      onSearchChange={onSearchChange}
      onOpenDocument={onOpenDocument}
      onOpenHref={onOpenHref}
    />
  );
}
