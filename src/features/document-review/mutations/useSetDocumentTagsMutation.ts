import { graphql, useMutation } from "react-relay";
import type { useSetDocumentTagsMutation as Operation } from "../../../__generated__/useSetDocumentTagsMutation.graphql.ts";

/** Sets the document's tags to exactly the given ones; the answer reads the assignments again. */
export function useSetDocumentTagsMutation() {
  return useMutation<Operation>(graphql`
    mutation useSetDocumentTagsMutation($input: SetDocumentTagsInput!) {
      setDocumentTags(input: $input) {
        result {
          id
          ...DocumentAssignments_document
        }
      }
    }
  `);
}
