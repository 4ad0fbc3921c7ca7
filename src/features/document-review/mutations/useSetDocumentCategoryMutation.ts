import { graphql, useMutation } from "react-relay";
import type { useSetDocumentCategoryMutation as Operation } from "../../../__generated__/useSetDocumentCategoryMutation.graphql.ts";

/** Moves the document to another category of its type; the answer reads the document again. */
export function useSetDocumentCategoryMutation() {
  return useMutation<Operation>(graphql`
    mutation useSetDocumentCategoryMutation($input: SetDocumentCategoryInput!, $documentRowId: UUID!) {
      setDocumentCategory(input: $input) {
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
