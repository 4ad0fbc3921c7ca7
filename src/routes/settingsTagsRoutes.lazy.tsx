import { TagsListPage } from "../features/settings-tags/pages/TagsListPage.tsx";
import { useSettingsListSearch } from "./settingsPageRoutes.ts";
import { settingsTagsRoute } from "./settingsTagsRoutes.tsx";

// The tags page, loaded with its route (settingsTagsRoutes.tsx).

export function TagsListRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsTagsRoute);
  return (
    <TagsListPage
      queryRef={settingsTagsRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}
