// The pages of settings → rules (spec part 2, settings: {clientCompanyRowId}/rules redirects to
// interactions; under it actions and reactions, each with list, create and detail).

export type RuleSection = "interactions" | "actions" | "reactions";

export function rulePaths(clientCompanyRowId: string) {
  const base = `/settings/${clientCompanyRowId}/rules`;
  const at = (path: string) => `${base}/${path}?${new URLSearchParams({ clientCompanyRowId })}`;
  return {
    list: (section: RuleSection) => at(section),
    create: (section: RuleSection) => at(`${section}/create`),
    detail: (section: RuleSection, rowId: string) => at(`${section}/${rowId}`),
  };
}

/** A list page's search as its route keeps it in the URL. */
export interface SettingsListSearchState {
  searchText?: string | undefined;
}
