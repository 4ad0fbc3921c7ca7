import { graphql, useMutation } from "react-relay";
import type { useVerifyPaymentPresetMutation as Operation } from "../../../__generated__/useVerifyPaymentPresetMutation.graphql.ts";

/** A person confirms that a payment preset's IBAN belongs to the partner. The answer reads the
 * payment tab again (the invoice's unverified-IBAN flag follows). */
export function useVerifyPaymentPresetMutation() {
  return useMutation<Operation>(graphql`
    mutation useVerifyPaymentPresetMutation($presetRowId: UUID!, $documentRowId: UUID!) {
      verifyPartnerCompanyPaymentPreset(input: { presetRowId: $presetRowId }) {
        result {
          id
          verifiedAt
        }
        query {
          ...DocumentPayment_query @arguments(documentRowId: $documentRowId)
        }
      }
    }
  `);
}
