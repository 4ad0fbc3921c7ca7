import { ExportsPage } from "../features/exports/index.ts";
import { settingsExportsRoute } from "./settingsExportsRoute.tsx";

// The exports page's component, loaded with its route (settingsExportsRoute.tsx).

export function SettingsExportsRouteComponent() {
  return <ExportsPage queryRef={settingsExportsRoute.useLoaderData()} />;
}
