import { graphql, useMutation } from "react-relay";
import type { useShareDocumentMutation as Operation } from "../../../__generated__/useShareDocumentMutation.graphql.ts";

/** Shares the document with a person by e-mail; the document's shares and count are read
 * again through the payload's query (no hand-written store update). */
export function useShareDocumentMutation() {
  return useMutation<Operation>(graphql`
    mutation useShareDocumentMutation($input: ShareDocumentInput!, $documentRowId: UUID!) {
      shareDocument(input: $input) {
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
