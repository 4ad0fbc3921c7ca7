import { graphql, useMutation } from "react-relay";
import type { useSaveInvoiceReviewMutation as Operation } from "../../../__generated__/useSaveInvoiceReviewMutation.graphql.ts";

/** Saves the invoice review form in one transaction, all or nothing: the category (when it
 * changed), the changed invoice fields and the lines (when they changed). The answer reads the
 * document again (the field states changed with it: edited by the user, confirmations cleared). */
export function useSaveInvoiceReviewMutation() {
  return useMutation<Operation>(graphql`
    mutation useSaveInvoiceReviewMutation($input: SaveInvoiceReviewInput!, $documentRowId: UUID!) {
      saveInvoiceReview(input: $input) {
        result {
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
