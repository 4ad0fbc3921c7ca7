// Settings → admin (super admins): companies and client companies.
export { AdminCompaniesListPage, adminCompaniesListPageQuery } from "./pages/AdminCompaniesListPage.tsx";
export { AdminCompanyCreatePage, adminCompanyCreatePageQuery } from "./pages/AdminCompanyCreatePage.tsx";
export { AdminCompanyDetailPage, adminCompanyDetailPageQuery } from "./pages/AdminCompanyDetailPage.tsx";
export { AdminClientsListPage, adminClientsListPageQuery } from "./pages/AdminClientsListPage.tsx";
export { AdminClientCreatePage, adminClientCreatePageQuery } from "./pages/AdminClientCreatePage.tsx";
export { AdminClientDetailPage, adminClientDetailPageQuery } from "./pages/AdminClientDetailPage.tsx";
