import { graphql, useMutation } from "react-relay";
import type { useSetInvoiceItemsMutation as Operation } from "../../../__generated__/useSetInvoiceItemsMutation.graphql.ts";

/** Replaces the invoice's lines as a whole; the answer reads the document again. */
export function useSetInvoiceItemsMutation() {
  return useMutation<Operation>(graphql`
    mutation useSetInvoiceItemsMutation($input: SetInvoiceItemsInput!, $documentRowId: UUID!) {
      setInvoiceItems(input: $input) {
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
