import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import ReviewPageQueryParameters from "../__generated__/ReviewPageQuery$parameters.ts";
import type { ReviewPageQuery } from "../__generated__/ReviewPageQuery.graphql.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { isUuid, optionalUuidParam, parseSearch } from "../lib/searchParams.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { rootRoute } from "./rootRoute.tsx";

// The pages' queries: preloaded by their parameters, the artifacts load with the pages.
const reviewPageQuery: RouteQuery<ReviewPageQuery> = {
  parameters: ReviewPageQueryParameters,
  load: () => import("../__generated__/ReviewPageQuery.graphql.ts"),
};

/** The company and the document shown; invalid values are dropped. */
const reviewSearchSchema = {
  clientCompanyRowId: optionalUuidParam,
  documentRowId: optionalUuidParam,
};

export const reviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/review/$reviewGroupRowId",
  // Every key present (undefined when dropped), see parseSearch.
  validateSearch: (search: Record<string, unknown>): { clientCompanyRowId?: string; documentRowId?: string } =>
    parseSearch(reviewSearchSchema, search),
  beforeLoad: ({ params }) => {
    if (!isUuid(params.reviewGroupRowId)) throw notFound();
  },
  loader: ({ context, params }) =>
    withTranslations(
      ["review"],
      loadRouteQuery<ReviewPageQuery>(context.relayEnvironment, reviewPageQuery, {
        reviewGroupRowId: params.reviewGroupRowId.toLowerCase(),
      }),
    ),
  // The selected document (search) does not change the query.
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./reviewRoute.lazy.tsx"), "ReviewRouteComponent"),
});
