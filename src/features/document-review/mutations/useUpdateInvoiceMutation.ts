import { graphql, useMutation } from "react-relay";
import type { useUpdateInvoiceMutation as Operation } from "../../../__generated__/useUpdateInvoiceMutation.graphql.ts";

/** Saves the changed invoice fields. The answer reads the document again (the field states
 * changed with it: edited by the user, confirmations cleared). Row-level security refusing
 * the update answers `invoice: null` without an error. */
export function useUpdateInvoiceMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateInvoiceMutation($input: UpdateInvoiceInput!, $documentRowId: UUID!) {
      updateInvoice(input: $input) {
        invoice {
          id
        }
        query {
          document(rowId: $documentRowId) {
            id
            ...DocumentReviewForm_document
          }
        }
      }
    }
  `);
}
