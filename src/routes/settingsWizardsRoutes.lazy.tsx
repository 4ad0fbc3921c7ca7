import { WorkflowWizardCreatePage } from "../features/settings-wizards/pages/WorkflowWizardCreatePage.tsx";
import { WorkflowWizardDetailPage } from "../features/settings-wizards/pages/WorkflowWizardDetailPage.tsx";
import { WorkflowWizardsListPage } from "../features/settings-wizards/pages/WorkflowWizardsListPage.tsx";
import {
  settingsWorkflowWizardsCreateRoute,
  settingsWorkflowWizardsDetailRoute,
  settingsWorkflowWizardsListRoute,
} from "./settingsWizardsRoutes.tsx";
import { useSettingsListSearch } from "./settingsPageRoutes.ts";

// The wizard pages, loaded with their routes (settingsWizardsRoutes.tsx).

export function WorkflowWizardsListRoute() {
  const { search, count, onSearchChange } = useSettingsListSearch(settingsWorkflowWizardsListRoute);
  return (
    <WorkflowWizardsListPage
      queryRef={settingsWorkflowWizardsListRoute.useLoaderData()}
      search={search}
      count={count}
      onSearchChange={onSearchChange}
    />
  );
}

export function WorkflowWizardCreateRoute() {
  return <WorkflowWizardCreatePage queryRef={settingsWorkflowWizardsCreateRoute.useLoaderData()} />;
}

export function WorkflowWizardDetailRoute() {
  return <WorkflowWizardDetailPage queryRef={settingsWorkflowWizardsDetailRoute.useLoaderData()} />;
}
