import { useCallback } from "react";
import type { RealEstateObjectsListSearchState } from "../features/settings-real-estate/lib/paths.ts";
import { RealEstateObjectCreatePage } from "../features/settings-real-estate/pages/RealEstateObjectCreatePage.tsx";
import { RealEstateObjectDetailPage } from "../features/settings-real-estate/pages/RealEstateObjectDetailPage.tsx";
import { RealEstateObjectsListPage } from "../features/settings-real-estate/pages/RealEstateObjectsListPage.tsx";
import { DEFAULT_SETTINGS_LIST_COUNT } from "../lib/search/settingsListSearchSchema.ts";
import {
  settingsRealEstateObjectCreateRoute,
  settingsRealEstateObjectDetailRoute,
  settingsRealEstateObjectsListRoute,
} from "./settingsRealEstateRoutes.tsx";

// The real-estate object pages, loaded with their routes (settingsRealEstateRoutes.tsx).

export function RealEstateObjectsListRoute() {
  const search = settingsRealEstateObjectsListRoute.useSearch();
  const navigate = settingsRealEstateObjectsListRoute.useNavigate();
  const onSearchChange = useCallback(
    (change: RealEstateObjectsListSearchState) =>
      void navigate({ search: (previous) => ({ ...previous, ...change }), replace: true }),
    [navigate],
  );
  return (
    <RealEstateObjectsListPage
      queryRef={settingsRealEstateObjectsListRoute.useLoaderData()}
      search={search}
      count={search.count ?? DEFAULT_SETTINGS_LIST_COUNT}
      onSearchChange={onSearchChange}
    />
  );
}

export function RealEstateObjectCreateRoute() {
  return <RealEstateObjectCreatePage queryRef={settingsRealEstateObjectCreateRoute.useLoaderData()} />;
}

export function RealEstateObjectDetailRoute() {
  return <RealEstateObjectDetailPage queryRef={settingsRealEstateObjectDetailRoute.useLoaderData()} />;
}
