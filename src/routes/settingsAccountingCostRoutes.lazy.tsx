import { CostCentersListPage } from "../features/settings-accounting-partners/pages/CostCentersListPage.tsx";
import { CostCenterCreatePage } from "../features/settings-accounting-partners/pages/CostCenterCreatePage.tsx";
import { CostCenterDetailPage } from "../features/settings-accounting-partners/pages/CostCenterDetailPage.tsx";
import { CostUnitsListPage } from "../features/settings-accounting-partners/pages/CostUnitsListPage.tsx";
import { CostUnitCreatePage } from "../features/settings-accounting-partners/pages/CostUnitCreatePage.tsx";
import { CostUnitDetailPage } from "../features/settings-accounting-partners/pages/CostUnitDetailPage.tsx";
import { OssBranchesListPage } from "../features/settings-accounting-partners/pages/OssBranchesListPage.tsx";
import { OssBranchCreatePage } from "../features/settings-accounting-partners/pages/OssBranchCreatePage.tsx";
import { OssBranchDetailPage } from "../features/settings-accounting-partners/pages/OssBranchDetailPage.tsx";
import {
  settingsCostCentersListRoute,
  settingsCostCentersCreateRoute,
  settingsCostCentersDetailRoute,
  settingsCostUnitsListRoute,
  settingsCostUnitsCreateRoute,
  settingsCostUnitsDetailRoute,
  settingsOssBranchesListRoute,
  settingsOssBranchesCreateRoute,
  settingsOssBranchesDetailRoute,
} from "./settingsAccountingCostRoutes.tsx";
import { useSettingsListSearch } from "./settingsPageRoutes.ts";

// The pages of cost centres, cost units and EU OSS branches, loaded with their routes
// (settingsAccountingCostRoutes.tsx).

export function CostCentersListRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsCostCentersListRoute);
  return (
    <CostCentersListPage
      queryRef={settingsCostCentersListRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}

export function CostCenterCreateRoute() {
  return <CostCenterCreatePage queryRef={settingsCostCentersCreateRoute.useLoaderData()} />;
}

export function CostCenterDetailRoute() {
  return <CostCenterDetailPage queryRef={settingsCostCentersDetailRoute.useLoaderData()} />;
}

export function CostUnitsListRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsCostUnitsListRoute);
  return (
    <CostUnitsListPage
      queryRef={settingsCostUnitsListRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}

export function CostUnitCreateRoute() {
  return <CostUnitCreatePage queryRef={settingsCostUnitsCreateRoute.useLoaderData()} />;
}

export function CostUnitDetailRoute() {
  return <CostUnitDetailPage queryRef={settingsCostUnitsDetailRoute.useLoaderData()} />;
}

export function OssBranchesListRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsOssBranchesListRoute);
  return (
    <OssBranchesListPage
      queryRef={settingsOssBranchesListRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}

export function OssBranchCreateRoute() {
  return <OssBranchCreatePage queryRef={settingsOssBranchesCreateRoute.useLoaderData()} />;
}

export function OssBranchDetailRoute() {
  return <OssBranchDetailPage queryRef={settingsOssBranchesDetailRoute.useLoaderData()} />;
}
