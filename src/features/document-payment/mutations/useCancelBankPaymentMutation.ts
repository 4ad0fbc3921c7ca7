import { graphql, useMutation } from "react-relay";
import type { useCancelBankPaymentMutation as Operation } from "../../../__generated__/useCancelBankPaymentMutation.graphql.ts";

/** Cancels a payment whose SEPA file never reached the bank (status CREATED), so the invoice
 * can be paid again. The tab reads itself again afterwards. */
export function useCancelBankPaymentMutation() {
  return useMutation<Operation>(graphql`
    mutation useCancelBankPaymentMutation($bankPaymentRowId: UUID!) {
      cancelBankPayment(input: { bankPaymentRowId: $bankPaymentRowId }) {
        result {
          id
          status
        }
      }
    }
  `);
}
