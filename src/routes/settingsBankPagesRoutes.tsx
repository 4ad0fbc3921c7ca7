import { createRoute, lazyRouteComponent, notFound, redirect } from "@tanstack/react-router";
import MoneyCategoriesListPageQueryParameters from "../__generated__/MoneyCategoriesListPageQuery$parameters.ts";
import type { MoneyCategoriesListPageQuery } from "../__generated__/MoneyCategoriesListPageQuery.graphql.ts";
import MoneyCategoryCreatePageQueryParameters from "../__generated__/MoneyCategoryCreatePageQuery$parameters.ts";
import type { MoneyCategoryCreatePageQuery } from "../__generated__/MoneyCategoryCreatePageQuery.graphql.ts";
import MoneyCategoryDetailPageQueryParameters from "../__generated__/MoneyCategoryDetailPageQuery$parameters.ts";
import type { MoneyCategoryDetailPageQuery } from "../__generated__/MoneyCategoryDetailPageQuery.graphql.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { isUuid } from "../lib/searchParams.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsBankRoute } from "./settingsBankRoute.tsx";
import {
  hrefWithCompany,
  loadMoneyAccountCreate,
  loadMoneyAccountDetail,
  loadMoneyAccountsList,
  moneyAccountsListDeps,
} from "./settingsBankPageLoaders.ts";
import {
  DEFAULT_SETTINGS_LIST_COUNT,
  parseMoneyAccountsListSearch,
  parseSettingsListSearch,
} from "../lib/search/settingsListSearchSchema.ts";

// The pages' queries: preloaded by their parameters, the artifacts load with the pages.
const moneyCategoriesListPageQuery: RouteQuery<MoneyCategoriesListPageQuery> = {
  parameters: MoneyCategoriesListPageQueryParameters,
  load: () => import("../__generated__/MoneyCategoriesListPageQuery.graphql.ts"),
};

const moneyCategoryCreatePageQuery: RouteQuery<MoneyCategoryCreatePageQuery> = {
  parameters: MoneyCategoryCreatePageQueryParameters,
  load: () => import("../__generated__/MoneyCategoryCreatePageQuery.graphql.ts"),
};

const moneyCategoryDetailPageQuery: RouteQuery<MoneyCategoryDetailPageQuery> = {
  parameters: MoneyCategoryDetailPageQueryParameters,
  load: () => import("../__generated__/MoneyCategoryDetailPageQuery.graphql.ts"),
};

// Settings → bank pages of one company (spec part 2, settings): {clientCompanyRowId}/accounts,
// credit-cards, cash-books and categories, each with list, create and detail. The page's
// company is the path's; the URL's clientCompanyRowId (which the shell reads) follows it.

export const settingsBankCompanyRoute = createRoute({
  getParentRoute: () => settingsBankRoute,
  path: "$clientCompanyRowId",
  beforeLoad: ({ params, search, location }) => {
    if (!isUuid(params.clientCompanyRowId)) throw notFound();
    const clientCompanyRowId = params.clientCompanyRowId.toLowerCase();
    if (search.clientCompanyRowId !== clientCompanyRowId) {
      throw redirect({ href: hrefWithCompany(location, clientCompanyRowId), replace: true });
    }
  },
});

/** /settings/bank/{id} alone opens the bank accounts. */
const settingsBankCompanyIndexRoute = createRoute({
  getParentRoute: () => settingsBankCompanyRoute,
  path: "/",
  beforeLoad: ({ params }) => {
    const id = params.clientCompanyRowId.toLowerCase();
    throw redirect({ href: `/settings/bank/${id}/accounts?clientCompanyRowId=${id}`, replace: true });
  },
});

const detailBeforeLoad = (rowId: string) => {
  if (!isUuid(rowId)) throw notFound();
};

// Bank accounts, credit cards and cash books share their pages, told apart by the kind.

const accountsRoute = createRoute({ getParentRoute: () => settingsBankCompanyRoute, path: "accounts" });

export const settingsBankAccountsListRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: "/",
  validateSearch: parseMoneyAccountsListSearch,
  loaderDeps: ({ search }) => moneyAccountsListDeps(search),
  loader: ({ context, params, deps }) =>
    withTranslations(
      ["settingsBank"],
      loadMoneyAccountsList(context.relayEnvironment, "bank", params.clientCompanyRowId, deps),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./settingsBankPagesRoutes.lazy.tsx"), "BankAccountsListRoute"),
});

export const settingsBankAccountCreateRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: "create",
  loader: ({ context, params }) =>
    withTranslations(["settingsBank"], loadMoneyAccountCreate(context.relayEnvironment, params.clientCompanyRowId)),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(
    () => import("./settingsBankPagesRoutes.lazy.tsx"),
    "SettingsBankAccountCreateRouteComponent",
  ),
});

export const settingsBankAccountDetailRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: "$bankAccountRowId",
  beforeLoad: ({ params }) => detailBeforeLoad(params.bankAccountRowId),
  loader: ({ context, params }) =>
    withTranslations(
      ["settingsBank"],
      loadMoneyAccountDetail(context.relayEnvironment, params.clientCompanyRowId, params.bankAccountRowId),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(
    () => import("./settingsBankPagesRoutes.lazy.tsx"),
    "SettingsBankAccountDetailRouteComponent",
  ),
});

const creditCardsRoute = createRoute({ getParentRoute: () => settingsBankCompanyRoute, path: "credit-cards" });

export const settingsCreditCardsListRoute = createRoute({
  getParentRoute: () => creditCardsRoute,
  path: "/",
  validateSearch: parseMoneyAccountsListSearch,
  loaderDeps: ({ search }) => moneyAccountsListDeps(search),
  loader: ({ context, params, deps }) =>
    withTranslations(
      ["settingsBank"],
      loadMoneyAccountsList(context.relayEnvironment, "creditCard", params.clientCompanyRowId, deps),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./settingsBankPagesRoutes.lazy.tsx"), "CreditCardsListRoute"),
});

export const settingsCreditCardCreateRoute = createRoute({
  getParentRoute: () => creditCardsRoute,
  path: "create",
  loader: ({ context, params }) =>
    withTranslations(["settingsBank"], loadMoneyAccountCreate(context.relayEnvironment, params.clientCompanyRowId)),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(
    () => import("./settingsBankPagesRoutes.lazy.tsx"),
    "SettingsCreditCardCreateRouteComponent",
  ),
});

export const settingsCreditCardDetailRoute = createRoute({
  getParentRoute: () => creditCardsRoute,
  path: "$creditCardAccountRowId",
  beforeLoad: ({ params }) => detailBeforeLoad(params.creditCardAccountRowId),
  loader: ({ context, params }) =>
    withTranslations(
      ["settingsBank"],
      loadMoneyAccountDetail(context.relayEnvironment, params.clientCompanyRowId, params.creditCardAccountRowId),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(
    () => import("./settingsBankPagesRoutes.lazy.tsx"),
    "SettingsCreditCardDetailRouteComponent",
  ),
});

const cashBooksRoute = createRoute({ getParentRoute: () => settingsBankCompanyRoute, path: "cash-books" });

export const settingsCashBooksListRoute = createRoute({
  getParentRoute: () => cashBooksRoute,
  path: "/",
  validateSearch: parseMoneyAccountsListSearch,
  loaderDeps: ({ search }) => moneyAccountsListDeps(search),
  loader: ({ context, params, deps }) =>
    withTranslations(
      ["settingsBank"],
      loadMoneyAccountsList(context.relayEnvironment, "cash", params.clientCompanyRowId, deps),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./settingsBankPagesRoutes.lazy.tsx"), "CashBooksListRoute"),
});

export const settingsCashBookCreateRoute = createRoute({
  getParentRoute: () => cashBooksRoute,
  path: "create",
  loader: ({ context, params }) =>
    withTranslations(["settingsBank"], loadMoneyAccountCreate(context.relayEnvironment, params.clientCompanyRowId)),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(
    () => import("./settingsBankPagesRoutes.lazy.tsx"),
    "SettingsCashBookCreateRouteComponent",
  ),
});

export const settingsCashBookDetailRoute = createRoute({
  getParentRoute: () => cashBooksRoute,
  path: "$cashAccountRowId",
  beforeLoad: ({ params }) => detailBeforeLoad(params.cashAccountRowId),
  loader: ({ context, params }) =>
    withTranslations(
      ["settingsBank"],
      loadMoneyAccountDetail(context.relayEnvironment, params.clientCompanyRowId, params.cashAccountRowId),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(
    () => import("./settingsBankPagesRoutes.lazy.tsx"),
    "SettingsCashBookDetailRouteComponent",
  ),
});

// Money categories (every member reads them; creating and changing needs accounting access).

const categoriesRoute = createRoute({ getParentRoute: () => settingsBankCompanyRoute, path: "categories" });

export const settingsMoneyCategoriesListRoute = createRoute({
  getParentRoute: () => categoriesRoute,
  path: "/",
  validateSearch: parseSettingsListSearch,
  loaderDeps: ({ search }) => ({ count: search.count ?? DEFAULT_SETTINGS_LIST_COUNT }),
  loader: ({ context, params, deps }) =>
    withTranslations(
      ["settingsBank"],
      loadRouteQuery<MoneyCategoriesListPageQuery>(context.relayEnvironment, moneyCategoriesListPageQuery, {
        clientCompanyRowId: params.clientCompanyRowId.toLowerCase(),
        count: deps.count,
      }),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(() => import("./settingsBankPagesRoutes.lazy.tsx"), "MoneyCategoriesListRoute"),
});

export const settingsMoneyCategoryCreateRoute = createRoute({
  getParentRoute: () => categoriesRoute,
  path: "create",
  loader: ({ context, params }) =>
    withTranslations(
      ["settingsBank"],
      loadRouteQuery<MoneyCategoryCreatePageQuery>(context.relayEnvironment, moneyCategoryCreatePageQuery, {
        clientCompanyRowId: params.clientCompanyRowId.toLowerCase(),
      }),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(
    () => import("./settingsBankPagesRoutes.lazy.tsx"),
    "SettingsMoneyCategoryCreateRouteComponent",
  ),
});

export const settingsMoneyCategoryDetailRoute = createRoute({
  getParentRoute: () => categoriesRoute,
  path: "$moneyCategoryRowId",
  beforeLoad: ({ params }) => detailBeforeLoad(params.moneyCategoryRowId),
  loader: ({ context, params }) =>
    withTranslations(
      ["settingsBank"],
      loadRouteQuery<MoneyCategoryDetailPageQuery>(context.relayEnvironment, moneyCategoryDetailPageQuery, {
        clientCompanyRowId: params.clientCompanyRowId.toLowerCase(),
        moneyCategoryRowId: params.moneyCategoryRowId.toLowerCase(),
      }),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyRouteComponent(
    () => import("./settingsBankPagesRoutes.lazy.tsx"),
    "SettingsMoneyCategoryDetailRouteComponent",
  ),
});

/** The bank settings pages, for the route tree (router.ts). */
export const settingsBankPagesRouteTree = settingsBankCompanyRoute.addChildren([
  settingsBankCompanyIndexRoute,
  accountsRoute.addChildren([
    settingsBankAccountsListRoute,
    settingsBankAccountCreateRoute,
    settingsBankAccountDetailRoute,
  ]),
  creditCardsRoute.addChildren([
    settingsCreditCardsListRoute,
    settingsCreditCardCreateRoute,
    settingsCreditCardDetailRoute,
  ]),
  cashBooksRoute.addChildren([settingsCashBooksListRoute, settingsCashBookCreateRoute, settingsCashBookDetailRoute]),
  categoriesRoute.addChildren([
    settingsMoneyCategoriesListRoute,
    settingsMoneyCategoryCreateRoute,
    settingsMoneyCategoryDetailRoute,
  ]),
]);
