import { graphql, useMutation } from "react-relay";
import type { useUpdateInvoicePaymentMutation as Operation } from "../../../__generated__/useUpdateInvoicePaymentMutation.graphql.ts";

/** Saves payment fields of the invoice (status, paid date, partially paid, the preset
 * override). The answer reads the payment tab again: open amount, status and the payment
 * data follow the change. Row-level security refusing answers `invoice: null`. */
export function useUpdateInvoicePaymentMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateInvoicePaymentMutation($input: UpdateInvoiceInput!, $documentRowId: UUID!) {
      updateInvoice(input: $input) {
        invoice {
          id
        }
        query {
          ...DocumentPayment_query @arguments(documentRowId: $documentRowId)
        }
      }
    }
  `);
}
