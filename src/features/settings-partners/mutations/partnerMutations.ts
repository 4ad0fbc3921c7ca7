import { graphql, useMutation } from "react-relay";
import type { partnerMutationsCreateLocationMutation } from "../../../__generated__/partnerMutationsCreateLocationMutation.graphql.ts";
import type { partnerMutationsCreateMandateMutation } from "../../../__generated__/partnerMutationsCreateMandateMutation.graphql.ts";
import type { partnerMutationsCreateMutation } from "../../../__generated__/partnerMutationsCreateMutation.graphql.ts";
import type { partnerMutationsCreatePresetMutation } from "../../../__generated__/partnerMutationsCreatePresetMutation.graphql.ts";
import type { partnerMutationsDeleteLocationMutation } from "../../../__generated__/partnerMutationsDeleteLocationMutation.graphql.ts";
import type { partnerMutationsDeleteMandateMutation } from "../../../__generated__/partnerMutationsDeleteMandateMutation.graphql.ts";
import type { partnerMutationsDeletePresetMutation } from "../../../__generated__/partnerMutationsDeletePresetMutation.graphql.ts";
import type { partnerMutationsMergeMutation } from "../../../__generated__/partnerMutationsMergeMutation.graphql.ts";
import type { partnerMutationsUpdateLocationMutation } from "../../../__generated__/partnerMutationsUpdateLocationMutation.graphql.ts";
import type { partnerMutationsUpdateMandateMutation } from "../../../__generated__/partnerMutationsUpdateMandateMutation.graphql.ts";
import type { partnerMutationsUpdateMutation } from "../../../__generated__/partnerMutationsUpdateMutation.graphql.ts";
import type { partnerMutationsUpdatePresetMutation } from "../../../__generated__/partnerMutationsUpdatePresetMutation.graphql.ts";
import type { partnerMutationsVerifyPresetMutation } from "../../../__generated__/partnerMutationsVerifyPresetMutation.graphql.ts";

// The partner company mutations of the settings (company-manage access; the database refuses
// the others). Answers read the partner's detail fragment again so the page follows.

/** Creates a partner company. */
export function useCreatePartnerMutation() {
  return useMutation<partnerMutationsCreateMutation>(graphql`
    mutation partnerMutationsCreateMutation($input: CreatePartnerCompanyInput!) {
      createPartnerCompany(input: $input) {
        partnerCompany {
          id
          rowId
          name
        }
      }
    }
  `);
}

/** Changes a partner company (also activates and deactivates it). */
export function useUpdatePartnerMutation() {
  return useMutation<partnerMutationsUpdateMutation>(graphql`
    mutation partnerMutationsUpdateMutation($input: UpdatePartnerCompanyInput!) {
      updatePartnerCompany(input: $input) {
        partnerCompany {
          ...PartnerCompanyDetailPage_partner
        }
      }
    }
  `);
}

export function useCreateLocationMutation() {
  return useMutation<partnerMutationsCreateLocationMutation>(graphql`
    mutation partnerMutationsCreateLocationMutation($input: CreatePartnerCompanyLocationInput!) {
      createPartnerCompanyLocation(input: $input) {
        partnerCompanyLocation {
          partnerCompany {
            ...PartnerCompanyDetailPage_partner
          }
        }
      }
    }
  `);
}

export function useUpdateLocationMutation() {
  return useMutation<partnerMutationsUpdateLocationMutation>(graphql`
    mutation partnerMutationsUpdateLocationMutation($input: UpdatePartnerCompanyLocationInput!) {
      updatePartnerCompanyLocation(input: $input) {
        partnerCompanyLocation {
          partnerCompany {
            ...PartnerCompanyDetailPage_partner
          }
        }
      }
    }
  `);
}

export function useDeleteLocationMutation() {
  return useMutation<partnerMutationsDeleteLocationMutation>(graphql`
    mutation partnerMutationsDeleteLocationMutation($input: DeletePartnerCompanyLocationInput!) {
      deletePartnerCompanyLocation(input: $input) {
        partnerCompanyLocation {
          partnerCompany {
            ...PartnerCompanyDetailPage_partner
          }
        }
      }
    }
  `);
}

export function useCreatePresetMutation() {
  return useMutation<partnerMutationsCreatePresetMutation>(graphql`
    mutation partnerMutationsCreatePresetMutation($input: CreatePartnerCompanyPaymentPresetInput!) {
      createPartnerCompanyPaymentPreset(input: $input) {
        partnerCompanyPaymentPreset {
          partnerCompany {
            ...PartnerCompanyDetailPage_partner
          }
        }
      }
    }
  `);
}

export function useUpdatePresetMutation() {
  return useMutation<partnerMutationsUpdatePresetMutation>(graphql`
    mutation partnerMutationsUpdatePresetMutation($input: UpdatePartnerCompanyPaymentPresetInput!) {
      updatePartnerCompanyPaymentPreset(input: $input) {
        partnerCompanyPaymentPreset {
          partnerCompany {
            ...PartnerCompanyDetailPage_partner
          }
        }
      }
    }
  `);
}

export function useDeletePresetMutation() {
  return useMutation<partnerMutationsDeletePresetMutation>(graphql`
    mutation partnerMutationsDeletePresetMutation($input: DeletePartnerCompanyPaymentPresetInput!) {
      deletePartnerCompanyPaymentPreset(input: $input) {
        partnerCompanyPaymentPreset {
          partnerCompany {
            ...PartnerCompanyDetailPage_partner
          }
        }
      }
    }
  `);
}

/** Marks the IBAN as verified by the current person, now. */
export function useVerifyPresetMutation() {
  return useMutation<partnerMutationsVerifyPresetMutation>(graphql`
    mutation partnerMutationsVerifyPresetMutation($presetRowId: UUID!) {
      verifyPartnerCompanyPaymentPreset(input: { presetRowId: $presetRowId }) {
        result {
          partnerCompany {
            ...PartnerCompanyDetailPage_partner
          }
        }
      }
    }
  `);
}

export function useCreateMandateMutation() {
  return useMutation<partnerMutationsCreateMandateMutation>(graphql`
    mutation partnerMutationsCreateMandateMutation($input: CreatePartnerCompanyDirectDebitMandateInput!) {
      createPartnerCompanyDirectDebitMandate(input: $input) {
        partnerCompanyDirectDebitMandate {
          partnerCompany {
            ...PartnerCompanyDetailPage_partner
          }
        }
      }
    }
  `);
}

export function useUpdateMandateMutation() {
  return useMutation<partnerMutationsUpdateMandateMutation>(graphql`
    mutation partnerMutationsUpdateMandateMutation($input: UpdatePartnerCompanyDirectDebitMandateInput!) {
      updatePartnerCompanyDirectDebitMandate(input: $input) {
        partnerCompanyDirectDebitMandate {
          partnerCompany {
            ...PartnerCompanyDetailPage_partner
          }
        }
      }
    }
  `);
}

export function useDeleteMandateMutation() {
  return useMutation<partnerMutationsDeleteMandateMutation>(graphql`
    mutation partnerMutationsDeleteMandateMutation($input: DeletePartnerCompanyDirectDebitMandateInput!) {
      deletePartnerCompanyDirectDebitMandate(input: $input) {
        partnerCompanyDirectDebitMandate {
          partnerCompany {
            ...PartnerCompanyDetailPage_partner
          }
        }
      }
    }
  `);
}

/** Merges duplicates into the survivor; the duplicates' records leave the store. */
export function useMergePartnersMutation() {
  return useMutation<partnerMutationsMergeMutation>(graphql`
    mutation partnerMutationsMergeMutation($survivorRowId: UUID!, $duplicateRowIds: [UUID]!) {
      mergePartnerCompanies(input: { survivorRowId: $survivorRowId, duplicateRowIds: $duplicateRowIds }) {
        result {
          id
          rowId
          name
          documentsCount
          duplicatesCount
        }
      }
    }
  `);
}
