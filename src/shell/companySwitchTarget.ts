import { settingsCompanySwitchPath, type SettingsSwitchItem } from "./settingsCompanySwitch.ts";

export interface CompanySwitchInput {
  pathname: string;
  search: Record<string, unknown>;
  choice: { rowId: string; companyRowId: string | null };
  /** Paths of the router's routes, to tell whether the company settings page exists yet. */
  routePaths: readonly string[];
  /** The company open now. */
  fromRowId?: string | null;
  /** On a settings page: the settings pages the user may open in the chosen company. */
  settingsItems?: readonly SettingsSwitchItem[];
}

const COMPANY_SETTINGS_ROUTE = "/settings/$companyRowId";

/** Where choosing another company leads (spec §4): the same area with the new company; from
 * settings, the same settings page of the new company (settingsCompanySwitchPath; without the
 * new company's settings pages at hand, its settings index); from a review group (it belongs to
 * the old company) the dashboard. Filters of the old company are dropped, the documents view kept. */
export function companySwitchTarget({
  pathname,
  search,
  choice,
  routePaths,
  fromRowId,
  settingsItems,
}: CompanySwitchInput): string {
  const params = new URLSearchParams({ clientCompanyRowId: choice.rowId });
  if (pathname === "/settings" || pathname.startsWith("/settings/")) {
    if (settingsItems) {
      const path = settingsCompanySwitchPath({
        pathname,
        fromRowId,
        toRowId: choice.rowId,
        allowedItems: settingsItems,
      });
      return `${path}?${params}`;
    }
    const path =
      choice.companyRowId && routePaths.includes(COMPANY_SETTINGS_ROUTE)
        ? `/settings/${choice.companyRowId}`
        : "/settings";
    return `${path}?${params}`;
  }
  if (pathname.startsWith("/review/") || pathname.startsWith("/documents/")) return `/?${params}`;
  if (pathname === "/documents" && typeof search.view === "string") params.set("view", search.view);
  return `${pathname}?${params}`;
}
