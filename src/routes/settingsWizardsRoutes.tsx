import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import WorkflowWizardsListPageQueryParameters from "../__generated__/WorkflowWizardsListPageQuery$parameters.ts";
import type { WorkflowWizardsListPageQuery } from "../__generated__/WorkflowWizardsListPageQuery.graphql.ts";
import WorkflowWizardCreatePageQueryParameters from "../__generated__/WorkflowWizardCreatePageQuery$parameters.ts";
import type { WorkflowWizardCreatePageQuery } from "../__generated__/WorkflowWizardCreatePageQuery.graphql.ts";
import WorkflowWizardDetailPageQueryParameters from "../__generated__/WorkflowWizardDetailPageQuery$parameters.ts";
import type { WorkflowWizardDetailPageQuery } from "../__generated__/WorkflowWizardDetailPageQuery.graphql.ts";
import type { TranslationFeature } from "../i18n/i18n.ts";
import type { RouteQuery } from "../relay/loadRouteQuery.ts";
import { settingsCompanyRoute } from "./settingsCompanyRoute.tsx";
import { companyOf, rowIdGuard, rowIdOf, settingsListPage, settingsPage } from "./settingsPageRoutes.ts";

// Settings → wizards of one company (spec part 2, settings: {clientCompanyRowId}/wizards/
// workflow-and-approvals with list, create, {wizardWorkflowAndApprovalsRowId}). The pages check
// their gates (admins, the wizardWorkflowAndApprovals feature); the app bar's quick action
// "Add workflow" opens the create page.

const TRANSLATIONS = ["settingsRules"] as const satisfies readonly TranslationFeature[];

type LazyPageName = keyof typeof import("./settingsWizardsRoutes.lazy.tsx");
const lazyPage = (name: LazyPageName) => lazyRouteComponent(() => import("./settingsWizardsRoutes.lazy.tsx"), name);

const listPageQuery: RouteQuery<WorkflowWizardsListPageQuery> = {
  parameters: WorkflowWizardsListPageQueryParameters,
  load: () => import("../__generated__/WorkflowWizardsListPageQuery.graphql.ts"),
};
const createPageQuery: RouteQuery<WorkflowWizardCreatePageQuery> = {
  parameters: WorkflowWizardCreatePageQueryParameters,
  load: () => import("../__generated__/WorkflowWizardCreatePageQuery.graphql.ts"),
};
const detailPageQuery: RouteQuery<WorkflowWizardDetailPageQuery> = {
  parameters: WorkflowWizardDetailPageQueryParameters,
  load: () => import("../__generated__/WorkflowWizardDetailPageQuery.graphql.ts"),
};

const workflowWizardsRoute = createRoute({
  getParentRoute: () => settingsCompanyRoute,
  path: "wizards/workflow-and-approvals",
});

export const settingsWorkflowWizardsListRoute = createRoute({
  getParentRoute: () => workflowWizardsRoute,
  path: "/",
  ...settingsListPage(listPageQuery, TRANSLATIONS, (params, deps) => ({ ...companyOf(params), ...deps })),
  component: lazyPage("WorkflowWizardsListRoute"),
});

export const settingsWorkflowWizardsCreateRoute = createRoute({
  getParentRoute: () => workflowWizardsRoute,
  path: "create",
  ...settingsPage(createPageQuery, TRANSLATIONS, companyOf),
  component: lazyPage("WorkflowWizardCreateRoute"),
});

export const settingsWorkflowWizardsDetailRoute = createRoute({
  getParentRoute: () => workflowWizardsRoute,
  path: "$wizardWorkflowAndApprovalsRowId",
  ...rowIdGuard("wizardWorkflowAndApprovalsRowId"),
  ...settingsPage(detailPageQuery, TRANSLATIONS, (params) => ({
    ...companyOf(params),
    wizardWorkflowAndApprovalRowId: rowIdOf(params, "wizardWorkflowAndApprovalsRowId"),
  })),
  component: lazyPage("WorkflowWizardDetailRoute"),
});

/** The pages of this file, for the route tree (router.ts). */
export const settingsWizardsRouteTrees = [
  workflowWizardsRoute.addChildren([
    settingsWorkflowWizardsListRoute,
    settingsWorkflowWizardsCreateRoute,
    settingsWorkflowWizardsDetailRoute,
  ]),
] as const;
