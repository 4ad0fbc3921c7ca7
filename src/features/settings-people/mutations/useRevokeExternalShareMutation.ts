import { graphql, useMutation } from "react-relay";
import type { useRevokeExternalShareMutation as Operation } from "../../../__generated__/useRevokeExternalShareMutation.graphql.ts";

/** Revokes one share of a document (spec: sharing): the person's access ends at once. */
export function useRevokeExternalShareMutation() {
  return useMutation<Operation>(graphql`
    mutation useRevokeExternalShareMutation($input: RevokeDocumentShareInput!) {
      revokeDocumentShare(input: $input) {
        result
      }
    }
  `);
}
