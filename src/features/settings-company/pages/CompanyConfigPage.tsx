import { notifications } from "@mantine/notifications";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { CompanyConfigPageQuery } from "../../../__generated__/CompanyConfigPageQuery.graphql.ts";
import { changedRow, commitAsPromise } from "../../../relay/commitMutation.ts";
import { usePageTitle } from "../../../ui/usePageTitle.ts";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";
import { SettingsPageFrame } from "../../../ui/settings/SettingsPageFrame.tsx";
import { CompanyConfigForm } from "../components/CompanyConfigForm.tsx";
import {
  companyConfigFormValuesOf,
  type CompanyConfigFormOutput,
  toCompanyConfigInput,
} from "../forms/companySettingsSchemas.ts";
import { companyPaths } from "../lib/paths.ts";
import { useUpdateCompanyConfigMutation } from "../mutations/companySettingsMutations.ts";

const K = "settingsCompany";

export const companyConfigPageQuery = graphql`
  query CompanyConfigPageQuery($clientCompanyRowId: UUID!) @preloadable {
    clientCompany(rowId: $clientCompanyRowId) {
      id
      rowId
      currentUserHasAdminAccess
      createPartner
      createPartnerAccount
      assignProtectedDocumentCategory
      customDocFields
      customDocFieldNames
      invoiceInternalNumberCountUpMode
      disableInvoiceInternalNumberEdit
      disableReviewWorkflowManage
      restrictDocumentDelete
      appendAuditTrail
      restrictBookingExport
      disableIncompleteExport
      bmdBankinfo
      invoiceCostCenters
      disableUnverifiedIbanCheck
      abandonedDocumentsWarning
      ibans
      paymentReminderMessage
      disabledMatchingChecks {
        nodes {
          id
          name
        }
      }
    }
  }
`;

export interface CompanyConfigPageProps {
  queryRef: PreloadedQuery<CompanyConfigPageQuery>;
}

/** Settings → company → config (admins): the advanced flags, grouped and explained. */
export function CompanyConfigPage({ queryRef }: CompanyConfigPageProps) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<CompanyConfigPageQuery>(companyConfigPageQuery, queryRef);
  const company = data.clientCompany;
  usePageTitle(t(`${K}.config.title`));
  const [commit] = useUpdateCompanyConfigMutation();
  const defaultValues = useMemo(
    () =>
      company
        ? companyConfigFormValuesOf({
            createPartner: company.createPartner,
            createPartnerAccount: company.createPartnerAccount,
            assignProtectedDocumentCategory: company.assignProtectedDocumentCategory,
            customDocFields: company.customDocFields,
            invoiceInternalNumberCountUpMode: company.invoiceInternalNumberCountUpMode,
            disableInvoiceInternalNumberEdit: company.disableInvoiceInternalNumberEdit,
            disableReviewWorkflowManage: company.disableReviewWorkflowManage,
            restrictDocumentDelete: company.restrictDocumentDelete,
            appendAuditTrail: company.appendAuditTrail,
            restrictBookingExport: company.restrictBookingExport,
            disableIncompleteExport: company.disableIncompleteExport,
            bmdBankinfo: company.bmdBankinfo,
            invoiceCostCenters: company.invoiceCostCenters,
            disableUnverifiedIbanCheck: company.disableUnverifiedIbanCheck,
            abandonedDocumentsWarning: company.abandonedDocumentsWarning,
            ibans: company.ibans,
            paymentReminderMessage: company.paymentReminderMessage,
            customDocFieldNames: company.customDocFieldNames,
            disabledMatchingChecks: company.disabledMatchingChecks.nodes.map((node) => node.name),
          })
        : null,
    [company],
  );
  if (!company?.currentUserHasAdminAccess || !defaultValues) {
    return <SettingsForbidden description={t(`${K}.config.forbidden`)} />;
  }
  const paths = companyPaths(company.rowId);
  const save = async (values: CompanyConfigFormOutput) => {
    const response = await commitAsPromise(commit, { input: toCompanyConfigInput(company.rowId, values) });
    changedRow(response.updateClientCompanyConfig?.clientCompany);
    notifications.show({ color: "teal", message: t(`${K}.form.saved`) });
  };
  return (
    <SettingsPageFrame
      title={t(`${K}.config.title`)}
      description={t(`${K}.config.description`)}
      back={{ href: paths.info, label: t(`${K}.config.back`) }}
    >
      <CompanyConfigForm key={company.rowId} defaultValues={defaultValues} save={save} />
    </SettingsPageFrame>
  );
}
