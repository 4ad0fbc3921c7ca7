import { graphql, useMutation } from "react-relay";
import type { useCreateCommentMutation as Operation } from "../../../__generated__/useCreateCommentMutation.graphql.ts";

/** Writes a comment or a reply and appends it to the given connection (the document's threads
 * or the thread's replies); the document's counts come back with it. */
export function useCreateCommentMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateCommentMutation($input: CreateCommentInput!, $connections: [ID!]!) {
      createComment(input: $input) {
        commentEdge(orderBy: [CREATED_AT_ASC, PRIMARY_KEY_ASC]) @appendEdge(connections: $connections) {
          cursor
          node {
            id
            ...CommentThread_comment
          }
        }
        result {
          id
          document {
            id
            commentCount
            unseenCommentCount
          }
        }
      }
    }
  `);
}
