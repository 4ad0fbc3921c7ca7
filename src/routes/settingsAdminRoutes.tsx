import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import AdminClientCreatePageQueryParameters from "../__generated__/AdminClientCreatePageQuery$parameters.ts";
import type { AdminClientCreatePageQuery } from "../__generated__/AdminClientCreatePageQuery.graphql.ts";
import AdminClientDetailPageQueryParameters from "../__generated__/AdminClientDetailPageQuery$parameters.ts";
import type { AdminClientDetailPageQuery } from "../__generated__/AdminClientDetailPageQuery.graphql.ts";
import AdminClientsListPageQueryParameters from "../__generated__/AdminClientsListPageQuery$parameters.ts";
import type { AdminClientsListPageQuery } from "../__generated__/AdminClientsListPageQuery.graphql.ts";
import AdminCompaniesListPageQueryParameters from "../__generated__/AdminCompaniesListPageQuery$parameters.ts";
import type { AdminCompaniesListPageQuery } from "../__generated__/AdminCompaniesListPageQuery.graphql.ts";
import AdminCompanyCreatePageQueryParameters from "../__generated__/AdminCompanyCreatePageQuery$parameters.ts";
import type { AdminCompanyCreatePageQuery } from "../__generated__/AdminCompanyCreatePageQuery.graphql.ts";
import AdminCompanyDetailPageQueryParameters from "../__generated__/AdminCompanyDetailPageQuery$parameters.ts";
import type { AdminCompanyDetailPageQuery } from "../__generated__/AdminCompanyDetailPageQuery.graphql.ts";
import type { TranslationFeature } from "../i18n/i18n.ts";
import { optionalUuidParam, parseSearch } from "../lib/searchParams.ts";
import type { RouteQuery } from "../relay/loadRouteQuery.ts";
import { rowIdGuard, rowIdOf, settingsListPage, settingsPage } from "./settingsPageRoutes.ts";
import { settingsRoute } from "./settingsRoute.tsx";

// Settings → admin (spec part 2, settings: "admin (super admin only): companies and clients,
// each with list, create, {companyRowId}"). The pages belong to no client company, so they
// hang below /settings, not below /settings/{clientCompanyRowId}; each page checks the gate.

const TRANSLATIONS = ["settingsAdmin"] as const satisfies readonly TranslationFeature[];

type LazyPageName = keyof typeof import("./settingsAdminRoutes.lazy.tsx");
const lazyPage = (name: LazyPageName) => lazyRouteComponent(() => import("./settingsAdminRoutes.lazy.tsx"), name);

const query = <T extends AdminCompaniesListPageQuery | AdminCompanyCreatePageQuery | AdminCompanyDetailPageQuery>(
  parameters: RouteQuery<T>["parameters"],
  load: RouteQuery<T>["load"],
): RouteQuery<T> => ({ parameters, load });

const adminRoute = createRoute({ getParentRoute: () => settingsRoute, path: "admin" });

const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "/",
  beforeLoad: () => {
    throw redirect({ to: "/settings/admin/companies", replace: true });
  },
});

const companiesRoute = createRoute({ getParentRoute: () => adminRoute, path: "companies" });

export const settingsAdminCompaniesListRoute = createRoute({
  getParentRoute: () => companiesRoute,
  path: "/",
  ...settingsListPage(
    query<AdminCompaniesListPageQuery>(
      AdminCompaniesListPageQueryParameters,
      () => import("../__generated__/AdminCompaniesListPageQuery.graphql.ts"),
    ),
    TRANSLATIONS,
    (_params, deps) => deps,
  ),
  component: lazyPage("AdminCompaniesListRoute"),
});

export const settingsAdminCompanyCreateRoute = createRoute({
  getParentRoute: () => companiesRoute,
  path: "create",
  ...settingsPage(
    query<AdminCompanyCreatePageQuery>(
      AdminCompanyCreatePageQueryParameters,
      () => import("../__generated__/AdminCompanyCreatePageQuery.graphql.ts"),
    ),
    TRANSLATIONS,
    () => ({}),
  ),
  component: lazyPage("AdminCompanyCreateRoute"),
});

export const settingsAdminCompanyDetailRoute = createRoute({
  getParentRoute: () => companiesRoute,
  path: "$companyRowId",
  ...rowIdGuard("companyRowId"),
  ...settingsPage(
    query<AdminCompanyDetailPageQuery>(
      AdminCompanyDetailPageQueryParameters,
      () => import("../__generated__/AdminCompanyDetailPageQuery.graphql.ts"),
    ),
    TRANSLATIONS,
    (params) => ({ companyRowId: rowIdOf(params, "companyRowId") }),
  ),
  component: lazyPage("AdminCompanyDetailRoute"),
});

const clientsListPageQuery: RouteQuery<AdminClientsListPageQuery> = {
  parameters: AdminClientsListPageQueryParameters,
  load: () => import("../__generated__/AdminClientsListPageQuery.graphql.ts"),
};
const clientCreatePageQuery: RouteQuery<AdminClientCreatePageQuery> = {
  parameters: AdminClientCreatePageQueryParameters,
  load: () => import("../__generated__/AdminClientCreatePageQuery.graphql.ts"),
};
const clientDetailPageQuery: RouteQuery<AdminClientDetailPageQuery> = {
  parameters: AdminClientDetailPageQueryParameters,
  load: () => import("../__generated__/AdminClientDetailPageQuery.graphql.ts"),
};

const clientsRoute = createRoute({ getParentRoute: () => adminRoute, path: "clients" });

export const settingsAdminClientsListRoute = createRoute({
  getParentRoute: () => clientsRoute,
  path: "/",
  ...settingsListPage(clientsListPageQuery, TRANSLATIONS, (_params, deps) => deps),
  component: lazyPage("AdminClientsListRoute"),
});

/** `?companyRowId=` chooses the company beforehand (from the company's page). */
const clientCreateSearchSchema = { companyRowId: optionalUuidParam };

export const settingsAdminClientCreateRoute = createRoute({
  getParentRoute: () => clientsRoute,
  path: "create",
  validateSearch: (search: Record<string, unknown>) => parseSearch(clientCreateSearchSchema, search),
  ...settingsPage(clientCreatePageQuery, TRANSLATIONS, () => ({})),
  component: lazyPage("AdminClientCreateRoute"),
});

export const settingsAdminClientDetailRoute = createRoute({
  getParentRoute: () => clientsRoute,
  path: "$clientRowId",
  ...rowIdGuard("clientRowId"),
  ...settingsPage(clientDetailPageQuery, TRANSLATIONS, (params) => ({ clientRowId: rowIdOf(params, "clientRowId") })),
  component: lazyPage("AdminClientDetailRoute"),
});

/** The admin pages below /settings (router.ts adds them under settingsRoute). */
export const settingsAdminRouteTrees = [
  adminRoute.addChildren([
    adminIndexRoute,
    companiesRoute.addChildren([
      settingsAdminCompaniesListRoute,
      settingsAdminCompanyCreateRoute,
      settingsAdminCompanyDetailRoute,
    ]),
    clientsRoute.addChildren([
      settingsAdminClientsListRoute,
      settingsAdminClientCreateRoute,
      settingsAdminClientDetailRoute,
    ]),
  ]),
];
