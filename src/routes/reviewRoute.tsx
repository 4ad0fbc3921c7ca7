import { createRoute, notFound } from "@tanstack/react-router";
import { useCallback } from "react";
import { z } from "zod";
import ReviewPageQueryNode, { type ReviewPageQuery } from "../__generated__/ReviewPageQuery.graphql.ts";
import { ReviewPage } from "../features/review/pages/ReviewPage.tsx";
import { withTranslations } from "../i18n/i18n.ts";
import { isUuid, optionalUuidParam } from "../lib/searchParams.ts";
import { loadRouteQuery } from "../relay/loadRouteQuery.ts";
import { rootRoute } from "./rootRoute.tsx";

/** The company and the document shown; invalid values are dropped. */
const reviewSearchSchema = z.object({
  clientCompanyRowId: optionalUuidParam,
  documentRowId: optionalUuidParam,
});

export const reviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/review/$reviewGroupRowId",
  // Every key present (undefined when dropped), see searchSchemas.ts.
  validateSearch: (search: Record<string, unknown>): { clientCompanyRowId?: string; documentRowId?: string } => ({
    clientCompanyRowId: undefined,
    documentRowId: undefined,
    ...reviewSearchSchema.parse(search),
  }),
  beforeLoad: ({ params }) => {
    if (!isUuid(params.reviewGroupRowId)) throw notFound();
  },
  loader: ({ context, params }) =>
    withTranslations(
      ["review"],
      loadRouteQuery<ReviewPageQuery>(context.relayEnvironment, ReviewPageQueryNode, {
        reviewGroupRowId: params.reviewGroupRowId.toLowerCase(),
      }),
    ),
  // The selected document (search) does not change the query.
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: ReviewRouteComponent,
});

function ReviewRouteComponent() {
  const queryRef = reviewRoute.useLoaderData();
  const { clientCompanyRowId, documentRowId } = reviewRoute.useSearch();
  const navigate = reviewRoute.useNavigate();
  const selectDocument = useCallback(
    (rowId: string) => void navigate({ search: (previous) => ({ ...previous, documentRowId: rowId }), replace: true }),
    [navigate],
  );
  return (
    <ReviewPage
      queryRef={queryRef}
      selectedDocumentRowId={documentRowId}
      onSelectDocument={selectDocument}
      clientCompanyRowId={clientCompanyRowId}
    />
  );
}
