import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import CompanyConfigPageQueryParameters from "../__generated__/CompanyConfigPageQuery$parameters.ts";
import type { CompanyConfigPageQuery } from "../__generated__/CompanyConfigPageQuery.graphql.ts";
import CompanyInfoPageQueryParameters from "../__generated__/CompanyInfoPageQuery$parameters.ts";
import type { CompanyInfoPageQuery } from "../__generated__/CompanyInfoPageQuery.graphql.ts";
import type { TranslationFeature } from "../i18n/i18n.ts";
import type { RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsCompanyRoute } from "./settingsCompanyRoute.tsx";
import { companyOf, settingsPage } from "./settingsPageRoutes.ts";

// Settings → company of one client company (spec part 2, settings: {clientCompanyRowId}/company):
// info (the index, company-manage access) and config (admin). The other company pages
// (users/…, partner-companies, real-estate-objects) hang below `settingsCompanySectionRoute`
// in their own route files; router.ts adds them with
// `settingsCompanySectionRoute.addChildren([...settingsCompanyPagesRouteChildren, ...theirTrees])`.

const TRANSLATIONS = ["settingsCompany"] as const satisfies readonly TranslationFeature[];

type LazyPageName = keyof typeof import("./settingsCompanyPagesRoutes.lazy.tsx");
const lazyPage = (name: LazyPageName) =>
  lazyRouteComponent(() => import("./settingsCompanyPagesRoutes.lazy.tsx"), name);

const companyInfoPageQuery: RouteQuery<CompanyInfoPageQuery> = {
  parameters: CompanyInfoPageQueryParameters,
  load: () => import("../__generated__/CompanyInfoPageQuery.graphql.ts"),
};
const companyConfigPageQuery: RouteQuery<CompanyConfigPageQuery> = {
  parameters: CompanyConfigPageQueryParameters,
  load: () => import("../__generated__/CompanyConfigPageQuery.graphql.ts"),
};

export const settingsCompanySectionRoute = createRoute({
  getParentRoute: () => settingsCompanyRoute,
  path: "company",
});

export const settingsCompanyInfoRoute = createRoute({
  getParentRoute: () => settingsCompanySectionRoute,
  path: "/",
  ...settingsPage(companyInfoPageQuery, TRANSLATIONS, companyOf),
  component: lazyPage("CompanyInfoRoute"),
});

export const settingsCompanyConfigRoute = createRoute({
  getParentRoute: () => settingsCompanySectionRoute,
  path: "config",
  ...settingsPage(companyConfigPageQuery, TRANSLATIONS, companyOf),
  component: lazyPage("CompanyConfigRoute"),
});

/** The pages of this file below the section (router.ts: `settingsCompanySectionRoute.addChildren([...])`,
 * beside the other company pages' trees). */
export const settingsCompanyPagesRouteChildren = [settingsCompanyInfoRoute, settingsCompanyConfigRoute] as const;
