import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import TagsListPageQueryParameters from "../__generated__/TagsListPageQuery$parameters.ts";
import type { TagsListPageQuery } from "../__generated__/TagsListPageQuery.graphql.ts";
import type { TranslationFeature } from "../i18n/i18n.ts";
import type { RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsCompanyRoute } from "./settingsCompanyRoute.tsx";
import { companyOf, settingsListPage } from "./settingsPageRoutes.ts";

// Settings → tags of one company (spec part 2, settings {clientCompanyRowId}/tags:
// company-tags-manage access, list only; the page checks the access).

const TRANSLATIONS = ["settingsTags"] as const satisfies readonly TranslationFeature[];

const tagsListPageQuery: RouteQuery<TagsListPageQuery> = {
  parameters: TagsListPageQueryParameters,
  load: () => import("../__generated__/TagsListPageQuery.graphql.ts"),
};

export const settingsTagsRoute = createRoute({
  getParentRoute: () => settingsCompanyRoute,
  path: "tags",
  ...settingsListPage(tagsListPageQuery, TRANSLATIONS, (params, deps) => ({ ...companyOf(params), ...deps })),
  component: lazyRouteComponent(() => import("./settingsTagsRoutes.lazy.tsx"), "TagsListRoute"),
});

/** The routes below settingsCompanyRoute (src/routes/router.ts). */
export const settingsTagsRouteTrees = [settingsTagsRoute];
