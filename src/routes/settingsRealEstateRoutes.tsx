import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import RealEstateObjectsListPageQueryParameters from "../__generated__/RealEstateObjectsListPageQuery$parameters.ts";
import type { RealEstateObjectsListPageQuery } from "../__generated__/RealEstateObjectsListPageQuery.graphql.ts";
import RealEstateObjectCreatePageQueryParameters from "../__generated__/RealEstateObjectCreatePageQuery$parameters.ts";
import type { RealEstateObjectCreatePageQuery } from "../__generated__/RealEstateObjectCreatePageQuery.graphql.ts";
import RealEstateObjectDetailPageQueryParameters from "../__generated__/RealEstateObjectDetailPageQuery$parameters.ts";
import type { RealEstateObjectDetailPageQuery } from "../__generated__/RealEstateObjectDetailPageQuery.graphql.ts";
import { type TranslationFeature, withTranslations } from "../i18n/i18n.ts";
import {
  parseRealEstateObjectsListSearch,
  type RealEstateObjectsListSearch,
} from "../lib/search/realEstateObjectsListSearchSchema.ts";
import { DEFAULT_SETTINGS_LIST_COUNT } from "../lib/search/settingsListSearchSchema.ts";
import { loadRouteQuery, type RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsCompanySectionRoute } from "./settingsCompanyPagesRoutes.tsx";
import { companyOf, rowIdGuard, rowIdOf, settingsPage } from "./settingsPageRoutes.ts";

// Settings → company → real-estate objects of one company (spec part 2, settings
// {clientCompanyRowId}/company/real-estate-objects: list with onlyActive, create,
// {realEstateObjectRowId}; company-manage access and the feature, which the pages check).

const TRANSLATIONS = ["settingsRealEstate"] as const satisfies readonly TranslationFeature[];

type LazyPageName = keyof typeof import("./settingsRealEstateRoutes.lazy.tsx");
const lazyPage = (name: LazyPageName) => lazyRouteComponent(() => import("./settingsRealEstateRoutes.lazy.tsx"), name);

const listPageQuery: RouteQuery<RealEstateObjectsListPageQuery> = {
  parameters: RealEstateObjectsListPageQueryParameters,
  load: () => import("../__generated__/RealEstateObjectsListPageQuery.graphql.ts"),
};
const createPageQuery: RouteQuery<RealEstateObjectCreatePageQuery> = {
  parameters: RealEstateObjectCreatePageQueryParameters,
  load: () => import("../__generated__/RealEstateObjectCreatePageQuery.graphql.ts"),
};
const detailPageQuery: RouteQuery<RealEstateObjectDetailPageQuery> = {
  parameters: RealEstateObjectDetailPageQueryParameters,
  load: () => import("../__generated__/RealEstateObjectDetailPageQuery.graphql.ts"),
};

const realEstateObjectsRoute = createRoute({
  getParentRoute: () => settingsCompanySectionRoute,
  path: "real-estate-objects",
});

export const settingsRealEstateObjectsListRoute = createRoute({
  getParentRoute: () => realEstateObjectsRoute,
  path: "/",
  validateSearch: parseRealEstateObjectsListSearch,
  loaderDeps: ({ search }: { search: RealEstateObjectsListSearch }) => ({
    count: search.count ?? DEFAULT_SETTINGS_LIST_COUNT,
    searchText: search.searchText ?? null,
    onlyActive: search.onlyActive ?? false,
  }),
  loader: ({ context, params, deps }) =>
    withTranslations(
      TRANSLATIONS,
      loadRouteQuery<RealEstateObjectsListPageQuery>(context.relayEnvironment, listPageQuery, {
        ...companyOf(params),
        ...deps,
      }),
    ),
  shouldReload: false,
  gcTime: 0,
  onLeave: (match) => match.loaderData?.dispose(),
  component: lazyPage("RealEstateObjectsListRoute"),
});

export const settingsRealEstateObjectCreateRoute = createRoute({
  getParentRoute: () => realEstateObjectsRoute,
  path: "create",
  ...settingsPage(createPageQuery, TRANSLATIONS, companyOf),
  component: lazyPage("RealEstateObjectCreateRoute"),
});

export const settingsRealEstateObjectDetailRoute = createRoute({
  getParentRoute: () => realEstateObjectsRoute,
  path: "$realEstateObjectRowId",
  ...rowIdGuard("realEstateObjectRowId"),
  ...settingsPage(detailPageQuery, TRANSLATIONS, (params) => ({
    ...companyOf(params),
    realEstateObjectRowId: rowIdOf(params, "realEstateObjectRowId"),
  })),
  component: lazyPage("RealEstateObjectDetailRoute"),
});

/** The routes below settingsCompanySectionRoute (src/routes/router.ts). */
export const settingsRealEstateRouteTrees = [
  realEstateObjectsRoute.addChildren([
    settingsRealEstateObjectsListRoute,
    settingsRealEstateObjectCreateRoute,
    settingsRealEstateObjectDetailRoute,
  ]),
];
