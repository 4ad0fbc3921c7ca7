import { SettingsUserPage } from "../features/settings-user/pages/SettingsUserPage.tsx";
import { settingsUserRoute } from "./settingsUserRoute.tsx";

export function SettingsUserRouteComponent() {
  const { queryRef, isBuiltInSignIn } = settingsUserRoute.useLoaderData();
  return <SettingsUserPage queryRef={queryRef} isBuiltInSignIn={isBuiltInSignIn} />;
}
