// Settings → workflows (pages mounted by src/routes/settingsWorkflowsRoutes.tsx).
export { WorkflowCreatePage, type WorkflowCreatePageProps } from "./pages/WorkflowCreatePage.tsx";
export { WorkflowDetailPage, type WorkflowDetailPageProps } from "./pages/WorkflowDetailPage.tsx";
export { WorkflowsListPage, type WorkflowsListPageProps } from "./pages/WorkflowsListPage.tsx";
export { workflowPaths } from "./lib/workflowPaths.ts";
