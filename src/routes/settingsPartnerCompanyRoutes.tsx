import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import PartnerCompaniesListPageQueryParameters from "../__generated__/PartnerCompaniesListPageQuery$parameters.ts";
import type { PartnerCompaniesListPageQuery } from "../__generated__/PartnerCompaniesListPageQuery.graphql.ts";
import PartnerCompanyCreatePageQueryParameters from "../__generated__/PartnerCompanyCreatePageQuery$parameters.ts";
import type { PartnerCompanyCreatePageQuery } from "../__generated__/PartnerCompanyCreatePageQuery.graphql.ts";
import PartnerCompanyDetailPageQueryParameters from "../__generated__/PartnerCompanyDetailPageQuery$parameters.ts";
import type { PartnerCompanyDetailPageQuery } from "../__generated__/PartnerCompanyDetailPageQuery.graphql.ts";
import type { TranslationFeature } from "../i18n/i18n.ts";
import { withTranslations } from "../i18n/i18n.ts";
import { booleanParam, enumParam, parseSearch, type SearchOf } from "../lib/searchParams.ts";
import { DEFAULT_SETTINGS_LIST_COUNT, settingsListSearchSchema } from "../lib/search/settingsListSearchSchema.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsCompanySectionRoute } from "./settingsCompanyPagesRoutes.tsx";
import { companyOf, rowIdGuard, rowIdOf, settingsPage } from "./settingsPageRoutes.ts";

// Settings → company → partner companies of one company (spec part 2, settings
// {clientCompanyRowId}/company/partner-companies: list with includeInactive and
// withDuplicatePartnerCompanies, create, {partnerCompanyRowId}), below the company section
// route. The pages check company-manage access.

const TRANSLATIONS = ["settingsPartners"] as const satisfies readonly TranslationFeature[];

type LazyPageName = keyof typeof import("./settingsPartnerCompanyRoutes.lazy.tsx");
const lazyPage = (name: LazyPageName) =>
  lazyRouteComponent(() => import("./settingsPartnerCompanyRoutes.lazy.tsx"), name);

const partnerCompaniesListPageQuery: RouteQuery<PartnerCompaniesListPageQuery> = {
  parameters: PartnerCompaniesListPageQueryParameters,
  load: () => import("../__generated__/PartnerCompaniesListPageQuery.graphql.ts"),
};
const partnerCompanyCreatePageQuery: RouteQuery<PartnerCompanyCreatePageQuery> = {
  parameters: PartnerCompanyCreatePageQueryParameters,
  load: () => import("../__generated__/PartnerCompanyCreatePageQuery.graphql.ts"),
};
const partnerCompanyDetailPageQuery: RouteQuery<PartnerCompanyDetailPageQuery> = {
  parameters: PartnerCompanyDetailPageQueryParameters,
  load: () => import("../__generated__/PartnerCompanyDetailPageQuery.graphql.ts"),
};

const partnerCompaniesListSearchSchema = {
  ...settingsListSearchSchema,
  includeInactive: booleanParam,
  withDuplicatePartnerCompanies: booleanParam,
  orderBy: enumParam(["NAME_ASC", "NAME_DESC", "DOCUMENTS_DESC", "DOCUMENTS_ASC", "CREATED_DESC", "CREATED_ASC"]),
};
export type PartnerCompaniesListSearch = SearchOf<typeof partnerCompaniesListSearchSchema>;
export function parsePartnerCompaniesListSearch(search: Record<string, unknown>): PartnerCompaniesListSearch {
  return parseSearch(partnerCompaniesListSearchSchema, search);
}

const partnerCompaniesRoute = createRoute({
  getParentRoute: () => settingsCompanySectionRoute,
  path: "partner-companies",
});

export const settingsPartnerCompaniesListRoute = createRoute({
  getParentRoute: () => partnerCompaniesRoute,
  path: "/",
  validateSearch: parsePartnerCompaniesListSearch,
  loaderDeps: ({ search }) => ({
    count: search.count ?? DEFAULT_SETTINGS_LIST_COUNT,
    searchText: search.searchText ?? null,
    includeInactive: search.includeInactive === true,
    withDuplicates: search.withDuplicatePartnerCompanies === true,
    orderBy: search.orderBy ?? "NAME_ASC",
  }),
  loader: ({ context, params, deps }) =>
    withTranslations(
      TRANSLATIONS,
      loadRouteQuery<PartnerCompaniesListPageQuery>(context.relayEnvironment, partnerCompaniesListPageQuery, {
        ...companyOf(params),
        ...deps,
      }),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyPage("PartnerCompaniesListRoute"),
});

export const settingsPartnerCompanyCreateRoute = createRoute({
  getParentRoute: () => partnerCompaniesRoute,
  path: "create",
  ...settingsPage(partnerCompanyCreatePageQuery, TRANSLATIONS, companyOf),
  component: lazyPage("PartnerCompanyCreateRoute"),
});

export const settingsPartnerCompanyDetailRoute = createRoute({
  getParentRoute: () => partnerCompaniesRoute,
  path: "$partnerCompanyRowId",
  ...rowIdGuard("partnerCompanyRowId"),
  ...settingsPage(partnerCompanyDetailPageQuery, TRANSLATIONS, (params) => ({
    ...companyOf(params),
    partnerCompanyRowId: rowIdOf(params, "partnerCompanyRowId"),
  })),
  component: lazyPage("PartnerCompanyDetailRoute"),
});

/** The pages of this file, for the route tree (router.ts). */
export const settingsPartnerCompanyRouteTrees = [
  partnerCompaniesRoute.addChildren([
    settingsPartnerCompaniesListRoute,
    settingsPartnerCompanyCreateRoute,
    settingsPartnerCompanyDetailRoute,
  ]),
] as const;
