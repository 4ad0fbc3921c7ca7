import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import GeneralLedgerAccountCreatePageQueryParameters from "../__generated__/GeneralLedgerAccountCreatePageQuery$parameters.ts";
import type { GeneralLedgerAccountCreatePageQuery } from "../__generated__/GeneralLedgerAccountCreatePageQuery.graphql.ts";
import GeneralLedgerAccountDetailPageQueryParameters from "../__generated__/GeneralLedgerAccountDetailPageQuery$parameters.ts";
import type { GeneralLedgerAccountDetailPageQuery } from "../__generated__/GeneralLedgerAccountDetailPageQuery.graphql.ts";
import GeneralLedgerAccountsListPageQueryParameters from "../__generated__/GeneralLedgerAccountsListPageQuery$parameters.ts";
import type { GeneralLedgerAccountsListPageQuery } from "../__generated__/GeneralLedgerAccountsListPageQuery.graphql.ts";
import { parseGeneralLedgerAccountsListSearch } from "../features/settings-accounting-ledger/lib/ledgerListSearch.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { isUuid } from "../lib/searchParams.ts";
import { DEFAULT_SETTINGS_LIST_COUNT } from "../lib/search/settingsListSearchSchema.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsAccountingCompanyRoute } from "./settingsAccountingRoute.tsx";

// Settings → accounting of one company, the ledger pages (spec part 2, settings →
// {clientCompanyRowId}/accounting): categories, general-ledger-accounts (list, create, detail)
// and vats (list only). The pages' queries are preloaded by their parameters; the artifacts
// and the page components load with the lazy chunk.

const generalLedgerAccountsListPageQuery: RouteQuery<GeneralLedgerAccountsListPageQuery> = {
  parameters: GeneralLedgerAccountsListPageQueryParameters,
  load: () => import("../__generated__/GeneralLedgerAccountsListPageQuery.graphql.ts"),
};
const generalLedgerAccountCreatePageQuery: RouteQuery<GeneralLedgerAccountCreatePageQuery> = {
  parameters: GeneralLedgerAccountCreatePageQueryParameters,
  load: () => import("../__generated__/GeneralLedgerAccountCreatePageQuery.graphql.ts"),
};
const generalLedgerAccountDetailPageQuery: RouteQuery<GeneralLedgerAccountDetailPageQuery> = {
  parameters: GeneralLedgerAccountDetailPageQueryParameters,
  load: () => import("../__generated__/GeneralLedgerAccountDetailPageQuery.graphql.ts"),
};

const TRANSLATIONS = ["settingsAccountingLedger"] as const;
type LazyPages = typeof import("./settingsAccountingLedgerRoutes.lazy.tsx");
const lazyPage = (name: keyof LazyPages) =>
  lazyRouteComponent(() => import("./settingsAccountingLedgerRoutes.lazy.tsx"), name);
const detailBeforeLoad = (rowId: string) => {
  if (!isUuid(rowId)) throw notFound();
};
const companyOf = (params: { clientCompanyRowId: string }) => params.clientCompanyRowId.toLowerCase();

// General-ledger accounts

const accountsRoute = createRoute({
  getParentRoute: () => settingsAccountingCompanyRoute,
  path: "general-ledger-accounts",
});

export const settingsGeneralLedgerAccountsListRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: "/",
  validateSearch: parseGeneralLedgerAccountsListSearch,
  loaderDeps: ({ search }) => ({
    count: search.count ?? DEFAULT_SETTINGS_LIST_COUNT,
    searchText: search.searchText ?? null,
    category: search.category ?? null,
    includeDisabled: search.includeDisabled ?? false,
  }),
  loader: ({ context, params, deps }) =>
    withTranslations(
      [...TRANSLATIONS],
      loadRouteQuery<GeneralLedgerAccountsListPageQuery>(context.relayEnvironment, generalLedgerAccountsListPageQuery, {
        clientCompanyRowId: companyOf(params),
        ...deps,
      }),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyPage("GeneralLedgerAccountsListRoute"),
});

export const settingsGeneralLedgerAccountCreateRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: "create",
  loader: ({ context, params }) =>
    withTranslations(
      [...TRANSLATIONS],
      loadRouteQuery<GeneralLedgerAccountCreatePageQuery>(
        context.relayEnvironment,
        generalLedgerAccountCreatePageQuery,
        {
          clientCompanyRowId: companyOf(params),
        },
      ),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyPage("GeneralLedgerAccountCreateRoute"),
});

export const settingsGeneralLedgerAccountDetailRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: "$generalLedgerAccountRowId",
  beforeLoad: ({ params }) => detailBeforeLoad(params.generalLedgerAccountRowId),
  loader: ({ context, params }) =>
    withTranslations(
      [...TRANSLATIONS],
      loadRouteQuery<GeneralLedgerAccountDetailPageQuery>(
        context.relayEnvironment,
        generalLedgerAccountDetailPageQuery,
        {
          clientCompanyRowId: companyOf(params),
          generalLedgerAccountRowId: params.generalLedgerAccountRowId.toLowerCase(),
        },
      ),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyPage("GeneralLedgerAccountDetailRoute"),
});

/** The ledger pages, for the route tree (router.ts). */
export const settingsAccountingLedgerRouteTrees = [
  accountsRoute.addChildren([
    settingsGeneralLedgerAccountsListRoute,
    settingsGeneralLedgerAccountCreateRoute,
    settingsGeneralLedgerAccountDetailRoute,
  ]),
];
