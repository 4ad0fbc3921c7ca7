import { fetchQuery } from "react-relay";
import type { IEnvironment } from "relay-runtime";
import SettingsLayoutQueryNode, { type SettingsLayoutQuery } from "../__generated__/SettingsLayoutQuery.graphql.ts";
import { layoutNavigation } from "../features/settings-layout/index.ts";
import type { SettingsSwitchItem } from "./settingsCompanySwitch.ts";

/** A page of the settings area (not `/settingsfoo`). */
export function isSettingsPath(pathname: string): boolean {
  return pathname === "/settings" || pathname.startsWith("/settings/");
}

/** The settings pages the signed-in user may open in a company, in navigation order: the
 * settings navigation's own query, read for that company. */
export async function settingsItemsOf(
  environment: IEnvironment,
  clientCompanyRowId: string,
): Promise<SettingsSwitchItem[]> {
  const data = await fetchQuery<SettingsLayoutQuery>(environment, SettingsLayoutQueryNode, {
    clientCompanyRowId,
    withCompany: true,
  }).toPromise();
  if (!data) return [];
  return layoutNavigation(data).flatMap((section) => section.items);
}
