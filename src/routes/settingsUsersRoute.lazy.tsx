import { SettingsUsersPage } from "../features/users/pages/SettingsUsersPage.tsx";
import { settingsUsersRoute } from "./settingsUsersRoute.tsx";

export function SettingsUsersRouteComponent() {
  return <SettingsUsersPage queryRef={settingsUsersRoute.useLoaderData()} />;
}
