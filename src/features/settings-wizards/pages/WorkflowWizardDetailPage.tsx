import { Anchor, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { WorkflowWizardDetailPageQuery } from "../../../__generated__/WorkflowWizardDetailPageQuery.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import {
  toWizardInput,
  type WizardFormOutput,
  wizardFormValuesOf,
  wizardPayloadOf,
} from "../../../lib/wizards/workflowAndApprovalWizard.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { useWizardOptions } from "../components/useWizardOptions.ts";
import { WizardFeatureOff, WizardForbidden, WizardNotFound } from "../components/WizardMessages.tsx";
import { WorkflowWizardForm } from "../components/WorkflowWizardForm.tsx";
import { wizardPaths } from "../lib/wizardPaths.ts";
import { useUpdateWizardWorkflowAndApprovalMutation } from "../mutations/useUpdateWizardWorkflowAndApprovalMutation.ts";

const K = "settingsWizards";

export const workflowWizardDetailPageQuery = graphql`
  query WorkflowWizardDetailPageQuery($clientCompanyRowId: UUID!, $wizardWorkflowAndApprovalRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      featureFlags {
        wizardWorkflowAndApprovals
      }
      ...WizardOptions_clientCompany
    }
    wizardWorkflowAndApproval(rowId: $wizardWorkflowAndApprovalRowId) {
      id
      rowId
      clientCompanyRowId
      name
      payload
      updatedAt
      documentWorkflow {
        id
        rowId
        name
      }
    }
  }
`;

export interface WorkflowWizardDetailPageProps {
  queryRef: PreloadedQuery<WorkflowWizardDetailPageQuery>;
}

/** Settings → wizards → one wizard: the same guided flow, opened at its summary, saved again. */
export function WorkflowWizardDetailPage({ queryRef }: WorkflowWizardDetailPageProps) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<WorkflowWizardDetailPageQuery>(workflowWizardDetailPageQuery, queryRef);
  const company = data.clientCompany;
  const wizard = data.wizardWorkflowAndApproval;
  usePageTitle(wizard?.name ?? t(`${K}.title`));
  if (!company?.currentUserHasAdminAccess) return <WizardForbidden />;
  if (!company.featureFlags?.wizardWorkflowAndApprovals) return <WizardFeatureOff />;
  const paths = wizardPaths(company.rowId);
  if (!wizard || wizard.clientCompanyRowId !== company.rowId) return <WizardNotFound backHref={paths.list()} />;
  return <EditWizard company={company} wizard={wizard} />;
}

type Wizard = NonNullable<WorkflowWizardDetailPageQuery["response"]["wizardWorkflowAndApproval"]>;

interface EditWizardProps {
  company: { rowId: string } & Parameters<typeof useWizardOptions>[0];
  wizard: Wizard;
}

function EditWizard({ company, wizard }: EditWizardProps) {
  const { t, i18n } = useTranslation();
  const options = useWizardOptions(company);
  const [commit] = useUpdateWizardWorkflowAndApprovalMutation();
  const paths = wizardPaths(company.rowId);
  const defaultValues = useMemo(
    () => wizardFormValuesOf(wizard.name, wizardPayloadOf(wizard.payload, i18n.language)),
    [wizard.name, wizard.payload, i18n.language],
  );
  const save = async (values: WizardFormOutput) => {
    const response = await commitAsPromise(commit, {
      input: { wizardWorkflowAndApprovalRowId: wizard.rowId, ...toWizardInput(values) },
    });
    changedRow(response.updateWizardWorkflowAndApproval?.result);
    notifications.show({ color: "teal", message: t(`${K}.saved`) });
  };
  return (
    <SettingsPageFrame
      title={wizard.name}
      description={
        <Text span c="dimmed" size="sm">
          {wizard.documentWorkflow ? (
            <Anchor href={paths.workflow(wizard.documentWorkflow.rowId)} size="sm">
              {wizard.documentWorkflow.name}
            </Anchor>
          ) : (
            t(`${K}.workflowMissing`)
          )}
          {" · "}
          {t(`${K}.updatedAt`, { date: formatDateTime(wizard.updatedAt, i18n.language) })}
        </Text>
      }
      back={{ href: paths.list(), label: t(`${K}.backToList`) }}
    >
      <WorkflowWizardForm
        key={wizard.rowId}
        defaultValues={defaultValues}
        options={options}
        save={save}
        submitLabel={t(`${K}.buttons.save`)}
        cancelHref={paths.list()}
      />
    </SettingsPageFrame>
  );
}
