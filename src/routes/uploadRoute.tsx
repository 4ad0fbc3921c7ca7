import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import UploadPageQueryParameters from "../__generated__/UploadPageQuery$parameters.ts";
import type { UploadPageQuery } from "../__generated__/UploadPageQuery.graphql.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { rootRoute } from "./rootRoute.tsx";
import { parseClientCompanySearch } from "../lib/search/searchSchemas.ts";

// The pages' queries: preloaded by their parameters, the artifacts load with the pages.
const uploadPageQuery: RouteQuery<UploadPageQuery> = {
  parameters: UploadPageQueryParameters,
  load: () => import("../__generated__/UploadPageQuery.graphql.ts"),
};

export const uploadRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/upload",
  validateSearch: parseClientCompanySearch,
  loaderDeps: ({ search }) => ({ clientCompanyRowId: search.clientCompanyRowId }),
  // Without a company the shell opens the default one first (and this loads again).
  loader: ({ context, deps }) =>
    withTranslations(
      ["upload", "review"],
      deps.clientCompanyRowId
        ? loadRouteQuery<UploadPageQuery>(context.relayEnvironment, uploadPageQuery, {
            clientCompanyRowId: deps.clientCompanyRowId,
          })
        : null,
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./uploadRoute.lazy.tsx"), "UploadRouteComponent"),
});
