// Paths of the company's users › access pages (spec part 2, settings
// {clientCompanyRowId}/company/users/access: list, create, {clientCompanyUserRowId}). The URL's
// clientCompanyRowId (which the shell reads) follows the path's company.

export function accessPaths(clientCompanyRowId: string) {
  const base = `/settings/${clientCompanyRowId}/company/users/access`;
  const search = `?clientCompanyRowId=${clientCompanyRowId}`;
  return {
    list: () => `${base}${search}`,
    create: () => `${base}/create${search}`,
    detail: (clientCompanyUserRowId: string) => `${base}/${clientCompanyUserRowId}${search}`,
  };
}

/** The search of the member list. */
export interface AccessListSearchState {
  searchText?: string;
}
