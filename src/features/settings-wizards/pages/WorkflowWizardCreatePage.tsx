import { notifications } from "@mantine/notifications";
import { useRouter } from "@tanstack/react-router";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { WorkflowWizardCreatePageQuery } from "../../../__generated__/WorkflowWizardCreatePageQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import {
  defaultWizardPayload,
  toWizardInput,
  type WizardFormOutput,
  wizardFormValuesOf,
} from "../../../lib/wizards/workflowAndApprovalWizard.ts";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { useWizardOptions } from "../components/useWizardOptions.ts";
import { WizardFeatureOff, WizardForbidden } from "../components/WizardMessages.tsx";
import { WorkflowWizardForm } from "../components/WorkflowWizardForm.tsx";
import { wizardPaths } from "../lib/wizardPaths.ts";
import { useCreateWizardWorkflowAndApprovalMutation } from "../mutations/useCreateWizardWorkflowAndApprovalMutation.ts";

const K = "settingsWizards";

export const workflowWizardCreatePageQuery = graphql`
  query WorkflowWizardCreatePageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      rowId
      currentUserHasAdminAccess
      featureFlags {
        wizardWorkflowAndApprovals
      }
      ...WizardOptions_clientCompany
    }
  }
`;

export interface WorkflowWizardCreatePageProps {
  queryRef: PreloadedQuery<WorkflowWizardCreatePageQuery>;
}

/** Settings → wizards → workflow and approvals → create: the guided flow (the quick action opens it). */
export function WorkflowWizardCreatePage({ queryRef }: WorkflowWizardCreatePageProps) {
  const { t, i18n } = useTranslation();
  usePageTitle(t(`${K}.createTitle`));
  const router = useRouter();
  const data = usePreloadedQuery<WorkflowWizardCreatePageQuery>(workflowWizardCreatePageQuery, queryRef);
  const company = data.clientCompany;
  if (!company?.currentUserHasAdminAccess) return <WizardForbidden />;
  if (!company.featureFlags?.wizardWorkflowAndApprovals) return <WizardFeatureOff />;
  return <CreateWizard company={company} language={i18n.language} navigate={(href) => router.navigate({ href })} />;
}

interface CreateWizardProps {
  company: { rowId: string } & Parameters<typeof useWizardOptions>[0];
  language: string;
  navigate: (href: string) => Promise<void>;
}

function CreateWizard({ company, language, navigate }: CreateWizardProps) {
  const { t } = useTranslation();
  const options = useWizardOptions(company);
  const [commit] = useCreateWizardWorkflowAndApprovalMutation();
  const paths = wizardPaths(company.rowId);
  const defaultValues = useMemo(
    () => wizardFormValuesOf(t(`${K}.createTitle`), defaultWizardPayload(language)),
    [t, language],
  );
  const save = async (values: WizardFormOutput) => {
    const response = await commitAsPromise(commit, {
      input: { clientCompanyRowId: company.rowId, ...toWizardInput(values) },
    });
    const created = changedRow(response.createWizardWorkflowAndApproval?.result);
    notifications.show({ color: "teal", message: t(`${K}.created`, { name: created.name }) });
    await navigate(paths.detail(created.rowId));
  };
  return (
    <SettingsPageFrame
      title={t(`${K}.createTitle`)}
      description={t(`${K}.lead`)}
      back={{ href: paths.list(), label: t(`${K}.backToList`) }}
    >
      <WorkflowWizardForm
        defaultValues={defaultValues}
        options={options}
        save={save}
        submitLabel={t(`${K}.buttons.create`)}
        cancelHref={paths.list()}
        isNew
      />
    </SettingsPageFrame>
  );
}
