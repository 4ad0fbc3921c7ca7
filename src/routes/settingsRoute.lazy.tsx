import { SettingsLayout } from "../features/settings-layout/components/SettingsLayout.tsx";
import { settingsRoute } from "./settingsRoute.tsx";

export function SettingsRouteComponent() {
  return <SettingsLayout queryRef={settingsRoute.useLoaderData()} />;
}
