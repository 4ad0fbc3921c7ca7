import { graphql, useMutation } from "react-relay";
import type { useSetDocumentArchivedMutation as Operation } from "../../../__generated__/useSetDocumentArchivedMutation.graphql.ts";

/** Archives or restores a document; the returned document updates its badges in place. */
export function useSetDocumentArchivedMutation() {
  return useMutation<Operation>(graphql`
    mutation useSetDocumentArchivedMutation($input: SetDocumentArchivedInput!) {
      setDocumentArchived(input: $input) {
        result {
          id
          archived
        }
      }
    }
  `);
}
