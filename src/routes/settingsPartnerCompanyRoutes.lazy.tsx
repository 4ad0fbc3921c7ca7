import { useCallback } from "react";
import type { PartnerCompaniesListSearchState } from "../features/settings-partners/lib/paths.ts";
import { PartnerCompaniesListPage } from "../features/settings-partners/pages/PartnerCompaniesListPage.tsx";
import { PartnerCompanyCreatePage } from "../features/settings-partners/pages/PartnerCompanyCreatePage.tsx";
import { PartnerCompanyDetailPage } from "../features/settings-partners/pages/PartnerCompanyDetailPage.tsx";
import { DEFAULT_SETTINGS_LIST_COUNT } from "../lib/search/settingsListSearchSchema.ts";
import {
  settingsPartnerCompaniesListRoute,
  settingsPartnerCompanyCreateRoute,
  settingsPartnerCompanyDetailRoute,
} from "./settingsPartnerCompanyRoutes.tsx";

// The partner company pages, loaded with their routes (settingsPartnerCompanyRoutes.tsx).

export function PartnerCompaniesListRoute() {
  const search = settingsPartnerCompaniesListRoute.useSearch();
  const navigate = settingsPartnerCompaniesListRoute.useNavigate();
  const onSearchChange = useCallback(
    (change: PartnerCompaniesListSearchState) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return (
    <PartnerCompaniesListPage
      queryRef={settingsPartnerCompaniesListRoute.useLoaderData()}
      search={search}
      count={search.count ?? DEFAULT_SETTINGS_LIST_COUNT}
      onSearchChange={onSearchChange}
    />
  );
}

export function PartnerCompanyCreateRoute() {
  return <PartnerCompanyCreatePage queryRef={settingsPartnerCompanyCreateRoute.useLoaderData()} />;
}

export function PartnerCompanyDetailRoute() {
  return <PartnerCompanyDetailPage queryRef={settingsPartnerCompanyDetailRoute.useLoaderData()} />;
}
