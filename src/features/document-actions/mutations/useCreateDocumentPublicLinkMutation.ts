import { graphql, useMutation } from "react-relay";
import type { useCreateDocumentPublicLinkMutation as Operation } from "../../../__generated__/useCreateDocumentPublicLinkMutation.graphql.ts";

/** Creates the document's public link, or a new token for it (the old link stops working).
 * The token comes back only here, once. */
export function useCreateDocumentPublicLinkMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateDocumentPublicLinkMutation($input: CreateDocumentPublicLinkInput!, $documentRowId: UUID!) {
      createDocumentPublicLink(input: $input) {
        result {
          shareRowId
          token
        }
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
