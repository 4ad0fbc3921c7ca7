import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import DocumentCategoriesListPageQueryParameters from "../__generated__/DocumentCategoriesListPageQuery$parameters.ts";
import type { DocumentCategoriesListPageQuery } from "../__generated__/DocumentCategoriesListPageQuery.graphql.ts";
import DocumentCategoryCreatePageQueryParameters from "../__generated__/DocumentCategoryCreatePageQuery$parameters.ts";
import type { DocumentCategoryCreatePageQuery } from "../__generated__/DocumentCategoryCreatePageQuery.graphql.ts";
import DocumentCategoryDetailPageQueryParameters from "../__generated__/DocumentCategoryDetailPageQuery$parameters.ts";
import type { DocumentCategoryDetailPageQuery } from "../__generated__/DocumentCategoryDetailPageQuery.graphql.ts";
import GeneralLedgerAccountCreatePageQueryParameters from "../__generated__/GeneralLedgerAccountCreatePageQuery$parameters.ts";
import type { GeneralLedgerAccountCreatePageQuery } from "../__generated__/GeneralLedgerAccountCreatePageQuery.graphql.ts";
import GeneralLedgerAccountDetailPageQueryParameters from "../__generated__/GeneralLedgerAccountDetailPageQuery$parameters.ts";
import type { GeneralLedgerAccountDetailPageQuery } from "../__generated__/GeneralLedgerAccountDetailPageQuery.graphql.ts";
import GeneralLedgerAccountsListPageQueryParameters from "../__generated__/GeneralLedgerAccountsListPageQuery$parameters.ts";
import type { GeneralLedgerAccountsListPageQuery } from "../__generated__/GeneralLedgerAccountsListPageQuery.graphql.ts";
import ValueAddedTaxesListPageQueryParameters from "../__generated__/ValueAddedTaxesListPageQuery$parameters.ts";
import type { ValueAddedTaxesListPageQuery } from "../__generated__/ValueAddedTaxesListPageQuery.graphql.ts";
import { parseGeneralLedgerAccountsListSearch } from "../features/settings-accounting-ledger/lib/ledgerListSearch.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { isUuid } from "../lib/searchParams.ts";
import { DEFAULT_SETTINGS_LIST_COUNT, parseSettingsListSearch } from "../lib/search/settingsListSearchSchema.ts";
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

const documentCategoriesListPageQuery: RouteQuery<DocumentCategoriesListPageQuery> = {
  parameters: DocumentCategoriesListPageQueryParameters,
  load: () => import("../__generated__/DocumentCategoriesListPageQuery.graphql.ts"),
};
const documentCategoryCreatePageQuery: RouteQuery<DocumentCategoryCreatePageQuery> = {
  parameters: DocumentCategoryCreatePageQueryParameters,
  load: () => import("../__generated__/DocumentCategoryCreatePageQuery.graphql.ts"),
};
const documentCategoryDetailPageQuery: RouteQuery<DocumentCategoryDetailPageQuery> = {
  parameters: DocumentCategoryDetailPageQueryParameters,
  load: () => import("../__generated__/DocumentCategoryDetailPageQuery.graphql.ts"),
};

const valueAddedTaxesListPageQuery: RouteQuery<ValueAddedTaxesListPageQuery> = {
  parameters: ValueAddedTaxesListPageQueryParameters,
  load: () => import("../__generated__/ValueAddedTaxesListPageQuery.graphql.ts"),
};

const TRANSLATIONS = ["settingsAccountingLedger"] as const;
type LazyPages = typeof import("./settingsAccountingLedgerRoutes.lazy.tsx");
const lazyPage = (name: keyof LazyPages) =>
  lazyRouteComponent(() => import("./settingsAccountingLedgerRoutes.lazy.tsx"), name);
const detailBeforeLoad = (rowId: string) => {
  if (!isUuid(rowId)) throw notFound();
};
const companyOf = (params: { clientCompanyRowId: string }) => params.clientCompanyRowId.toLowerCase();

// Document categories

const categoriesRoute = createRoute({ getParentRoute: () => settingsAccountingCompanyRoute, path: "categories" });

export const settingsDocumentCategoriesListRoute = createRoute({
  getParentRoute: () => categoriesRoute,
  path: "/",
  validateSearch: parseSettingsListSearch,
  loaderDeps: ({ search }) => ({
    count: search.count ?? DEFAULT_SETTINGS_LIST_COUNT,
    searchText: search.searchText ?? null,
  }),
  loader: ({ context, params, deps }) =>
    withTranslations(
      [...TRANSLATIONS],
      loadRouteQuery<DocumentCategoriesListPageQuery>(context.relayEnvironment, documentCategoriesListPageQuery, {
        clientCompanyRowId: companyOf(params),
        ...deps,
      }),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyPage("DocumentCategoriesListRoute"),
});

export const settingsDocumentCategoryCreateRoute = createRoute({
  getParentRoute: () => categoriesRoute,
  path: "create",
  loader: ({ context, params }) =>
    withTranslations(
      [...TRANSLATIONS],
      loadRouteQuery<DocumentCategoryCreatePageQuery>(context.relayEnvironment, documentCategoryCreatePageQuery, {
        clientCompanyRowId: companyOf(params),
      }),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyPage("DocumentCategoryCreateRoute"),
});

export const settingsDocumentCategoryDetailRoute = createRoute({
  getParentRoute: () => categoriesRoute,
  path: "$documentCategoryRowId",
  beforeLoad: ({ params }) => detailBeforeLoad(params.documentCategoryRowId),
  loader: ({ context, params }) =>
    withTranslations(
      [...TRANSLATIONS],
      loadRouteQuery<DocumentCategoryDetailPageQuery>(context.relayEnvironment, documentCategoryDetailPageQuery, {
        clientCompanyRowId: companyOf(params),
        documentCategoryRowId: params.documentCategoryRowId.toLowerCase(),
      }),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyPage("DocumentCategoryDetailRoute"),
});

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

// VAT codes: the list only; codes are created and edited in a drawer on it.

export const settingsValueAddedTaxesRoute = createRoute({
  getParentRoute: () => settingsAccountingCompanyRoute,
  path: "vats",
  validateSearch: parseSettingsListSearch,
  loaderDeps: ({ search }) => ({
    count: search.count ?? DEFAULT_SETTINGS_LIST_COUNT,
    searchText: search.searchText ?? null,
  }),
  loader: ({ context, params, deps }) =>
    withTranslations(
      [...TRANSLATIONS],
      loadRouteQuery<ValueAddedTaxesListPageQuery>(context.relayEnvironment, valueAddedTaxesListPageQuery, {
        clientCompanyRowId: companyOf(params),
        ...deps,
      }),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyPage("ValueAddedTaxesListRoute"),
});

/** The ledger pages, for the route tree (router.ts). */
export const settingsAccountingLedgerRouteTrees = [
  settingsValueAddedTaxesRoute,
  categoriesRoute.addChildren([
    settingsDocumentCategoriesListRoute,
    settingsDocumentCategoryCreateRoute,
    settingsDocumentCategoryDetailRoute,
  ]),
  accountsRoute.addChildren([
    settingsGeneralLedgerAccountsListRoute,
    settingsGeneralLedgerAccountCreateRoute,
    settingsGeneralLedgerAccountDetailRoute,
  ]),
];
