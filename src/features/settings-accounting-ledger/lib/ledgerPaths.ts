// Paths of the accounting settings pages this feature shows (spec part 2, settings →
// {clientCompanyRowId}/accounting: categories, general-ledger-accounts, vats).

export type LedgerSection = "categories" | "general-ledger-accounts" | "vats";

export function ledgerPaths(section: LedgerSection, clientCompanyRowId: string) {
  const list = `/settings/${clientCompanyRowId}/accounting/${section}`;
  return { list, create: `${list}/create`, detail: (rowId: string) => `${list}/${rowId}` };
}

/** The URL of a settings page in the given company (every page carries it, spec §2.2). */
export function withCompanySearch(path: string, clientCompanyRowId: string, extra: Record<string, string> = {}) {
  return `${path}?${new URLSearchParams({ clientCompanyRowId, ...extra })}`;
}
