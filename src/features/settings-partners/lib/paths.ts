// Paths of the partner company pages (spec part 2, settings {clientCompanyRowId}/company/
// partner-companies: list with includeInactive and withDuplicatePartnerCompanies, create,
// {partnerCompanyRowId}). The URL's clientCompanyRowId (which the shell reads) follows the
// path's company.

export type PartnerCompanyOrderParam =
  "NAME_ASC" | "NAME_DESC" | "DOCUMENTS_DESC" | "DOCUMENTS_ASC" | "CREATED_DESC" | "CREATED_ASC";

export const PARTNER_COMPANY_ORDERS: readonly PartnerCompanyOrderParam[] = [
  "NAME_ASC",
  "NAME_DESC",
  "DOCUMENTS_DESC",
  "DOCUMENTS_ASC",
  "CREATED_DESC",
  "CREATED_ASC",
];

/** What the partner list takes from the URL. */
export interface PartnerCompaniesListSearchState {
  searchText?: string | undefined;
  count?: number | undefined;
  includeInactive?: boolean | undefined;
  withDuplicatePartnerCompanies?: boolean | undefined;
  orderBy?: PartnerCompanyOrderParam | undefined;
}

function withSearch(path: string, search: Record<string, string | boolean | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === false) continue;
    params.set(key, String(value));
  }
  return `${path}?${params}`;
}

export function partnerPaths(clientCompanyRowId: string) {
  const base = `/settings/${clientCompanyRowId}/company/partner-companies`;
  const company = { clientCompanyRowId };
  return {
    list: (extra: Record<string, string | boolean | undefined> = {}) => withSearch(base, { ...company, ...extra }),
    create: () => withSearch(`${base}/create`, company),
    detail: (rowId: string) => withSearch(`${base}/${rowId}`, company),
  };
}
