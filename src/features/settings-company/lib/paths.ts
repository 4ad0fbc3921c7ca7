/** The company section's pages of one client company (the shell reads the URL's company). */
export function companyPaths(clientCompanyRowId: string) {
  const query = `?clientCompanyRowId=${clientCompanyRowId}`;
  return {
    info: `/settings/${clientCompanyRowId}/company${query}`,
    config: `/settings/${clientCompanyRowId}/company/config${query}`,
  };
}
