import { graphql, useMutation } from "react-relay";
import type { useDeleteDocumentMutation as Operation } from "../../../__generated__/useDeleteDocumentMutation.graphql.ts";

/** Deletes a document for good; returns its row id (the caller removes it from the store). */
export function useDeleteDocumentMutation() {
  return useMutation<Operation>(graphql`
    mutation useDeleteDocumentMutation($input: DeleteDocumentInput!) {
      deleteDocument(input: $input) {
        result
      }
    }
  `);
}
