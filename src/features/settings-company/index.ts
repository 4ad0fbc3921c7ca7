// Settings → company → info and config (spec part 2, settings; company-manage access, admin).
export { CompanyInfoPage, companyInfoPageQuery } from "./pages/CompanyInfoPage.tsx";
export { CompanyConfigPage, companyConfigPageQuery } from "./pages/CompanyConfigPage.tsx";
