import { graphql, useMutation } from "react-relay";
import type { useSetCommentLikedMutation as Operation } from "../../../__generated__/useSetCommentLikedMutation.graphql.ts";

/** Likes or unlikes a comment as the signed-in user; the like button's data comes back. */
export function useSetCommentLikedMutation() {
  return useMutation<Operation>(graphql`
    mutation useSetCommentLikedMutation($input: SetCommentLikedInput!) {
      setCommentLiked(input: $input) {
        result {
          id
          ...CommentLikeButton_comment
        }
      }
    }
  `);
}
