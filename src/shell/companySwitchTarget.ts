export interface CompanySwitchInput {
  pathname: string;
  search: Record<string, unknown>;
  choice: { rowId: string; companyRowId: string | null };
  /** Paths of the router's routes, to tell whether the company settings page exists yet. */
  routePaths: readonly string[];
}

const COMPANY_SETTINGS_ROUTE = "/settings/$companyRowId";

/** Where choosing another company leads (spec §4): the same area with the new company; from
 * settings, the new company's settings page; from a review group (it belongs to the old
 * company) the dashboard. Filters of the old company are dropped, the documents view kept. */
export function companySwitchTarget({ pathname, search, choice, routePaths }: CompanySwitchInput): string {
  const params = new URLSearchParams({ clientCompanyRowId: choice.rowId });
  if (pathname.startsWith("/settings")) {
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
