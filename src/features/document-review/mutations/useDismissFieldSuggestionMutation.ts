import { graphql, useMutation } from "react-relay";
import type { useDismissFieldSuggestionMutation as Operation } from "../../../__generated__/useDismissFieldSuggestionMutation.graphql.ts";

/** Removes a suggestion beside an empty field; the answer reads the document's suggestions again. */
export function useDismissFieldSuggestionMutation() {
  return useMutation<Operation>(graphql`
    mutation useDismissFieldSuggestionMutation($input: DismissDocumentFieldSuggestionInput!, $documentRowId: UUID!) {
      dismissDocumentFieldSuggestion(input: $input) {
        query {
          document(rowId: $documentRowId) {
            id
            ...useFieldSuggestions_document
          }
        }
      }
    }
  `);
}
