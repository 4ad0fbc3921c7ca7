import { graphql, useMutation } from "react-relay";
import type { useRevokeDocumentShareMutation as Operation } from "../../../__generated__/useRevokeDocumentShareMutation.graphql.ts";

/** Ends a share (a person's or the public link); the document's shares are read again. */
export function useRevokeDocumentShareMutation() {
  return useMutation<Operation>(graphql`
    mutation useRevokeDocumentShareMutation($input: RevokeDocumentShareInput!, $documentRowId: UUID!) {
      revokeDocumentShare(input: $input) {
        result
        query {
          document(rowId: $documentRowId) {
            ...DocumentShareDialog_document
            ...DocumentShareButton_document
          }
        }
      }
    }
  `);
}
