// The pages of settings → wizards → workflow and approvals (spec part 2, settings:
// {clientCompanyRowId}/wizards/workflow-and-approvals with list, create and
// {wizardWorkflowAndApprovalsRowId}). The URL's clientCompanyRowId follows the path's company.

export function wizardPaths(clientCompanyRowId: string) {
  const base = `/settings/${clientCompanyRowId}/wizards/workflow-and-approvals`;
  const at = (path: string) => `${base}${path}?${new URLSearchParams({ clientCompanyRowId })}`;
  return {
    list: () => at(""),
    create: () => at("/create"),
    detail: (wizardRowId: string) => at(`/${wizardRowId}`),
    workflow: (documentWorkflowRowId: string) =>
      `/settings/${clientCompanyRowId}/workflows/${documentWorkflowRowId}?${new URLSearchParams({ clientCompanyRowId })}`,
  };
}

/** A list page's search as its route keeps it in the URL. */
export interface SettingsListSearchState {
  searchText?: string | undefined;
}
