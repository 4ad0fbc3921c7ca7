import { graphql, useMutation } from "react-relay";
import type { useRevokeUserDocumentSharesMutation as Operation } from "../../../__generated__/useRevokeUserDocumentSharesMutation.graphql.ts";

/** Revokes every share of the company's documents with one person (admins). */
export function useRevokeUserDocumentSharesMutation() {
  return useMutation<Operation>(graphql`
    mutation useRevokeUserDocumentSharesMutation($input: RevokeUserDocumentSharesInput!) {
      revokeUserDocumentShares(input: $input) {
        result
      }
    }
  `);
}
