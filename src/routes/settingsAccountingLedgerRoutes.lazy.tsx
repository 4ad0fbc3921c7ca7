import { useCallback } from "react";
import { DocumentCategoriesListPage } from "../features/settings-accounting-ledger/pages/DocumentCategoriesListPage.tsx";
import { DocumentCategoryCreatePage } from "../features/settings-accounting-ledger/pages/DocumentCategoryCreatePage.tsx";
import { DocumentCategoryDetailPage } from "../features/settings-accounting-ledger/pages/DocumentCategoryDetailPage.tsx";
import { GeneralLedgerAccountCreatePage } from "../features/settings-accounting-ledger/pages/GeneralLedgerAccountCreatePage.tsx";
import { GeneralLedgerAccountDetailPage } from "../features/settings-accounting-ledger/pages/GeneralLedgerAccountDetailPage.tsx";
import {
  GeneralLedgerAccountsListPage,
  type GeneralLedgerAccountsSearchChange,
} from "../features/settings-accounting-ledger/pages/GeneralLedgerAccountsListPage.tsx";
import { ValueAddedTaxesListPage } from "../features/settings-accounting-ledger/pages/ValueAddedTaxesListPage.tsx";
import { DEFAULT_SETTINGS_LIST_COUNT } from "../lib/search/settingsListSearchSchema.ts";
import {
  settingsDocumentCategoriesListRoute,
  settingsDocumentCategoryCreateRoute,
  settingsDocumentCategoryDetailRoute,
  settingsGeneralLedgerAccountCreateRoute,
  settingsGeneralLedgerAccountDetailRoute,
  settingsGeneralLedgerAccountsListRoute,
  settingsValueAddedTaxesRoute,
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

export function DocumentCategoriesListRoute() {
  const route = settingsDocumentCategoriesListRoute;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = useCallback(
    (change: { searchText?: string }) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return (
    <DocumentCategoriesListPage
      queryRef={route.useLoaderData()}
      search={search}
      count={search.count ?? DEFAULT_SETTINGS_LIST_COUNT}
      onSearchChange={onSearchChange}
    />
  );
}

export function DocumentCategoryCreateRoute() {
  return <DocumentCategoryCreatePage queryRef={settingsDocumentCategoryCreateRoute.useLoaderData()} />;
}

export function DocumentCategoryDetailRoute() {
  return <DocumentCategoryDetailPage queryRef={settingsDocumentCategoryDetailRoute.useLoaderData()} />;
}

export function ValueAddedTaxesListRoute() {
  const route = settingsValueAddedTaxesRoute;
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = useCallback(
    (change: { searchText?: string }) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return (
    <ValueAddedTaxesListPage
      queryRef={route.useLoaderData()}
      search={search}
      count={search.count ?? DEFAULT_SETTINGS_LIST_COUNT}
      onSearchChange={onSearchChange}
    />
  );
}
