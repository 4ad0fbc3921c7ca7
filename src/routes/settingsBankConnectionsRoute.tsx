import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import SettingsBankConnectionsPageQueryParameters from "../__generated__/SettingsBankConnectionsPageQuery$parameters.ts";
import type { SettingsBankConnectionsPageQuery } from "../__generated__/SettingsBankConnectionsPageQuery.graphql.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { optionalUuidParam, parseSearch, type SearchOf, type SearchParam } from "../lib/searchParams.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsBankRoute } from "./settingsBankRoute.tsx";

// The pages' queries: preloaded by their parameters, the artifacts load with the pages.
const settingsBankConnectionsPageQuery: RouteQuery<SettingsBankConnectionsPageQuery> = {
  parameters: SettingsBankConnectionsPageQueryParameters,
  load: () => import("../__generated__/SettingsBankConnectionsPageQuery.graphql.ts"),
};

const TRUE_VALUES: readonly unknown[] = [true, 1, "1", "true"];
const FALSE_VALUES: readonly unknown[] = [false, 0, "0", "false"];

/** `?add=1` (quick action "Add bank connection") starts adding a connection on arrival. */
const addParam: SearchParam<boolean> = (value) =>
  TRUE_VALUES.includes(value) ? true : FALSE_VALUES.includes(value) ? false : undefined;

export const bankConnectionsSearchSchema = {
  add: addParam,
  clientCompanyRowId: optionalUuidParam,
};
export type BankConnectionsSearch = SearchOf<typeof bankConnectionsSearchSchema>;

export function parseBankConnectionsSearch(search: Record<string, unknown>): BankConnectionsSearch {
  return parseSearch(bankConnectionsSearchSchema, search);
}

export const settingsBankConnectionsRoute = createRoute({
  getParentRoute: () => settingsBankRoute,
  path: "connections",
  validateSearch: parseBankConnectionsSearch,
  loader: ({ context }) =>
    withTranslations(
      ["bankConnections"],
      loadRouteQuery<SettingsBankConnectionsPageQuery>(context.relayEnvironment, settingsBankConnectionsPageQuery, {}),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(
    () => import("./settingsBankConnectionsRoute.lazy.tsx"),
    "SettingsBankConnectionsRouteComponent",
  ),
});
