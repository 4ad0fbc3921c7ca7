import { AdminClientCreatePage } from "../features/settings-admin/pages/AdminClientCreatePage.tsx";
import { AdminClientDetailPage } from "../features/settings-admin/pages/AdminClientDetailPage.tsx";
import { AdminClientsListPage } from "../features/settings-admin/pages/AdminClientsListPage.tsx";
import { AdminCompaniesListPage } from "../features/settings-admin/pages/AdminCompaniesListPage.tsx";
import { AdminCompanyCreatePage } from "../features/settings-admin/pages/AdminCompanyCreatePage.tsx";
import { AdminCompanyDetailPage } from "../features/settings-admin/pages/AdminCompanyDetailPage.tsx";
import {
  settingsAdminClientCreateRoute,
  settingsAdminClientDetailRoute,
  settingsAdminClientsListRoute,
  settingsAdminCompaniesListRoute,
  settingsAdminCompanyCreateRoute,
  settingsAdminCompanyDetailRoute,
} from "./settingsAdminRoutes.tsx";
import { useSettingsListSearch } from "./settingsPageRoutes.ts";

// The super admin's Admin pages, loaded with their routes (settingsAdminRoutes.tsx).

export function AdminCompaniesListRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsAdminCompaniesListRoute);
  return (
    <AdminCompaniesListPage
      queryRef={settingsAdminCompaniesListRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}

export function AdminCompanyCreateRoute() {
  return <AdminCompanyCreatePage queryRef={settingsAdminCompanyCreateRoute.useLoaderData()} />;
}

export function AdminCompanyDetailRoute() {
  return <AdminCompanyDetailPage queryRef={settingsAdminCompanyDetailRoute.useLoaderData()} />;
}

export function AdminClientsListRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsAdminClientsListRoute);
  return (
    <AdminClientsListPage
      queryRef={settingsAdminClientsListRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}

export function AdminClientCreateRoute() {
  const { companyRowId } = settingsAdminClientCreateRoute.useSearch();
  return (
    <AdminClientCreatePage queryRef={settingsAdminClientCreateRoute.useLoaderData()} companyRowId={companyRowId} />
  );
}

export function AdminClientDetailRoute() {
  return <AdminClientDetailPage queryRef={settingsAdminClientDetailRoute.useLoaderData()} />;
}
