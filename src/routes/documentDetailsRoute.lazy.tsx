import { useCallback } from "react";
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { documentDetailsRouteSetTabMutation } from "../__generated__/documentDetailsRouteSetTabMutation.graphql.ts";
import type { DocumentDetailsPageQuery } from "../__generated__/DocumentDetailsPageQuery.graphql.ts";
import type { ExternalDocumentPageQuery } from "../__generated__/ExternalDocumentPageQuery.graphql.ts";
import { ExternalDocumentPage } from "../features/document-details/external/ExternalDocumentPage.tsx";
import { type DocumentTabQueryRef, preferredTabOf } from "../features/document-details/lib/documentTabQuery.ts";
import { DEFAULT_HISTORY_PRESET, type HistoryPreset } from "../features/document-details/lib/historyPresets.ts";
import type { DocumentTab } from "../features/document-details/lib/tabGates.ts";
import {
  type DocumentDetailsSearchChange,
  DocumentDetailsPage,
  documentDetailsPageQuery,
} from "../features/document-details/pages/DocumentDetailsPage.tsx";
import { documentDetailsRoute } from "./documentDetailsRoute.tsx";

export function DocumentDetailsRouteComponent() {
  const loaded = documentDetailsRoute.useLoaderData();
  const { documentRowId } = documentDetailsRoute.useParams();
  return loaded.variant === "external" ? (
    <ExternalDocumentRoute key={documentRowId.toLowerCase()} queryRef={loaded.queryRef} />
  ) : (
    <InternalDocumentRoute queryRef={loaded.queryRef} tabQuery={loaded.tabQuery} />
  );
}

function ExternalDocumentRoute({ queryRef }: { queryRef: PreloadedQuery<ExternalDocumentPageQuery> }) {
  const { historyPreset } = documentDetailsRoute.useSearch();
  const navigate = documentDetailsRoute.useNavigate();
  const onHistoryPresetChange = useCallback(
    (preset: HistoryPreset) =>
      void navigate({ search: (previous) => ({ ...previous, historyPreset: preset }), replace: true }),
    [navigate],
  );
  return (
    <ExternalDocumentPage
      queryRef={queryRef}
      historyPreset={historyPreset ?? DEFAULT_HISTORY_PRESET}
      onHistoryPresetChange={onHistoryPresetChange}
    />
  );
}

function InternalDocumentRoute({
  queryRef,
  tabQuery,
}: {
  queryRef: PreloadedQuery<DocumentDetailsPageQuery>;
  tabQuery: DocumentTabQueryRef | null;
}) {
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
  const [commitPreferredTab] = useMutation<documentDetailsRouteSetTabMutation>(graphql`
    mutation documentDetailsRouteSetTabMutation($tab: String!) {
      setDocumentDetailsTab(input: { tab: $tab }) {
        query {
          currentUser {
            documentDetailsTab
          }
        }
      }
    }
  `);
  const preferredTab = usePreferredTab(queryRef);
  // The tab a person opens becomes the one their next document opens with (a failure only
  // means the old preference stays).
  const onTabChosen = useCallback(
    (tab: DocumentTab) => {
      if (tab !== preferredTab) commitPreferredTab({ variables: { tab } });
    },
    [commitPreferredTab, preferredTab],
  );
  return (
    <DocumentDetailsPage
      key={documentRowId.toLowerCase()}
      queryRef={queryRef}
      documentRowId={documentRowId.toLowerCase()}
      search={search}
      onSearchChange={onSearchChange}
      onOpenDocument={onOpenDocument}
      onOpenHref={onOpenHref}
      preferredTab={preferredTab}
      onTabChosen={onTabChosen}
      tabQuery={tabQuery}
    />
  );
}

/** The tab the person opens by default (their last chosen one), from the page's query. */
function usePreferredTab(queryRef: PreloadedQuery<DocumentDetailsPageQuery>): DocumentTab | null {
  return preferredTabOf(usePreloadedQuery<DocumentDetailsPageQuery>(documentDetailsPageQuery, queryRef));
}
