import { graphql, useMutation } from "react-relay";
import type { useSetDocumentCustomFieldValuesMutation as Mutation } from "../../../__generated__/useSetDocumentCustomFieldValuesMutation.graphql.ts";

/** The document's custom field texts (the company's customDocFields), all at once. */
export function useSetDocumentCustomFieldValuesMutation() {
  return useMutation<Mutation>(graphql`
    mutation useSetDocumentCustomFieldValuesMutation($input: SetDocumentCustomFieldValuesInput!) {
      setDocumentCustomFieldValues(input: $input) {
        result {
          id
          customFieldValues
        }
      }
    }
  `);
}
