import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import CostCentersListPageQueryParameters from "../__generated__/CostCentersListPageQuery$parameters.ts";
import type { CostCentersListPageQuery } from "../__generated__/CostCentersListPageQuery.graphql.ts";
import CostCenterCreatePageQueryParameters from "../__generated__/CostCenterCreatePageQuery$parameters.ts";
import type { CostCenterCreatePageQuery } from "../__generated__/CostCenterCreatePageQuery.graphql.ts";
import CostCenterDetailPageQueryParameters from "../__generated__/CostCenterDetailPageQuery$parameters.ts";
import type { CostCenterDetailPageQuery } from "../__generated__/CostCenterDetailPageQuery.graphql.ts";
import CostUnitsListPageQueryParameters from "../__generated__/CostUnitsListPageQuery$parameters.ts";
import type { CostUnitsListPageQuery } from "../__generated__/CostUnitsListPageQuery.graphql.ts";
import CostUnitCreatePageQueryParameters from "../__generated__/CostUnitCreatePageQuery$parameters.ts";
import type { CostUnitCreatePageQuery } from "../__generated__/CostUnitCreatePageQuery.graphql.ts";
import CostUnitDetailPageQueryParameters from "../__generated__/CostUnitDetailPageQuery$parameters.ts";
import type { CostUnitDetailPageQuery } from "../__generated__/CostUnitDetailPageQuery.graphql.ts";
import OssBranchesListPageQueryParameters from "../__generated__/OssBranchesListPageQuery$parameters.ts";
import type { OssBranchesListPageQuery } from "../__generated__/OssBranchesListPageQuery.graphql.ts";
import OssBranchCreatePageQueryParameters from "../__generated__/OssBranchCreatePageQuery$parameters.ts";
import type { OssBranchCreatePageQuery } from "../__generated__/OssBranchCreatePageQuery.graphql.ts";
import OssBranchDetailPageQueryParameters from "../__generated__/OssBranchDetailPageQuery$parameters.ts";
import type { OssBranchDetailPageQuery } from "../__generated__/OssBranchDetailPageQuery.graphql.ts";
import type { TranslationFeature } from "../i18n/i18n.ts";
import type { RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsAccountingCompanyRoute } from "./settingsAccountingRoute.tsx";
import { companyOf, rowIdGuard, rowIdOf, settingsListPage, settingsPage } from "./settingsPageRoutes.ts";

// Settings → accounting of one company (spec part 2, settings): cost-centers, cost-units and
// eu-oss (each list with search, create, detail; each with its company feature, which the
// pages check). The pages' queries are preloaded by their parameters; the artifacts and
// components load with the pages.

const TRANSLATIONS = ["settingsAccountingPartners"] as const satisfies readonly TranslationFeature[];

type LazyPageName = keyof typeof import("./settingsAccountingCostRoutes.lazy.tsx");
const lazyPage = (name: LazyPageName) =>
  lazyRouteComponent(() => import("./settingsAccountingCostRoutes.lazy.tsx"), name);

const costCentersListPageQuery: RouteQuery<CostCentersListPageQuery> = {
  parameters: CostCentersListPageQueryParameters,
  load: () => import("../__generated__/CostCentersListPageQuery.graphql.ts"),
};
const costCenterCreatePageQuery: RouteQuery<CostCenterCreatePageQuery> = {
  parameters: CostCenterCreatePageQueryParameters,
  load: () => import("../__generated__/CostCenterCreatePageQuery.graphql.ts"),
};
const costCenterDetailPageQuery: RouteQuery<CostCenterDetailPageQuery> = {
  parameters: CostCenterDetailPageQueryParameters,
  load: () => import("../__generated__/CostCenterDetailPageQuery.graphql.ts"),
};

const costCentersRoute = createRoute({
  getParentRoute: () => settingsAccountingCompanyRoute,
  path: "cost-centers",
});

export const settingsCostCentersListRoute = createRoute({
  getParentRoute: () => costCentersRoute,
  path: "/",
  ...settingsListPage(costCentersListPageQuery, TRANSLATIONS, (params, deps) => ({ ...companyOf(params), ...deps })),
  component: lazyPage("CostCentersListRoute"),
});

export const settingsCostCentersCreateRoute = createRoute({
  getParentRoute: () => costCentersRoute,
  path: "create",
  ...settingsPage(costCenterCreatePageQuery, TRANSLATIONS, companyOf),
  component: lazyPage("CostCenterCreateRoute"),
});

export const settingsCostCentersDetailRoute = createRoute({
  getParentRoute: () => costCentersRoute,
  path: "$costCenterRowId",
  ...rowIdGuard("costCenterRowId"),
  ...settingsPage(costCenterDetailPageQuery, TRANSLATIONS, (params) => ({
    ...companyOf(params),
    costCenterRowId: rowIdOf(params, "costCenterRowId"),
  })),
  component: lazyPage("CostCenterDetailRoute"),
});

const costUnitsListPageQuery: RouteQuery<CostUnitsListPageQuery> = {
  parameters: CostUnitsListPageQueryParameters,
  load: () => import("../__generated__/CostUnitsListPageQuery.graphql.ts"),
};
const costUnitCreatePageQuery: RouteQuery<CostUnitCreatePageQuery> = {
  parameters: CostUnitCreatePageQueryParameters,
  load: () => import("../__generated__/CostUnitCreatePageQuery.graphql.ts"),
};
const costUnitDetailPageQuery: RouteQuery<CostUnitDetailPageQuery> = {
  parameters: CostUnitDetailPageQueryParameters,
  load: () => import("../__generated__/CostUnitDetailPageQuery.graphql.ts"),
};

const costUnitsRoute = createRoute({
  getParentRoute: () => settingsAccountingCompanyRoute,
  path: "cost-units",
});

export const settingsCostUnitsListRoute = createRoute({
  getParentRoute: () => costUnitsRoute,
  path: "/",
  ...settingsListPage(costUnitsListPageQuery, TRANSLATIONS, (params, deps) => ({ ...companyOf(params), ...deps })),
  component: lazyPage("CostUnitsListRoute"),
});

export const settingsCostUnitsCreateRoute = createRoute({
  getParentRoute: () => costUnitsRoute,
  path: "create",
  ...settingsPage(costUnitCreatePageQuery, TRANSLATIONS, companyOf),
  component: lazyPage("CostUnitCreateRoute"),
});

export const settingsCostUnitsDetailRoute = createRoute({
  getParentRoute: () => costUnitsRoute,
  path: "$costUnitRowId",
  ...rowIdGuard("costUnitRowId"),
  ...settingsPage(costUnitDetailPageQuery, TRANSLATIONS, (params) => ({
    ...companyOf(params),
    costUnitRowId: rowIdOf(params, "costUnitRowId"),
  })),
  component: lazyPage("CostUnitDetailRoute"),
});

const ossBranchesListPageQuery: RouteQuery<OssBranchesListPageQuery> = {
  parameters: OssBranchesListPageQueryParameters,
  load: () => import("../__generated__/OssBranchesListPageQuery.graphql.ts"),
};
const ossBranchCreatePageQuery: RouteQuery<OssBranchCreatePageQuery> = {
  parameters: OssBranchCreatePageQueryParameters,
  load: () => import("../__generated__/OssBranchCreatePageQuery.graphql.ts"),
};
const ossBranchDetailPageQuery: RouteQuery<OssBranchDetailPageQuery> = {
  parameters: OssBranchDetailPageQueryParameters,
  load: () => import("../__generated__/OssBranchDetailPageQuery.graphql.ts"),
};

const ossBranchesRoute = createRoute({
  getParentRoute: () => settingsAccountingCompanyRoute,
  path: "eu-oss",
});

export const settingsOssBranchesListRoute = createRoute({
  getParentRoute: () => ossBranchesRoute,
  path: "/",
  ...settingsListPage(ossBranchesListPageQuery, TRANSLATIONS, (params, deps) => ({ ...companyOf(params), ...deps })),
  component: lazyPage("OssBranchesListRoute"),
});

export const settingsOssBranchesCreateRoute = createRoute({
  getParentRoute: () => ossBranchesRoute,
  path: "create",
  ...settingsPage(ossBranchCreatePageQuery, TRANSLATIONS, companyOf),
  component: lazyPage("OssBranchCreateRoute"),
});

export const settingsOssBranchesDetailRoute = createRoute({
  getParentRoute: () => ossBranchesRoute,
  path: "$ossBranchRowId",
  ...rowIdGuard("ossBranchRowId"),
  ...settingsPage(ossBranchDetailPageQuery, TRANSLATIONS, (params) => ({
    ...companyOf(params),
    ossBranchRowId: rowIdOf(params, "ossBranchRowId"),
  })),
  component: lazyPage("OssBranchDetailRoute"),
});

/** The pages of this file, for the route tree (router.ts). */
export const settingsAccountingCostRouteTrees = [
  costCentersRoute.addChildren([
    settingsCostCentersListRoute,
    settingsCostCentersCreateRoute,
    settingsCostCentersDetailRoute,
  ]),
  costUnitsRoute.addChildren([settingsCostUnitsListRoute, settingsCostUnitsCreateRoute, settingsCostUnitsDetailRoute]),
  ossBranchesRoute.addChildren([
    settingsOssBranchesListRoute,
    settingsOssBranchesCreateRoute,
    settingsOssBranchesDetailRoute,
  ]),
] as const;
