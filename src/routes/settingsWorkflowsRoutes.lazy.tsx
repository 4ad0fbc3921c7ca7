import { WorkflowCreatePage, WorkflowDetailPage, WorkflowsListPage } from "../features/settings-workflows/index.ts";
import { useSettingsListSearch } from "./settingsPageRoutes.ts";
import {
  settingsWorkflowCreateRoute,
  settingsWorkflowDetailRoute,
  settingsWorkflowsListRoute,
} from "./settingsWorkflowsRoutes.tsx";

// The workflow settings pages, loaded with their routes (settingsWorkflowsRoutes.tsx).

export function WorkflowsListRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsWorkflowsListRoute);
  return (
    <WorkflowsListPage
      queryRef={settingsWorkflowsListRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}

export function WorkflowCreateRoute() {
  return <WorkflowCreatePage queryRef={settingsWorkflowCreateRoute.useLoaderData()} />;
}

export function WorkflowDetailRoute() {
  return <WorkflowDetailPage queryRef={settingsWorkflowDetailRoute.useLoaderData()} />;
}
