/* eslint-disable relay/unused-fields -- the step fields are read by workflowFormValuesOf (the form's values) */
import { Alert, Badge, Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from "react-relay";
import type { WorkflowDetailPage_documentWorkflow$key } from "../../../__generated__/WorkflowDetailPage_documentWorkflow.graphql.ts";
import type { WorkflowDetailPageQuery } from "../../../__generated__/WorkflowDetailPageQuery.graphql.ts";
import { formatDateTime } from "../../../lib/calendarDate.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { useErrorText } from "../../../ui/useErrorText.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { WorkflowForm } from "../components/WorkflowForm.tsx";
import { WorkflowNotFound, WorkflowsForbidden } from "../components/WorkflowMessages.tsx";
import { useWorkflowFormOptions } from "../components/useWorkflowFormOptions.ts";
import { toSaveWorkflowInput, type WorkflowFormValues, workflowFormValuesOf } from "../forms/workflowFormSchema.ts";
import { workflowPaths } from "../lib/workflowPaths.ts";
import { useDeleteDocumentWorkflowMutation } from "../mutations/useDeleteDocumentWorkflowMutation.ts";
import { useSaveDocumentWorkflowMutation } from "../mutations/useSaveDocumentWorkflowMutation.ts";

const K = "settingsWorkflows";

export const workflowDetailPageQuery = graphql`
  query WorkflowDetailPageQuery($clientCompanyRowId: UUID!, $documentWorkflowRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      featureFlags {
        safeWorkflows
      }
      ...WorkflowFormOptions_clientCompany
      # The steps of the other workflows: where a deleted workflow's documents may go.
      documentWorkflowsList(first: 200) {
        nodes {
          rowId
          name
          sortedSteps {
            rowId
            name
          }
        }
      }
    }
    documentWorkflow(rowId: $documentWorkflowRowId) {
      ...WorkflowDetailPage_documentWorkflow
    }
  }
`;

export interface WorkflowDetailPageProps {
  queryRef: PreloadedQuery<WorkflowDetailPageQuery>;
}

/** Settings → workflows → one workflow: changed (steps reordered, added, removed with their
 * documents moved) or deleted. */
export function WorkflowDetailPage({ queryRef }: WorkflowDetailPageProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const data = usePreloadedQuery<WorkflowDetailPageQuery>(workflowDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const workflow = useFragment<WorkflowDetailPage_documentWorkflow$key>(
    graphql`
      fragment WorkflowDetailPage_documentWorkflow on DocumentWorkflow {
        id
        rowId
        clientCompanyRowId
        name
        isAutomatic
        createdByWizard
        documentCount
        updatedAt
        sortedSteps {
          id
          rowId
          name
          protected
          preventDocumentEdit
          preventInvoicePay
          reviewDetailsMandatory
          generalLedgerAccountMandatory
          costCenterMandatory
          costUnitMandatory
          documentCount
          responsibleUsers(first: 100) {
            nodes {
              userRowId
            }
          }
          responsibleUserGroups(first: 100) {
            nodes {
              userGroupRowId
            }
          }
        }
      }
    `,
    data.documentWorkflow,
  );
  usePageTitle(workflow?.name ?? t(`${K}.title`));
  const options = useWorkflowFormOptions(company);
  const [commitSave] = useSaveDocumentWorkflowMutation();
  const [commitDelete, isDeleting] = useDeleteDocumentWorkflowMutation();
  const [isConfirming, setConfirming] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const defaultValues = useMemo(() => (workflow ? workflowFormValuesOf(workflow) : null), [workflow]);
  if (!company?.currentUserHasAdminAccess) return <WorkflowsForbidden />;
  const paths = workflowPaths(company.rowId);
  if (!workflow || !defaultValues || workflow.clientCompanyRowId !== company.rowId) {
    return <WorkflowNotFound backHref={paths.list()} />;
  }
  const save = async (values: WorkflowFormValues) => {
    const response = await commitAsPromise(commitSave, {
      input: {
        clientCompanyRowId: company.rowId,
        documentWorkflowRowId: workflow.rowId,
        ...toSaveWorkflowInput(values),
      },
    });
    changedRow(response.saveDocumentWorkflow?.result);
    notifications.show({ color: "teal", message: t(`${K}.saved`) });
  };
  const held = workflow.documentCount;
  const isSafe = Boolean(company.featureFlags?.safeWorkflows);
  const targetGroups = company.documentWorkflowsList.nodes
    .filter((w) => w.rowId !== workflow.rowId && w.sortedSteps.length > 0)
    .map((w) => ({
      group: w.name,
      items: w.sortedSteps.map((s) => ({ value: s.rowId, label: `${w.name} › ${s.name}` })),
    }));
  const canDelete = held === 0 || (!isSafe && targetGroups.length > 0 && deleteTarget !== null);
  const remove = () =>
    commitDelete({
      variables: {
        input: { documentWorkflowRowId: workflow.rowId, moveDocumentsToStepRowId: held > 0 ? deleteTarget : null },
      },
      onCompleted: () => {
        setConfirming(false);
        notifications.show({ color: "teal", message: t(`${K}.deleted`, { name: workflow.name }) });
        void navigate({ to: paths.list() });
      },
      onError: (error) => setDeleteError(errorText(error)),
    });
  const openConfirm = () => {
    setDeleteTarget(null);
    setDeleteError(null);
    setConfirming(true);
  };
  return (
    <SettingsPageFrame
      title={workflow.name}
      description={
        <Group gap="xs" component="span">
          <Text span c="dimmed" fz="sm">
            {workflow.isAutomatic ? t(`${K}.automatic`) : t(`${K}.manual`)}
            {" · "}
            {t(`${K}.stepCount`, { count: workflow.sortedSteps.length })}
            {" · "}
            {t(`${K}.documentCount`, { count: held })}
            {" · "}
            {t(`${K}.updatedAt`, { date: formatDateTime(workflow.updatedAt, i18n.language) })}
          </Text>
          {workflow.createdByWizard ? (
            <Badge size="sm" variant="light" color="grape">
              {t(`${K}.byWizard`)}
            </Badge>
          ) : null}
        </Group>
      }
      back={{ href: paths.list(), label: t(`${K}.backToList`) }}
      actions={
        <Button variant="default" color="red" leftSection={<IconTrash size={18} />} onClick={openConfirm}>
          {t(`${K}.delete.button`)}
        </Button>
      }
    >
      <WorkflowForm
        key={`${workflow.rowId}:${workflow.updatedAt}`}
        defaultValues={defaultValues}
        options={options}
        save={save}
        submitLabel={t(`${K}.save`)}
        cancelHref={paths.list()}
      />
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t(`${K}.delete.title`)}
        centered
        size={520}
      >
        <Stack gap="md">
          {deleteError ? (
            <Alert color="red" variant="light" role="alert">
              {deleteError}
            </Alert>
          ) : null}
          {held > 0 && !isSafe && targetGroups.length === 0 ? null : (
            <Text fz="sm">
              {held === 0
                ? t(`${K}.delete.textEmpty`, { name: workflow.name, count: workflow.sortedSteps.length })
                : isSafe
                  ? t(`${K}.delete.textSafe`, { name: workflow.name, count: held })
                  : t(`${K}.delete.textMove`, { name: workflow.name, count: held })}
            </Text>
          )}
          {held > 0 && !isSafe ? (
            targetGroups.length ? (
              <Select
                label={t(`${K}.delete.target`)}
                data={targetGroups}
                value={deleteTarget}
                onChange={setDeleteTarget}
                searchable
                allowDeselect={false}
                comboboxProps={{ position: "bottom" }}
              />
            ) : (
              <Alert color="yellow" variant="light">
                {t(`${K}.delete.noOtherWorkflow`, { name: workflow.name, count: held })}
              </Alert>
            )
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={isDeleting}>
              {t(`${K}.cancel`)}
            </Button>
            <Button color="red" onClick={remove} loading={isDeleting} disabled={!canDelete}>
              {t(`${K}.delete.confirm`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsPageFrame>
  );
}
