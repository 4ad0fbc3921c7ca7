import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import ExportsPageQueryParameters from "../__generated__/ExportsPageQuery$parameters.ts";
import type { ExportsPageQuery } from "../__generated__/ExportsPageQuery.graphql.ts";
import type { RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsCompanyRoute } from "./settingsCompanyRoute.tsx";
import { companyOf, settingsPage } from "./settingsPageRoutes.ts";

const exportsPageQuery: RouteQuery<ExportsPageQuery> = {
  parameters: ExportsPageQueryParameters,
  load: () => import("../__generated__/ExportsPageQuery.graphql.ts"),
};

/** Settings → exports of one company (spec part 2: {clientCompanyRowId}/exports): the export
 * settings and the exports by users and API clients. */
export const settingsExportsRoute = createRoute({
  getParentRoute: () => settingsCompanyRoute,
  path: "exports",
  ...settingsPage(exportsPageQuery, ["exports"], companyOf),
  component: lazyRouteComponent(() => import("./settingsExportsRoute.lazy.tsx"), "SettingsExportsRouteComponent"),
});
