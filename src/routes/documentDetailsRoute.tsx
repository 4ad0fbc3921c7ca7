import { createRoute, notFound } from "@tanstack/react-router";
import { useCallback } from "react";
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { documentDetailsRouteSetTabMutation } from "../__generated__/documentDetailsRouteSetTabMutation.graphql.ts";
import DocumentDetailsPageQueryNode, {
  type DocumentDetailsPageQuery,
} from "../__generated__/DocumentDetailsPageQuery.graphql.ts";
import ExternalDocumentPageQueryNode, {
  type ExternalDocumentPageQuery,
} from "../__generated__/ExternalDocumentPageQuery.graphql.ts";
import { documentPageVariant } from "../features/document-details/external/documentPageVariant.ts";
import { ExternalDocumentPage } from "../features/document-details/external/ExternalDocumentPage.tsx";
import { parseDocumentDetailsSearch } from "../features/document-details/lib/documentDetailsSearch.ts";
import { DEFAULT_HISTORY_PRESET, type HistoryPreset } from "../features/document-details/lib/historyPresets.ts";
import { DOCUMENT_TABS, type DocumentTab } from "../features/document-details/lib/tabGates.ts";
import {
  type DocumentDetailsSearchChange,
  DocumentDetailsPage,
  documentDetailsPageQuery,
} from "../features/document-details/pages/DocumentDetailsPage.tsx";
import { withTranslations } from "../i18n/i18n.ts";
import { isUuid } from "../lib/searchParams.ts";
import { loadRouteQuery } from "../relay/loadRouteQuery.ts";
import { rootRoute } from "./rootRoute.tsx";

/** The translations of the page and its tabs (review, payment, accounting, versions, …). */
const DETAILS_TEXTS = [
  "documents",
  "documentDetails",
  "documentPayment",
  "review",
  "upload",
  "bankConnections",
] as const;

export const documentDetailsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/documents/$documentRowId",
  staticData: { isAppBarHidden: true },
  validateSearch: parseDocumentDetailsSearch,
  beforeLoad: ({ params }) => {
    if (!isUuid(params.documentRowId)) throw notFound();
  },
  // The tab and the history preset do not change the page's query (each tab loads its own).
  // External users get the reduced page with its own query (the internal one reads the
  // company, which they cannot see).
  loader: async ({ context, params, parentMatchPromise }) => {
    const variables = { documentRowId: params.documentRowId.toLowerCase() };
    if ((await documentPageVariant(context.relayEnvironment, parentMatchPromise)) === "external") {
      const queryRef = await withTranslations(
        DETAILS_TEXTS,
        loadRouteQuery<ExternalDocumentPageQuery>(context.relayEnvironment, ExternalDocumentPageQueryNode, variables),
      );
      return { variant: "external" as const, queryRef };
    }
    const queryRef = await withTranslations(
      DETAILS_TEXTS,
      loadRouteQuery<DocumentDetailsPageQuery>(context.relayEnvironment, DocumentDetailsPageQueryNode, variables),
    );
    return { variant: "internal" as const, queryRef };
  },
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.queryRef.dispose(),
  component: DocumentDetailsRouteComponent,
});

function DocumentDetailsRouteComponent() {
  const loaded = documentDetailsRoute.useLoaderData();
  const { documentRowId } = documentDetailsRoute.useParams();
  return loaded.variant === "external" ? (
    <ExternalDocumentRoute key={documentRowId.toLowerCase()} queryRef={loaded.queryRef} />
  ) : (
    <InternalDocumentRoute queryRef={loaded.queryRef} />
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

function InternalDocumentRoute({ queryRef }: { queryRef: PreloadedQuery<DocumentDetailsPageQuery> }) {
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
    />
  );
}

/** The tab the person opens by default (their last chosen one), from the page's query. */
function usePreferredTab(queryRef: PreloadedQuery<DocumentDetailsPageQuery>): DocumentTab | null {
  const { currentUser } = usePreloadedQuery<DocumentDetailsPageQuery>(documentDetailsPageQuery, queryRef);
  const stored = currentUser?.documentDetailsTab;
  return DOCUMENT_TABS.find((tab) => tab === stored) ?? null;
}
