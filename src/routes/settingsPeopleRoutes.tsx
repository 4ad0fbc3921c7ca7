import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import ExternalUserDetailPageQueryParameters from "../__generated__/ExternalUserDetailPageQuery$parameters.ts";
import type { ExternalUserDetailPageQuery } from "../__generated__/ExternalUserDetailPageQuery.graphql.ts";
import ExternalUsersListPageQueryParameters from "../__generated__/ExternalUsersListPageQuery$parameters.ts";
import type { ExternalUsersListPageQuery } from "../__generated__/ExternalUsersListPageQuery.graphql.ts";
import UserEditPageQueryParameters from "../__generated__/UserEditPageQuery$parameters.ts";
import type { UserEditPageQuery } from "../__generated__/UserEditPageQuery.graphql.ts";
import UserGroupCreatePageQueryParameters from "../__generated__/UserGroupCreatePageQuery$parameters.ts";
import type { UserGroupCreatePageQuery } from "../__generated__/UserGroupCreatePageQuery.graphql.ts";
import UserGroupDetailPageQueryParameters from "../__generated__/UserGroupDetailPageQuery$parameters.ts";
import type { UserGroupDetailPageQuery } from "../__generated__/UserGroupDetailPageQuery.graphql.ts";
import UserGroupsListPageQueryParameters from "../__generated__/UserGroupsListPageQuery$parameters.ts";
import type { UserGroupsListPageQuery } from "../__generated__/UserGroupsListPageQuery.graphql.ts";
import type { TranslationFeature } from "../i18n/i18n.ts";
import type { RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsCompanySectionRoute } from "./settingsCompanyPagesRoutes.tsx";
import { companyOf, rowIdGuard, rowIdOf, settingsListPage, settingsPage } from "./settingsPageRoutes.ts";

// Settings → company → users of one company (spec part 2, settings: {clientCompanyRowId}/
// company/users/external-users and user-groups (list, create, {userGroupRowId})), and another
// user's details at company/users/people/{userRowId} (spec part 1 §2.10), below the company
// section's route. The pages check their gates (admins; user groups need the userGroup feature).

const TRANSLATIONS = ["settings", "settingsPeople"] as const satisfies readonly TranslationFeature[];

type LazyPageName = keyof typeof import("./settingsPeopleRoutes.lazy.tsx");
const lazyPage = (name: LazyPageName) => lazyRouteComponent(() => import("./settingsPeopleRoutes.lazy.tsx"), name);

const externalUsersListPageQuery: RouteQuery<ExternalUsersListPageQuery> = {
  parameters: ExternalUsersListPageQueryParameters,
  load: () => import("../__generated__/ExternalUsersListPageQuery.graphql.ts"),
};
const externalUserDetailPageQuery: RouteQuery<ExternalUserDetailPageQuery> = {
  parameters: ExternalUserDetailPageQueryParameters,
  load: () => import("../__generated__/ExternalUserDetailPageQuery.graphql.ts"),
};
const userGroupsListPageQuery: RouteQuery<UserGroupsListPageQuery> = {
  parameters: UserGroupsListPageQueryParameters,
  load: () => import("../__generated__/UserGroupsListPageQuery.graphql.ts"),
};
const userGroupCreatePageQuery: RouteQuery<UserGroupCreatePageQuery> = {
  parameters: UserGroupCreatePageQueryParameters,
  load: () => import("../__generated__/UserGroupCreatePageQuery.graphql.ts"),
};
const userGroupDetailPageQuery: RouteQuery<UserGroupDetailPageQuery> = {
  parameters: UserGroupDetailPageQueryParameters,
  load: () => import("../__generated__/UserGroupDetailPageQuery.graphql.ts"),
};

const userEditPageQuery: RouteQuery<UserEditPageQuery> = {
  parameters: UserEditPageQueryParameters,
  load: () => import("../__generated__/UserEditPageQuery.graphql.ts"),
};

/** Another user's details: members and external users alike (the member pages link here). */
export const settingsUserEditRoute = createRoute({
  getParentRoute: () => settingsCompanySectionRoute,
  path: "users/people/$userRowId",
  ...rowIdGuard("userRowId"),
  ...settingsPage(userEditPageQuery, TRANSLATIONS, (params) => ({
    ...companyOf(params),
    userRowId: rowIdOf(params, "userRowId"),
  })),
  component: lazyPage("UserEditRoute"),
});

const externalUsersRoute = createRoute({
  getParentRoute: () => settingsCompanySectionRoute,
  path: "users/external-users",
});

export const settingsExternalUsersListRoute = createRoute({
  getParentRoute: () => externalUsersRoute,
  path: "/",
  ...settingsListPage(externalUsersListPageQuery, TRANSLATIONS, (params, deps) => ({ ...companyOf(params), ...deps })),
  component: lazyPage("ExternalUsersListRoute"),
});

export const settingsExternalUserDetailRoute = createRoute({
  getParentRoute: () => externalUsersRoute,
  path: "$userRowId",
  ...rowIdGuard("userRowId"),
  ...settingsPage(externalUserDetailPageQuery, TRANSLATIONS, (params) => ({
    ...companyOf(params),
    userRowId: rowIdOf(params, "userRowId"),
  })),
  component: lazyPage("ExternalUserDetailRoute"),
});

const userGroupsRoute = createRoute({
  getParentRoute: () => settingsCompanySectionRoute,
  path: "users/user-groups",
});

export const settingsUserGroupsListRoute = createRoute({
  getParentRoute: () => userGroupsRoute,
  path: "/",
  ...settingsListPage(userGroupsListPageQuery, TRANSLATIONS, (params, deps) => ({ ...companyOf(params), ...deps })),
  component: lazyPage("UserGroupsListRoute"),
});

export const settingsUserGroupCreateRoute = createRoute({
  getParentRoute: () => userGroupsRoute,
  path: "create",
  ...settingsPage(userGroupCreatePageQuery, TRANSLATIONS, companyOf),
  component: lazyPage("UserGroupCreateRoute"),
});

export const settingsUserGroupDetailRoute = createRoute({
  getParentRoute: () => userGroupsRoute,
  path: "$userGroupRowId",
  ...rowIdGuard("userGroupRowId"),
  ...settingsPage(userGroupDetailPageQuery, TRANSLATIONS, (params) => ({
    ...companyOf(params),
    userGroupRowId: rowIdOf(params, "userGroupRowId"),
  })),
  component: lazyPage("UserGroupDetailRoute"),
});

/** The pages of this file, for the route tree (router.ts). */
export const settingsPeopleRouteTrees = [
  settingsUserEditRoute,
  externalUsersRoute.addChildren([settingsExternalUsersListRoute, settingsExternalUserDetailRoute]),
  userGroupsRoute.addChildren([
    settingsUserGroupsListRoute,
    settingsUserGroupCreateRoute,
    settingsUserGroupDetailRoute,
  ]),
] as const;
