import { createRoute, notFound, redirect } from "@tanstack/react-router";
import { useCallback } from "react";
import MoneyCategoriesListPageQueryNode, {
  type MoneyCategoriesListPageQuery,
} from "../__generated__/MoneyCategoriesListPageQuery.graphql.ts";
import MoneyCategoryCreatePageQueryNode, {
  type MoneyCategoryCreatePageQuery,
} from "../__generated__/MoneyCategoryCreatePageQuery.graphql.ts";
import MoneyCategoryDetailPageQueryNode, {
  type MoneyCategoryDetailPageQuery,
} from "../__generated__/MoneyCategoryDetailPageQuery.graphql.ts";
import type { MoneyAccountKind } from "../features/settings-bank/lib/moneyAccountKinds.ts";
import { MoneyAccountCreatePage } from "../features/settings-bank/pages/MoneyAccountCreatePage.tsx";
import { MoneyAccountDetailPage } from "../features/settings-bank/pages/MoneyAccountDetailPage.tsx";
import {
  type MoneyAccountsListSearchState,
  MoneyAccountsListPage,
} from "../features/settings-bank/pages/MoneyAccountsListPage.tsx";
import {
  type MoneyCategoriesListSearchState,
  MoneyCategoriesListPage,
} from "../features/settings-bank/pages/MoneyCategoriesListPage.tsx";
import { MoneyCategoryCreatePage } from "../features/settings-bank/pages/MoneyCategoryCreatePage.tsx";
import { MoneyCategoryDetailPage } from "../features/settings-bank/pages/MoneyCategoryDetailPage.tsx";
import { isUuid } from "../lib/searchParams.ts";
import { loadRouteQuery } from "../relay/loadRouteQuery.ts";
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
    loadMoneyAccountsList(context.relayEnvironment, "bank", params.clientCompanyRowId, deps),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: BankAccountsListRoute,
});

function BankAccountsListRoute() {
  const navigate = settingsBankAccountsListRoute.useNavigate();
  const onSearchChange = useCallback(
    (change: MoneyAccountsListSearchState) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return <AccountsList kind="bank" route={settingsBankAccountsListRoute} onSearchChange={onSearchChange} />;
}

export const settingsBankAccountCreateRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: "create",
  loader: ({ context, params }) => loadMoneyAccountCreate(context.relayEnvironment, params.clientCompanyRowId),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: SettingsBankAccountCreateRouteComponent,
});

function SettingsBankAccountCreateRouteComponent() {
  return <MoneyAccountCreatePage kind="bank" queryRef={settingsBankAccountCreateRoute.useLoaderData()} />;
}

export const settingsBankAccountDetailRoute = createRoute({
  getParentRoute: () => accountsRoute,
  path: "$bankAccountRowId",
  beforeLoad: ({ params }) => detailBeforeLoad(params.bankAccountRowId),
  loader: ({ context, params }) =>
    loadMoneyAccountDetail(context.relayEnvironment, params.clientCompanyRowId, params.bankAccountRowId),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: SettingsBankAccountDetailRouteComponent,
});

function SettingsBankAccountDetailRouteComponent() {
  return <MoneyAccountDetailPage kind="bank" queryRef={settingsBankAccountDetailRoute.useLoaderData()} />;
}

const creditCardsRoute = createRoute({ getParentRoute: () => settingsBankCompanyRoute, path: "credit-cards" });

export const settingsCreditCardsListRoute = createRoute({
  getParentRoute: () => creditCardsRoute,
  path: "/",
  validateSearch: parseMoneyAccountsListSearch,
  loaderDeps: ({ search }) => moneyAccountsListDeps(search),
  loader: ({ context, params, deps }) =>
    loadMoneyAccountsList(context.relayEnvironment, "creditCard", params.clientCompanyRowId, deps),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: CreditCardsListRoute,
});

function CreditCardsListRoute() {
  const navigate = settingsCreditCardsListRoute.useNavigate();
  const onSearchChange = useCallback(
    (change: MoneyAccountsListSearchState) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return <AccountsList kind="creditCard" route={settingsCreditCardsListRoute} onSearchChange={onSearchChange} />;
}

export const settingsCreditCardCreateRoute = createRoute({
  getParentRoute: () => creditCardsRoute,
  path: "create",
  loader: ({ context, params }) => loadMoneyAccountCreate(context.relayEnvironment, params.clientCompanyRowId),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: SettingsCreditCardCreateRouteComponent,
});

function SettingsCreditCardCreateRouteComponent() {
  return <MoneyAccountCreatePage kind="creditCard" queryRef={settingsCreditCardCreateRoute.useLoaderData()} />;
}

export const settingsCreditCardDetailRoute = createRoute({
  getParentRoute: () => creditCardsRoute,
  path: "$creditCardAccountRowId",
  beforeLoad: ({ params }) => detailBeforeLoad(params.creditCardAccountRowId),
  loader: ({ context, params }) =>
    loadMoneyAccountDetail(context.relayEnvironment, params.clientCompanyRowId, params.creditCardAccountRowId),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: SettingsCreditCardDetailRouteComponent,
});

function SettingsCreditCardDetailRouteComponent() {
  return <MoneyAccountDetailPage kind="creditCard" queryRef={settingsCreditCardDetailRoute.useLoaderData()} />;
}

const cashBooksRoute = createRoute({ getParentRoute: () => settingsBankCompanyRoute, path: "cash-books" });

export const settingsCashBooksListRoute = createRoute({
  getParentRoute: () => cashBooksRoute,
  path: "/",
  validateSearch: parseMoneyAccountsListSearch,
  loaderDeps: ({ search }) => moneyAccountsListDeps(search),
  loader: ({ context, params, deps }) =>
    loadMoneyAccountsList(context.relayEnvironment, "cash", params.clientCompanyRowId, deps),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: CashBooksListRoute,
});

function CashBooksListRoute() {
  const navigate = settingsCashBooksListRoute.useNavigate();
  const onSearchChange = useCallback(
    (change: MoneyAccountsListSearchState) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return <AccountsList kind="cash" route={settingsCashBooksListRoute} onSearchChange={onSearchChange} />;
}

export const settingsCashBookCreateRoute = createRoute({
  getParentRoute: () => cashBooksRoute,
  path: "create",
  loader: ({ context, params }) => loadMoneyAccountCreate(context.relayEnvironment, params.clientCompanyRowId),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: SettingsCashBookCreateRouteComponent,
});

function SettingsCashBookCreateRouteComponent() {
  return <MoneyAccountCreatePage kind="cash" queryRef={settingsCashBookCreateRoute.useLoaderData()} />;
}

export const settingsCashBookDetailRoute = createRoute({
  getParentRoute: () => cashBooksRoute,
  path: "$cashAccountRowId",
  beforeLoad: ({ params }) => detailBeforeLoad(params.cashAccountRowId),
  loader: ({ context, params }) =>
    loadMoneyAccountDetail(context.relayEnvironment, params.clientCompanyRowId, params.cashAccountRowId),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: SettingsCashBookDetailRouteComponent,
});

function SettingsCashBookDetailRouteComponent() {
  return <MoneyAccountDetailPage kind="cash" queryRef={settingsCashBookDetailRoute.useLoaderData()} />;
}

type AccountsListRoute =
  typeof settingsBankAccountsListRoute | typeof settingsCreditCardsListRoute | typeof settingsCashBooksListRoute;

function AccountsList({
  kind,
  route,
  onSearchChange,
}: {
  kind: MoneyAccountKind;
  route: AccountsListRoute;
  onSearchChange: (change: MoneyAccountsListSearchState) => void;
}) {
  const search = route.useSearch();
  return (
    <MoneyAccountsListPage
      kind={kind}
      queryRef={route.useLoaderData()}
      search={search}
      count={search.count ?? DEFAULT_SETTINGS_LIST_COUNT}
      onSearchChange={onSearchChange}
    />
  );
}

// Money categories (every member reads them; creating and changing needs accounting access).

const categoriesRoute = createRoute({ getParentRoute: () => settingsBankCompanyRoute, path: "categories" });

export const settingsMoneyCategoriesListRoute = createRoute({
  getParentRoute: () => categoriesRoute,
  path: "/",
  validateSearch: parseSettingsListSearch,
  loaderDeps: ({ search }) => ({ count: search.count ?? DEFAULT_SETTINGS_LIST_COUNT }),
  loader: ({ context, params, deps }) =>
    loadRouteQuery<MoneyCategoriesListPageQuery>(context.relayEnvironment, MoneyCategoriesListPageQueryNode, {
      clientCompanyRowId: params.clientCompanyRowId.toLowerCase(),
      count: deps.count,
    }),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: MoneyCategoriesListRoute,
});

function MoneyCategoriesListRoute() {
  const route = settingsMoneyCategoriesListRoute;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = useCallback(
    (change: MoneyCategoriesListSearchState) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return (
    <MoneyCategoriesListPage
      queryRef={route.useLoaderData()}
      search={search}
      count={search.count ?? DEFAULT_SETTINGS_LIST_COUNT}
      onSearchChange={onSearchChange}
    />
  );
}

export const settingsMoneyCategoryCreateRoute = createRoute({
  getParentRoute: () => categoriesRoute,
  path: "create",
  loader: ({ context, params }) =>
    loadRouteQuery<MoneyCategoryCreatePageQuery>(context.relayEnvironment, MoneyCategoryCreatePageQueryNode, {
      clientCompanyRowId: params.clientCompanyRowId.toLowerCase(),
    }),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: SettingsMoneyCategoryCreateRouteComponent,
});

function SettingsMoneyCategoryCreateRouteComponent() {
  return <MoneyCategoryCreatePage queryRef={settingsMoneyCategoryCreateRoute.useLoaderData()} />;
}

export const settingsMoneyCategoryDetailRoute = createRoute({
  getParentRoute: () => categoriesRoute,
  path: "$moneyCategoryRowId",
  beforeLoad: ({ params }) => detailBeforeLoad(params.moneyCategoryRowId),
  loader: ({ context, params }) =>
    loadRouteQuery<MoneyCategoryDetailPageQuery>(context.relayEnvironment, MoneyCategoryDetailPageQueryNode, {
      clientCompanyRowId: params.clientCompanyRowId.toLowerCase(),
      moneyCategoryRowId: params.moneyCategoryRowId.toLowerCase(),
    }),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: SettingsMoneyCategoryDetailRouteComponent,
});

function SettingsMoneyCategoryDetailRouteComponent() {
  return <MoneyCategoryDetailPage queryRef={settingsMoneyCategoryDetailRoute.useLoaderData()} />;
}

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
