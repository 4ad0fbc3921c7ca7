import { useCallback } from "react";
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
import {
  settingsBankAccountCreateRoute,
  settingsBankAccountDetailRoute,
  settingsBankAccountsListRoute,
  settingsCashBookCreateRoute,
  settingsCashBookDetailRoute,
  settingsCashBooksListRoute,
  settingsCreditCardCreateRoute,
  settingsCreditCardDetailRoute,
  settingsCreditCardsListRoute,
  settingsMoneyCategoriesListRoute,
  settingsMoneyCategoryCreateRoute,
  settingsMoneyCategoryDetailRoute,
} from "./settingsBankPagesRoutes.tsx";
import { DEFAULT_SETTINGS_LIST_COUNT } from "../lib/search/settingsListSearchSchema.ts";

// The bank settings pages' components, loaded with their routes (settingsBankPagesRoutes.tsx).

type AccountsListRoute =
  typeof settingsBankAccountsListRoute | typeof settingsCreditCardsListRoute | typeof settingsCashBooksListRoute;

export function BankAccountsListRoute() {
  const navigate = settingsBankAccountsListRoute.useNavigate();
  const onSearchChange = useCallback(
    (change: MoneyAccountsListSearchState) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return <AccountsList kind="bank" route={settingsBankAccountsListRoute} onSearchChange={onSearchChange} />;
}

export function SettingsBankAccountCreateRouteComponent() {
  return <MoneyAccountCreatePage kind="bank" queryRef={settingsBankAccountCreateRoute.useLoaderData()} />;
}

export function SettingsBankAccountDetailRouteComponent() {
  return <MoneyAccountDetailPage kind="bank" queryRef={settingsBankAccountDetailRoute.useLoaderData()} />;
}

export function CreditCardsListRoute() {
  const navigate = settingsCreditCardsListRoute.useNavigate();
  const onSearchChange = useCallback(
    (change: MoneyAccountsListSearchState) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return <AccountsList kind="creditCard" route={settingsCreditCardsListRoute} onSearchChange={onSearchChange} />;
}

export function SettingsCreditCardCreateRouteComponent() {
  return <MoneyAccountCreatePage kind="creditCard" queryRef={settingsCreditCardCreateRoute.useLoaderData()} />;
}

export function SettingsCreditCardDetailRouteComponent() {
  return <MoneyAccountDetailPage kind="creditCard" queryRef={settingsCreditCardDetailRoute.useLoaderData()} />;
}

export function CashBooksListRoute() {
  const navigate = settingsCashBooksListRoute.useNavigate();
  const onSearchChange = useCallback(
    (change: MoneyAccountsListSearchState) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return <AccountsList kind="cash" route={settingsCashBooksListRoute} onSearchChange={onSearchChange} />;
}

export function SettingsCashBookCreateRouteComponent() {
  return <MoneyAccountCreatePage kind="cash" queryRef={settingsCashBookCreateRoute.useLoaderData()} />;
}

export function SettingsCashBookDetailRouteComponent() {
  return <MoneyAccountDetailPage kind="cash" queryRef={settingsCashBookDetailRoute.useLoaderData()} />;
}

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

export function MoneyCategoriesListRoute() {
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

export function SettingsMoneyCategoryCreateRouteComponent() {
  return <MoneyCategoryCreatePage queryRef={settingsMoneyCategoryCreateRoute.useLoaderData()} />;
}

export function SettingsMoneyCategoryDetailRouteComponent() {
  return <MoneyCategoryDetailPage queryRef={settingsMoneyCategoryDetailRoute.useLoaderData()} />;
}
