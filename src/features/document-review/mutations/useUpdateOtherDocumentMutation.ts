import { graphql, useMutation } from "react-relay";
import type { useUpdateOtherDocumentMutation as Operation } from "../../../__generated__/useUpdateOtherDocumentMutation.graphql.ts";

/** Saves the changed fields of an other document; the answer reads the document again. */
export function useUpdateOtherDocumentMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateOtherDocumentMutation($input: UpdateOtherDocumentInput!, $documentRowId: UUID!) {
      updateOtherDocument(input: $input) {
        otherDocument {
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
