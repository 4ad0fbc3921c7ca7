import { useCallback } from "react";
import {
  type PartnerAccountsListSearchState,
  PartnerAccountsListPage,
} from "../features/settings-accounting-partners/pages/PartnerAccountsListPage.tsx";
import { PartnerAccountCreatePage } from "../features/settings-accounting-partners/pages/PartnerAccountCreatePage.tsx";
import { PartnerAccountDetailPage } from "../features/settings-accounting-partners/pages/PartnerAccountDetailPage.tsx";
import { DEFAULT_SETTINGS_LIST_COUNT } from "../lib/search/settingsListSearchSchema.ts";
import {
  settingsPartnerAccountCreateRoute,
  settingsPartnerAccountDetailRoute,
  settingsPartnerAccountsListRoute,
} from "./settingsAccountingPartnerRoutes.tsx";

// The partner account pages' components, loaded with their routes
// (settingsAccountingPartnerRoutes.tsx); cost centres, cost units and EU OSS branches are in
// settingsAccountingCostRoutes.lazy.tsx.

export function PartnerAccountsListRoute() {
  const navigate = settingsPartnerAccountsListRoute.useNavigate();
  const search = settingsPartnerAccountsListRoute.useSearch();
  const onSearchChange = useCallback(
    (change: PartnerAccountsListSearchState) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return (
    <PartnerAccountsListPage
      queryRef={settingsPartnerAccountsListRoute.useLoaderData()}
      search={search}
      count={search.count ?? DEFAULT_SETTINGS_LIST_COUNT}
      onSearchChange={onSearchChange}
    />
  );
}

export function PartnerAccountCreateRoute() {
  const search = settingsPartnerAccountCreateRoute.useSearch();
  return <PartnerAccountCreatePage queryRef={settingsPartnerAccountCreateRoute.useLoaderData()} type={search.type} />;
}

export function PartnerAccountDetailRoute() {
  return <PartnerAccountDetailPage queryRef={settingsPartnerAccountDetailRoute.useLoaderData()} />;
}
