import { ClientDetailPage, ClientsListPage } from "../features/settings-clients/index.ts";
import { settingsClientDetailRoute, settingsClientsListRoute } from "./settingsClientsRoutes.tsx";
import { useSettingsListSearch } from "./settingsPageRoutes.ts";

// The client overview's pages, loaded with their routes (settingsClientsRoutes.tsx).

export function ClientsListRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsClientsListRoute);
  return (
    <ClientsListPage
      queryRef={settingsClientsListRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}

export function ClientDetailRoute() {
  return <ClientDetailPage queryRef={settingsClientDetailRoute.useLoaderData()} />;
}
