import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import WorkflowCreatePageQueryParameters from "../__generated__/WorkflowCreatePageQuery$parameters.ts";
import type { WorkflowCreatePageQuery } from "../__generated__/WorkflowCreatePageQuery.graphql.ts";
import WorkflowDetailPageQueryParameters from "../__generated__/WorkflowDetailPageQuery$parameters.ts";
import type { WorkflowDetailPageQuery } from "../__generated__/WorkflowDetailPageQuery.graphql.ts";
import WorkflowsListPageQueryParameters from "../__generated__/WorkflowsListPageQuery$parameters.ts";
import type { WorkflowsListPageQuery } from "../__generated__/WorkflowsListPageQuery.graphql.ts";
import type { TranslationFeature } from "../i18n/i18n.ts";
import type { RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsCompanyRoute } from "./settingsCompanyRoute.tsx";
import { companyOf, rowIdGuard, rowIdOf, settingsListPage, settingsPage } from "./settingsPageRoutes.ts";

// Settings → workflows of one company (spec part 2, settings: {clientCompanyRowId}/workflows
// (admin): list, create, {documentWorkflowRowId}). The pages check the admin gate.

const TRANSLATIONS = ["settingsWorkflows"] as const satisfies readonly TranslationFeature[];

type LazyPageName = keyof typeof import("./settingsWorkflowsRoutes.lazy.tsx");
const lazyPage = (name: LazyPageName) => lazyRouteComponent(() => import("./settingsWorkflowsRoutes.lazy.tsx"), name);

const workflowsListPageQuery: RouteQuery<WorkflowsListPageQuery> = {
  parameters: WorkflowsListPageQueryParameters,
  load: () => import("../__generated__/WorkflowsListPageQuery.graphql.ts"),
};
const workflowCreatePageQuery: RouteQuery<WorkflowCreatePageQuery> = {
  parameters: WorkflowCreatePageQueryParameters,
  load: () => import("../__generated__/WorkflowCreatePageQuery.graphql.ts"),
};
const workflowDetailPageQuery: RouteQuery<WorkflowDetailPageQuery> = {
  parameters: WorkflowDetailPageQueryParameters,
  load: () => import("../__generated__/WorkflowDetailPageQuery.graphql.ts"),
};

const workflowsRoute = createRoute({
  getParentRoute: () => settingsCompanyRoute,
  path: "workflows",
});

export const settingsWorkflowsListRoute = createRoute({
  getParentRoute: () => workflowsRoute,
  path: "/",
  ...settingsListPage(workflowsListPageQuery, TRANSLATIONS, (params, deps) => ({ ...companyOf(params), ...deps })),
  component: lazyPage("WorkflowsListRoute"),
});

export const settingsWorkflowCreateRoute = createRoute({
  getParentRoute: () => workflowsRoute,
  path: "create",
  ...settingsPage(workflowCreatePageQuery, TRANSLATIONS, companyOf),
  component: lazyPage("WorkflowCreateRoute"),
});

export const settingsWorkflowDetailRoute = createRoute({
  getParentRoute: () => workflowsRoute,
  path: "$documentWorkflowRowId",
  ...rowIdGuard("documentWorkflowRowId"),
  ...settingsPage(workflowDetailPageQuery, TRANSLATIONS, (params) => ({
    ...companyOf(params),
    documentWorkflowRowId: rowIdOf(params, "documentWorkflowRowId"),
  })),
  component: lazyPage("WorkflowDetailRoute"),
});

/** The routes below settingsCompanyRoute (src/routes/router.ts). */
export const settingsWorkflowsRouteTrees = [
  workflowsRoute.addChildren([settingsWorkflowsListRoute, settingsWorkflowCreateRoute, settingsWorkflowDetailRoute]),
];
