import { graphql, useMutation } from "react-relay";
import type { companySettingsMutationsConfigMutation } from "../../../__generated__/companySettingsMutationsConfigMutation.graphql.ts";
import type { companySettingsMutationsInfoMutation } from "../../../__generated__/companySettingsMutationsInfoMutation.graphql.ts";

// Company info (company-manage access) and config (admin): one call each, the database checks
// access and values (updateClientCompanyInfo / updateClientCompanyConfig).

export function useUpdateCompanyInfoMutation() {
  return useMutation<companySettingsMutationsInfoMutation>(graphql`
    mutation companySettingsMutationsInfoMutation($input: UpdateClientCompanyInfoInput!) {
      updateClientCompanyInfo(input: $input) {
        clientCompany {
          id
          emailAlias
          accountingEmail
          taxReclaimable
          vatDeclaration
          processing
          sepaCreditorRowId
          blacklistedPartnerVatIds
          notes
          updatedAt
        }
      }
    }
  `);
}

export function useUpdateCompanyConfigMutation() {
  return useMutation<companySettingsMutationsConfigMutation>(graphql`
    mutation companySettingsMutationsConfigMutation($input: UpdateClientCompanyConfigInput!) {
      updateClientCompanyConfig(input: $input) {
        clientCompany {
          id
          createPartner
          createPartnerAccount
          assignProtectedDocumentCategory
          customDocFields
          customDocFieldNames
          invoiceInternalNumberCountUpMode
          usesInternalNumberMode
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
          abandonedDocumentsCount
          ibans
          paymentReminderMessage
          disabledMatchingChecks {
            nodes {
              id
              name
            }
          }
          updatedAt
        }
      }
    }
  `);
}
