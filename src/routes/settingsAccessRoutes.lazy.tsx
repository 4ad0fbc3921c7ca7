import { AccessMemberCreatePage } from "../features/settings-access/pages/AccessMemberCreatePage.tsx";
import { AccessMemberDetailPage } from "../features/settings-access/pages/AccessMemberDetailPage.tsx";
import { AccessMembersListPage } from "../features/settings-access/pages/AccessMembersListPage.tsx";
import {
  settingsAccessCreateRoute,
  settingsAccessDetailRoute,
  settingsAccessListRoute,
} from "./settingsAccessRoutes.tsx";
import { useSettingsListSearch } from "./settingsPageRoutes.ts";

// The pages of the company's users › access, loaded with their routes (settingsAccessRoutes.tsx).

export function AccessMembersListRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsAccessListRoute);
  return (
    <AccessMembersListPage
      queryRef={settingsAccessListRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}

export function AccessMemberCreateRoute() {
  return <AccessMemberCreatePage queryRef={settingsAccessCreateRoute.useLoaderData()} />;
}

export function AccessMemberDetailRoute() {
  return <AccessMemberDetailPage queryRef={settingsAccessDetailRoute.useLoaderData()} />;
}
