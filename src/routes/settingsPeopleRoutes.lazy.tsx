import { ExternalUserDetailPage } from "../features/settings-people/pages/ExternalUserDetailPage.tsx";
import { ExternalUsersListPage } from "../features/settings-people/pages/ExternalUsersListPage.tsx";
import { UserEditPage } from "../features/settings-people/pages/UserEditPage.tsx";
import { UserGroupCreatePage } from "../features/settings-people/pages/UserGroupCreatePage.tsx";
import { UserGroupDetailPage } from "../features/settings-people/pages/UserGroupDetailPage.tsx";
import { UserGroupsListPage } from "../features/settings-people/pages/UserGroupsListPage.tsx";
import {
  settingsExternalUserDetailRoute,
  settingsExternalUsersListRoute,
  settingsUserEditRoute,
  settingsUserGroupCreateRoute,
  settingsUserGroupDetailRoute,
  settingsUserGroupsListRoute,
} from "./settingsPeopleRoutes.tsx";
import { useSettingsListSearch } from "./settingsPageRoutes.ts";

// The pages of external users and user groups, loaded with their routes (settingsPeopleRoutes.tsx).

export function ExternalUsersListRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsExternalUsersListRoute);
  return (
    <ExternalUsersListPage
      queryRef={settingsExternalUsersListRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}

export function ExternalUserDetailRoute() {
  return <ExternalUserDetailPage queryRef={settingsExternalUserDetailRoute.useLoaderData()} />;
}

export function UserGroupsListRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsUserGroupsListRoute);
  return (
    <UserGroupsListPage
      queryRef={settingsUserGroupsListRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}

export function UserGroupCreateRoute() {
  return <UserGroupCreatePage queryRef={settingsUserGroupCreateRoute.useLoaderData()} />;
}

export function UserGroupDetailRoute() {
  return <UserGroupDetailPage queryRef={settingsUserGroupDetailRoute.useLoaderData()} />;
}

export function UserEditRoute() {
  return <UserEditPage queryRef={settingsUserEditRoute.useLoaderData()} />;
}
