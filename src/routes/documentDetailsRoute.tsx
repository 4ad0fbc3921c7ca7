import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import DocumentDetailsPageQueryNode, {
  type DocumentDetailsPageQuery,
} from "../__generated__/DocumentDetailsPageQuery.graphql.ts";
import ExternalDocumentPageQueryNode, {
  type ExternalDocumentPageQuery,
} from "../__generated__/ExternalDocumentPageQuery.graphql.ts";
import { documentPageVariant } from "../features/document-details/external/documentPageVariant.ts";
import { parseDocumentDetailsSearch } from "../features/document-details/lib/documentDetailsSearch.ts";
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
  component: lazyRouteComponent(() => import("./documentDetailsRoute.lazy.tsx"), "DocumentDetailsRouteComponent"),
});
