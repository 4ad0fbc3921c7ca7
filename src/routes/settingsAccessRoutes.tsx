import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import AccessMembersListPageQueryParameters from "../__generated__/AccessMembersListPageQuery$parameters.ts";
import type { AccessMembersListPageQuery } from "../__generated__/AccessMembersListPageQuery.graphql.ts";
import AccessMemberCreatePageQueryParameters from "../__generated__/AccessMemberCreatePageQuery$parameters.ts";
import type { AccessMemberCreatePageQuery } from "../__generated__/AccessMemberCreatePageQuery.graphql.ts";
import AccessMemberDetailPageQueryParameters from "../__generated__/AccessMemberDetailPageQuery$parameters.ts";
import type { AccessMemberDetailPageQuery } from "../__generated__/AccessMemberDetailPageQuery.graphql.ts";
import type { TranslationFeature } from "../i18n/i18n.ts";
import { isUuid } from "../lib/searchParams.ts";
import type { RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsCompanySectionRoute } from "./settingsCompanyPagesRoutes.tsx";
import { companyOf, rowIdGuard, rowIdOf, settingsListPage, settingsPage } from "./settingsPageRoutes.ts";
import { settingsRoute } from "./settingsRoute.tsx";

// Settings → company → users → access of one company (spec part 2, settings
// {clientCompanyRowId}/company/users/access, admins): the member list, adding a member
// (create) and one member ({clientCompanyUserRowId}). The pages check the gate; the server
// refuses too.

const TRANSLATIONS = ["settingsAccess"] as const satisfies readonly TranslationFeature[];

type LazyPageName = keyof typeof import("./settingsAccessRoutes.lazy.tsx");
const lazyPage = (name: LazyPageName) => lazyRouteComponent(() => import("./settingsAccessRoutes.lazy.tsx"), name);

const membersListPageQuery: RouteQuery<AccessMembersListPageQuery> = {
  parameters: AccessMembersListPageQueryParameters,
  load: () => import("../__generated__/AccessMembersListPageQuery.graphql.ts"),
};
const memberCreatePageQuery: RouteQuery<AccessMemberCreatePageQuery> = {
  parameters: AccessMemberCreatePageQueryParameters,
  load: () => import("../__generated__/AccessMemberCreatePageQuery.graphql.ts"),
};
const memberDetailPageQuery: RouteQuery<AccessMemberDetailPageQuery> = {
  parameters: AccessMemberDetailPageQueryParameters,
  load: () => import("../__generated__/AccessMemberDetailPageQuery.graphql.ts"),
};

const accessRoute = createRoute({
  getParentRoute: () => settingsCompanySectionRoute,
  path: "users/access",
});

export const settingsAccessListRoute = createRoute({
  getParentRoute: () => accessRoute,
  path: "/",
  ...settingsListPage(membersListPageQuery, TRANSLATIONS, (params, deps) => ({ ...companyOf(params), ...deps })),
  component: lazyPage("AccessMembersListRoute"),
});

export const settingsAccessCreateRoute = createRoute({
  getParentRoute: () => accessRoute,
  path: "create",
  ...settingsPage(memberCreatePageQuery, TRANSLATIONS, companyOf),
  component: lazyPage("AccessMemberCreateRoute"),
});

export const settingsAccessDetailRoute = createRoute({
  getParentRoute: () => accessRoute,
  path: "$clientCompanyUserRowId",
  ...rowIdGuard("clientCompanyUserRowId"),
  ...settingsPage(memberDetailPageQuery, TRANSLATIONS, (params) => ({
    ...companyOf(params),
    clientCompanyUserRowId: rowIdOf(params, "clientCompanyUserRowId"),
  })),
  component: lazyPage("AccessMemberDetailRoute"),
});

/** Links saved before the users page moved below the company (/settings/users?clientCompanyRowId=…)
 * open the access page of that company; without a company, the own settings. */
export const settingsUsersLegacyRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: "users",
  beforeLoad: ({ search }) => {
    const id = search.clientCompanyRowId;
    if (!id || !isUuid(id)) throw redirect({ to: "/settings/user", replace: true });
    const company = id.toLowerCase();
    throw redirect({ href: `/settings/${company}/company/users/access?clientCompanyRowId=${company}`, replace: true });
  },
});

/** The pages of this file, for the route tree (router.ts). */
export const settingsAccessRouteTrees = [
  accessRoute.addChildren([settingsAccessListRoute, settingsAccessCreateRoute, settingsAccessDetailRoute]),
] as const;
