import { graphql, useMutation } from "react-relay";
import type { useMarkDocumentCommentsSeenMutation as Operation } from "../../../__generated__/useMarkDocumentCommentsSeenMutation.graphql.ts";

/** The signed-in user has seen the document's comments (and so its mentions of them): the
 * unseen count and every comment's seen flag come back, so a later visit shows them as seen. */
export function useMarkDocumentCommentsSeenMutation() {
  return useMutation<Operation>(graphql`
    mutation useMarkDocumentCommentsSeenMutation($input: MarkDocumentCommentsSeenInput!) {
      markDocumentCommentsSeen(input: $input) {
        result {
          id
          unseenCommentCount
          comments(first: 2147483647) {
            nodes {
              id
              seenByCurrentUser
            }
          }
        }
      }
    }
  `);
}
