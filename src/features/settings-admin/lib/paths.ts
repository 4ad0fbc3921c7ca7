/** The Admin pages of super admins (spec part 2: settings › admin › companies and clients). */
export const adminPaths = {
  companies: () => "/settings/admin/companies",
  companyCreate: () => "/settings/admin/companies/create",
  company: (companyRowId: string) => `/settings/admin/companies/${companyRowId}`,
  clients: () => "/settings/admin/clients",
  clientCreate: (companyRowId?: string) =>
    companyRowId
      ? `/settings/admin/clients/create?companyRowId=${encodeURIComponent(companyRowId)}`
      : "/settings/admin/clients/create",
  client: (clientCompanyRowId: string) => `/settings/admin/clients/${clientCompanyRowId}`,
};
