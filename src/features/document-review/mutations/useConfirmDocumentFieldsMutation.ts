import { graphql, useMutation } from "react-relay";
import type { useConfirmDocumentFieldsMutation as Operation } from "../../../__generated__/useConfirmDocumentFieldsMutation.graphql.ts";

/** Marks fields as checked by the signed-in user; the answer reads the field states again
 * (a field confirmed for the first time gets a state). */
export function useConfirmDocumentFieldsMutation() {
  return useMutation<Operation>(graphql`
    mutation useConfirmDocumentFieldsMutation($input: ConfirmDocumentFieldsInput!, $documentRowId: UUID!) {
      confirmDocumentFields(input: $input) {
        query {
          document(rowId: $documentRowId) {
            id
            ...useFieldStates_document
          }
        }
      }
    }
  `);
}
