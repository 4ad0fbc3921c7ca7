import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import type { PreloadedQuery } from "react-relay";
import type { Disposable, IEnvironment } from "relay-runtime";
import DocumentDetailsPageQueryParameters from "../__generated__/DocumentDetailsPageQuery$parameters.ts";
import type { DocumentDetailsPageQuery } from "../__generated__/DocumentDetailsPageQuery.graphql.ts";
import ExternalDocumentPageQueryParameters from "../__generated__/ExternalDocumentPageQuery$parameters.ts";
import type { ExternalDocumentPageQuery } from "../__generated__/ExternalDocumentPageQuery.graphql.ts";
import { documentPageVariant } from "../features/document-details/external/documentPageVariant.ts";
import { parseDocumentDetailsSearch } from "../features/document-details/lib/documentDetailsSearch.ts";
import type { DocumentTabQueryRef } from "../features/document-details/lib/documentTabQuery.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { isUuid } from "../lib/searchParams.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
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

/** The page queries by their persisted ids; the artifacts load beside the requests. */
const documentDetailsPageQuery: RouteQuery<DocumentDetailsPageQuery> = {
  parameters: DocumentDetailsPageQueryParameters,
  load: () => import("../__generated__/DocumentDetailsPageQuery.graphql.ts"),
};
const externalDocumentPageQuery: RouteQuery<ExternalDocumentPageQuery> = {
  parameters: ExternalDocumentPageQueryParameters,
  load: () => import("../__generated__/ExternalDocumentPageQuery.graphql.ts"),
};
/** The tab queries (six artifacts) are needed only after the page's answer: they load beside it. */
const loadTabQueries = () => import("../features/document-details/lib/documentTabQuery.ts");

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
      const queryRef = await withTranslations(
        DETAILS_TEXTS,
        loadRouteQuery<ExternalDocumentPageQuery>(environment, externalDocumentPageQuery, variables),
      );
      return { variant: "external", documentRowId, environment, queryRef };
    }
    // Beside the page query: the tab queries are needed once it has answered.
    const tabQueries = loadTabQueries();
    tabQueries.catch(() => undefined); // awaited below; unobserved only when the page query fails first
    const queryRef =
      kept?.queryRef ??
      (await withTranslations(
        DETAILS_TEXTS,
        loadRouteQuery<DocumentDetailsPageQuery>(environment, documentDetailsPageQuery, variables),
      ));
    // The page's answer decides which tab shows (gates, the person's preference): the same
    // function the page uses, so the query started here is the one the page reads.
    const { documentTabChoiceOf, isSameTabQuery, loadDocumentTabQuery, preferredTabOf, readDocumentDetailsPage } =
      await tabQueries;
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
  component: lazyRouteComponent(() => import("./documentDetailsRoute.lazy.tsx"), "DocumentDetailsRouteComponent"),
});
