// The pages of settings → workflows of one company (spec part 2, settings:
// {clientCompanyRowId}/workflows: list, create, {documentWorkflowRowId}). The URL's
// clientCompanyRowId (which the shell reads) follows the path's company.

export function workflowPaths(clientCompanyRowId: string) {
  const base = `/settings/${clientCompanyRowId}/workflows`;
  const query = `?${new URLSearchParams({ clientCompanyRowId })}`;
  return {
    list: () => `${base}${query}`,
    create: () => `${base}/create${query}`,
    workflow: (documentWorkflowRowId: string) => `${base}/${documentWorkflowRowId}${query}`,
  };
}

/** A list page's search as its route keeps it in the URL. */
export interface SettingsListSearchState {
  searchText?: string | undefined;
}
