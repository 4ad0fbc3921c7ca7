import { useCallback } from "react";
import { GeneralLedgerAccountCreatePage } from "../features/settings-accounting-ledger/pages/GeneralLedgerAccountCreatePage.tsx";
import { GeneralLedgerAccountDetailPage } from "../features/settings-accounting-ledger/pages/GeneralLedgerAccountDetailPage.tsx";
import {
  GeneralLedgerAccountsListPage,
  type GeneralLedgerAccountsSearchChange,
} from "../features/settings-accounting-ledger/pages/GeneralLedgerAccountsListPage.tsx";
import { DEFAULT_SETTINGS_LIST_COUNT } from "../lib/search/settingsListSearchSchema.ts";
import {
  settingsGeneralLedgerAccountCreateRoute,
  settingsGeneralLedgerAccountDetailRoute,
  settingsGeneralLedgerAccountsListRoute,
} from "./settingsAccountingLedgerRoutes.tsx";

export function GeneralLedgerAccountsListRoute() {
  const route = settingsGeneralLedgerAccountsListRoute;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = useCallback(
    (change: GeneralLedgerAccountsSearchChange) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return (
    <GeneralLedgerAccountsListPage
      queryRef={route.useLoaderData()}
      search={search}
      count={search.count ?? DEFAULT_SETTINGS_LIST_COUNT}
      onSearchChange={onSearchChange}
    />
  );
}

export function GeneralLedgerAccountCreateRoute() {
  return <GeneralLedgerAccountCreatePage queryRef={settingsGeneralLedgerAccountCreateRoute.useLoaderData()} />;
}

export function GeneralLedgerAccountDetailRoute() {
  return <GeneralLedgerAccountDetailPage queryRef={settingsGeneralLedgerAccountDetailRoute.useLoaderData()} />;
}
