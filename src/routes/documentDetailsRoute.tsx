import { createRoute, notFound } from "@tanstack/react-router";
import { useCallback } from "react";
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import type { Disposable, IEnvironment } from "relay-runtime";
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
import {
  documentTabChoiceOf,
  type DocumentTabQueryRef,
  isSameTabQuery,
  loadDocumentTabQuery,
  preferredTabOf,
  readDocumentDetailsPage,
} from "../features/document-details/lib/documentTabQuery.ts";
import type { DocumentTab } from "../features/document-details/lib/tabGates.ts";
import {
  type DocumentDetailsSearchChange,
  DocumentDetailsPage,
  documentDetailsPageQuery,
} from "../features/document-details/pages/DocumentDetailsPage.tsx";
import { isUuid } from "../lib/searchParams.ts";
import { loadRouteQuery } from "../relay/loadRouteQuery.ts";
import { rootRoute } from "./rootRoute.tsx";

/** What the loader hands the page: the page's query and, for the internal page, the shown tab's. */
type DocumentDetailsLoaded =
  | {
      variant: "external";
      documentRowId: string;
      environment: IEnvironment;
      queryRef: PreloadedQuery<ExternalDocumentPageQuery>;
    }
  | {
      variant: "internal";
      documentRowId: string;
      environment: IEnvironment;
      queryRef: PreloadedQuery<DocumentDetailsPageQuery>;
      tabQuery: DocumentTabQueryRef | null;
    };

/** The references of the shown match, per Relay environment. Kept while the same document stays
 * open (a tab switch re-runs the loader, but needs no new page query, and after the default-tab
 * redirect no new tab query); the ones a navigation replaced are disposed once it is shown. */
const shown = new WeakMap<IEnvironment, DocumentDetailsLoaded>();

function referencesOf(loaded: DocumentDetailsLoaded): Disposable[] {
  return loaded.variant === "internal" && loaded.tabQuery
    ? [loaded.queryRef, loaded.tabQuery.queryRef]
    : [loaded.queryRef];
}

function show(environment: IEnvironment, next: DocumentDetailsLoaded | undefined) {
  const previous = shown.get(environment);
  const kept = new Set(next ? referencesOf(next) : []);
  for (const reference of previous ? referencesOf(previous) : []) {
    if (!kept.has(reference)) reference.dispose();
  }
  if (next) shown.set(environment, next);
  else shown.delete(environment);
}

export const documentDetailsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/documents/$documentRowId",
  staticData: { isAppBarHidden: true },
  validateSearch: parseDocumentDetailsSearch,
  beforeLoad: ({ params }) => {
    if (!isUuid(params.documentRowId)) throw notFound();
  },
  // The tab is a loader dependency: its query starts with the navigation, not after the page
  // rendered. The page's query loads once per document (a tab switch keeps it); the history
  // preset changes no query. External users get the reduced page with its own query (the
  // internal one reads the company, which they cannot see) and no tabs.
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: async ({ context, params, deps, parentMatchPromise }): Promise<DocumentDetailsLoaded> => {
    const environment = context.relayEnvironment;
    const documentRowId = params.documentRowId.toLowerCase();
    const previous = shown.get(environment);
    const kept = previous?.documentRowId === documentRowId ? previous : undefined;
    const variables = { documentRowId };
    if (kept?.variant === "external") return kept;
    if (!kept && (await documentPageVariant(environment, parentMatchPromise)) === "external") {
      const queryRef = await loadRouteQuery<ExternalDocumentPageQuery>(
        environment,
        ExternalDocumentPageQueryNode,
        variables,
      );
      return { variant: "external", documentRowId, environment, queryRef };
    }
    const queryRef =
      kept?.queryRef ??
      (await loadRouteQuery<DocumentDetailsPageQuery>(environment, DocumentDetailsPageQueryNode, variables));
    // The page's answer decides which tab shows (gates, the person's preference): the same
    // function the page uses, so the query started here is the one the page reads.
    const page = readDocumentDetailsPage(environment, documentRowId);
    let tabQuery: DocumentTabQueryRef | null = null;
    if (page?.document) {
      const choice = documentTabChoiceOf(page, deps.tab, preferredTabOf(page));
      tabQuery =
        kept?.tabQuery && isSameTabQuery(kept.tabQuery, choice, documentRowId)
          ? kept.tabQuery
          : loadDocumentTabQuery(environment, choice, documentRowId);
    }
    return { variant: "internal", documentRowId, environment, queryRef, tabQuery };
  },
  shouldReload: false,
  gcTime: 0,
  onEnter: (match) => {
    if (match.loaderData) show(match.loaderData.environment, match.loaderData);
  },
  onStay: (match) => {
    if (match.loaderData) show(match.loaderData.environment, match.loaderData);
  },
  onLeave: (match) => {
    if (match.loaderData) show(match.loaderData.environment, undefined);
  },
  component: DocumentDetailsRouteComponent,
});

function DocumentDetailsRouteComponent() {
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
