import { createRoute, lazyRouteComponent, notFound, redirect } from "@tanstack/react-router";
import ExportsPageQueryParameters from "../__generated__/ExportsPageQuery$parameters.ts";
import type { ExportsPageQuery } from "../__generated__/ExportsPageQuery.graphql.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { isUuid } from "../lib/searchParams.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { hrefWithCompany } from "./settingsBankPageLoaders.ts";
import { settingsRoute } from "./settingsRoute.tsx";

const exportsPageQuery: RouteQuery<ExportsPageQuery> = {
  parameters: ExportsPageQueryParameters,
  load: () => import("../__generated__/ExportsPageQuery.graphql.ts"),
};

/** Settings → exports of one company (spec part 2: {clientCompanyRowId}/exports): the export
 * settings and the exports by users and API clients. The URL's clientCompanyRowId (which the
 * shell reads) follows the path's. */
export const settingsExportsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: "$clientCompanyRowId/exports",
  beforeLoad: ({ params, search, location }) => {
    if (!isUuid(params.clientCompanyRowId)) throw notFound();
    const clientCompanyRowId = params.clientCompanyRowId.toLowerCase();
    if (search.clientCompanyRowId !== clientCompanyRowId) {
      throw redirect({ href: hrefWithCompany(location, clientCompanyRowId), replace: true });
    }
  },
  loader: ({ context, params }) =>
    withTranslations(
      ["exports"],
      loadRouteQuery<ExportsPageQuery>(context.relayEnvironment, exportsPageQuery, {
        clientCompanyRowId: params.clientCompanyRowId.toLowerCase(),
      }),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./settingsExportsRoute.lazy.tsx"), "SettingsExportsRouteComponent"),
});
