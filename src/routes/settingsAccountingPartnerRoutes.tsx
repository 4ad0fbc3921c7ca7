import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import PartnerAccountCreatePageQueryParameters from "../__generated__/PartnerAccountCreatePageQuery$parameters.ts";
import type { PartnerAccountCreatePageQuery } from "../__generated__/PartnerAccountCreatePageQuery.graphql.ts";
import PartnerAccountDetailPageQueryParameters from "../__generated__/PartnerAccountDetailPageQuery$parameters.ts";
import type { PartnerAccountDetailPageQuery } from "../__generated__/PartnerAccountDetailPageQuery.graphql.ts";
import PartnerAccountsListPageQueryParameters from "../__generated__/PartnerAccountsListPageQuery$parameters.ts";
import type { PartnerAccountsListPageQuery } from "../__generated__/PartnerAccountsListPageQuery.graphql.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { booleanParam, enumParam, isUuid, parseSearch, type SearchOf } from "../lib/searchParams.ts";
import { DEFAULT_SETTINGS_LIST_COUNT, settingsListSearchSchema } from "../lib/search/settingsListSearchSchema.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsAccountingCompanyRoute } from "./settingsAccountingRoute.tsx";

// Settings → accounting of one company (spec part 2, settings): partner-accounts (list
// filtered by type, create, detail). The pages' queries are preloaded by their parameters;
// the artifacts and components load with the pages.

const partnerAccountsListPageQuery: RouteQuery<PartnerAccountsListPageQuery> = {
  parameters: PartnerAccountsListPageQueryParameters,
  load: () => import("../__generated__/PartnerAccountsListPageQuery.graphql.ts"),
};
const partnerAccountCreatePageQuery: RouteQuery<PartnerAccountCreatePageQuery> = {
  parameters: PartnerAccountCreatePageQueryParameters,
  load: () => import("../__generated__/PartnerAccountCreatePageQuery.graphql.ts"),
};
const partnerAccountDetailPageQuery: RouteQuery<PartnerAccountDetailPageQuery> = {
  parameters: PartnerAccountDetailPageQueryParameters,
  load: () => import("../__generated__/PartnerAccountDetailPageQuery.graphql.ts"),
};

const TRANSLATIONS = ["settingsAccountingPartners"] as const;

/** The account type in the URL: creditors unless `type=DEBTOR`; anything else is dropped. */
const partnerAccountTypeParam = enumParam(["CREDITOR", "DEBTOR"]);

const partnerAccountsListSearchSchema = {
  ...settingsListSearchSchema,
  type: partnerAccountTypeParam,
  includeDisabled: booleanParam,
};
export type PartnerAccountsListSearch = SearchOf<typeof partnerAccountsListSearchSchema>;
export function parsePartnerAccountsListSearch(search: Record<string, unknown>): PartnerAccountsListSearch {
  return parseSearch(partnerAccountsListSearchSchema, search);
}

const partnerAccountCreateSearchSchema = { type: partnerAccountTypeParam };
export function parsePartnerAccountCreateSearch(search: Record<string, unknown>) {
  return parseSearch(partnerAccountCreateSearchSchema, search);
}

const detailBeforeLoad = (rowId: string) => {
  if (!isUuid(rowId)) throw notFound();
};

const partnerAccountsRoute = createRoute({
  getParentRoute: () => settingsAccountingCompanyRoute,
  path: "partner-accounts",
});

export const settingsPartnerAccountsListRoute = createRoute({
  getParentRoute: () => partnerAccountsRoute,
  path: "/",
  validateSearch: parsePartnerAccountsListSearch,
  loaderDeps: ({ search }) => ({
    count: search.count ?? DEFAULT_SETTINGS_LIST_COUNT,
    type: search.type ?? "CREDITOR",
    includeDisabled: search.includeDisabled === true,
    searchText: search.searchText ?? null,
  }),
  loader: ({ context, params, deps }) =>
    withTranslations(
      [...TRANSLATIONS],
      loadRouteQuery<PartnerAccountsListPageQuery>(context.relayEnvironment, partnerAccountsListPageQuery, {
        clientCompanyRowId: params.clientCompanyRowId.toLowerCase(),
        ...deps,
      }),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./settingsAccountingPartnerRoutes.lazy.tsx"), "PartnerAccountsListRoute"),
});

export const settingsPartnerAccountCreateRoute = createRoute({
  getParentRoute: () => partnerAccountsRoute,
  path: "create",
  validateSearch: parsePartnerAccountCreateSearch,
  loader: ({ context, params }) =>
    withTranslations(
      [...TRANSLATIONS],
      loadRouteQuery<PartnerAccountCreatePageQuery>(context.relayEnvironment, partnerAccountCreatePageQuery, {
        clientCompanyRowId: params.clientCompanyRowId.toLowerCase(),
      }),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(
    () => import("./settingsAccountingPartnerRoutes.lazy.tsx"),
    "PartnerAccountCreateRoute",
  ),
});

export const settingsPartnerAccountDetailRoute = createRoute({
  getParentRoute: () => partnerAccountsRoute,
  path: "$partnerAccountRowId",
  beforeLoad: ({ params }) => detailBeforeLoad(params.partnerAccountRowId),
  loader: ({ context, params }) =>
    withTranslations(
      [...TRANSLATIONS],
      loadRouteQuery<PartnerAccountDetailPageQuery>(context.relayEnvironment, partnerAccountDetailPageQuery, {
        clientCompanyRowId: params.clientCompanyRowId.toLowerCase(),
        partnerAccountRowId: params.partnerAccountRowId.toLowerCase(),
      }),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(
    () => import("./settingsAccountingPartnerRoutes.lazy.tsx"),
    "PartnerAccountDetailRoute",
  ),
});

/** The pages of this file, for the route tree (router.ts). */
export const settingsAccountingPartnerRouteTrees = [
  partnerAccountsRoute.addChildren([
    settingsPartnerAccountsListRoute,
    settingsPartnerAccountCreateRoute,
    settingsPartnerAccountDetailRoute,
  ]),
] as const;
