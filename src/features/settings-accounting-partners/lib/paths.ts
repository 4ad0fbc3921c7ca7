// Paths of the accounting settings pages of this feature (spec part 2, settings
// {clientCompanyRowId}/accounting): partner-accounts, cost-centers, cost-units, eu-oss. The
// URL's clientCompanyRowId (which the shell reads) follows the path's company.

export type AccountingPartnerSection = "partner-accounts" | "cost-centers" | "cost-units" | "eu-oss";

export type PartnerAccountTypeParam = "CREDITOR" | "DEBTOR";

function withSearch(path: string, search: Record<string, string | boolean | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === false) continue;
    params.set(key, String(value));
  }
  return `${path}?${params}`;
}

export function sectionPaths(clientCompanyRowId: string, section: AccountingPartnerSection) {
  const base = `/settings/${clientCompanyRowId}/accounting/${section}`;
  const company = { clientCompanyRowId };
  return {
    list: (extra: Record<string, string | boolean | undefined> = {}) => withSearch(base, { ...company, ...extra }),
    create: (extra: Record<string, string | boolean | undefined> = {}) =>
      withSearch(`${base}/create`, { ...company, ...extra }),
    detail: (rowId: string) => withSearch(`${base}/${rowId}`, company),
  };
}

/** The search of a plain settings list page (cost centres, cost units, EU OSS branches). */
export interface SettingsListSearchState {
  searchText?: string;
}
