import { notifications } from "@mantine/notifications";
import { useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { WorkflowCreatePageQuery } from "../../../__generated__/WorkflowCreatePageQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { WorkflowForm } from "../components/WorkflowForm.tsx";
import { WorkflowsForbidden } from "../components/WorkflowMessages.tsx";
import { useWorkflowFormOptions } from "../components/useWorkflowFormOptions.ts";
import { emptyWorkflow, toSaveWorkflowInput, type WorkflowFormValues } from "../forms/workflowFormSchema.ts";
import { workflowPaths } from "../lib/workflowPaths.ts";
import { useSaveDocumentWorkflowMutation } from "../mutations/useSaveDocumentWorkflowMutation.ts";

const K = "settingsWorkflows";

export const workflowCreatePageQuery = graphql`
  query WorkflowCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      ...WorkflowFormOptions_clientCompany
    }
  }
`;

export interface WorkflowCreatePageProps {
  queryRef: PreloadedQuery<WorkflowCreatePageQuery>;
}

/** Settings → workflows → create. */
export function WorkflowCreatePage({ queryRef }: WorkflowCreatePageProps) {
  const { t } = useTranslation();
  usePageTitle(t(`${K}.create`));
  const navigate = useNavigate();
  const data = usePreloadedQuery<WorkflowCreatePageQuery>(workflowCreatePageQuery, queryRef);
  const company = data.clientCompany;
  const [commit] = useSaveDocumentWorkflowMutation();
  const options = useWorkflowFormOptions(company);
  const defaultValues = useMemo(() => emptyWorkflow(), []);
  if (!company?.currentUserHasAdminAccess) return <WorkflowsForbidden />;
  const paths = workflowPaths(company.rowId);
  const save = async (values: WorkflowFormValues) => {
    const response = await commitAsPromise(commit, {
      input: { clientCompanyRowId: company.rowId, ...toSaveWorkflowInput(values) },
    });
    const workflow = changedRow(response.saveDocumentWorkflow?.result);
    notifications.show({ color: "teal", message: t(`${K}.created`) });
    await navigate({ to: paths.workflow(workflow.rowId) });
  };
  return (
    <SettingsPageFrame
      title={t(`${K}.create`)}
      description={t(`${K}.createLead`)}
      back={{ href: paths.list(), label: t(`${K}.backToList`) }}
    >
      <WorkflowForm
        isNew
        defaultValues={defaultValues}
        options={options}
        save={save}
        submitLabel={t(`${K}.create`)}
        cancelHref={paths.list()}
      />
    </SettingsPageFrame>
  );
}
