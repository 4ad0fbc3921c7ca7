import { CompanyConfigPage, CompanyInfoPage } from "../features/settings-company/index.ts";
import { settingsCompanyConfigRoute, settingsCompanyInfoRoute } from "./settingsCompanyPagesRoutes.tsx";

// The company info and config pages, loaded with their routes (settingsCompanyPagesRoutes.tsx).

export function CompanyInfoRoute() {
  return <CompanyInfoPage queryRef={settingsCompanyInfoRoute.useLoaderData()} />;
}

export function CompanyConfigRoute() {
  return <CompanyConfigPage queryRef={settingsCompanyConfigRoute.useLoaderData()} />;
}
