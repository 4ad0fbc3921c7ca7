import { Button, Tooltip } from "@mantine/core";
import { IconThumbUp, IconThumbUpFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { CommentLikeButton_comment$key } from "../../../__generated__/CommentLikeButton_comment.graphql.ts";
import { commentErrorMessage } from "../lib/commentErrorMessage.ts";
import { useSetCommentLikedMutation } from "../mutations/useSetCommentLikedMutation.ts";

/** Names listed in the tooltip before "and N more". */
const NAMES_SHOWN = 10;

export interface CommentLikeButtonProps {
  comment: CommentLikeButton_comment$key;
  canLike: boolean;
  onError: (message: string) => void;
}

/** 👍 with the number of likes; the tooltip names who liked. Toggles at once, the server's
 * answer corrects it. */
export function CommentLikeButton({ comment: commentKey, canLike, onError }: CommentLikeButtonProps) {
  const { t } = useTranslation();
  const comment = useFragment(
    graphql`
      fragment CommentLikeButton_comment on Comment {
        id
        rowId
        likedByCurrentUser
        likes(first: 20) {
          totalCount
          nodes {
            id
            user {
              fullName
              email
              isCurrentUser
            }
          }
        }
      }
    `,
    commentKey,
  );
  const [commit] = useSetCommentLikedMutation();
  const count = comment.likes.totalCount;
  const names = comment.likes.nodes.flatMap((like) =>
    like.user
      ? [like.user.isCurrentUser ? t("documentComments.likes.you") : like.user.fullName || like.user.email]
      : [],
  );
  const shown = names.slice(0, NAMES_SHOWN);
  const more = count - shown.length;
  const tooltip =
    count === 0
      ? t("documentComments.likes.nobody")
      : more > 0
        ? t("documentComments.likes.namesAndMore", { names: shown.join(", "), count: more })
        : t("documentComments.likes.names", { names: shown.join(", ") });

  const toggle = () => {
    const liked = !comment.likedByCurrentUser;
    commit({
      variables: { input: { commentRowId: comment.rowId, liked } },
      optimisticUpdater: (store) => {
        const record = store.get(comment.id);
        if (!record) return;
        record.setValue(liked, "likedByCurrentUser");
        const likes = record.getLinkedRecord("likes", { first: 20 });
        likes?.setValue(Math.max(0, count + (liked ? 1 : -1)), "totalCount");
      },
      onError: (error) => onError(commentErrorMessage(error, t)),
    });
  };

  return (
    <Tooltip label={tooltip} multiline maw={280} withArrow openDelay={300}>
      <Button
        variant={comment.likedByCurrentUser ? "light" : "subtle"}
        color={comment.likedByCurrentUser ? "blue" : "gray"}
        size="compact-xs"
        leftSection={comment.likedByCurrentUser ? <IconThumbUpFilled size={14} /> : <IconThumbUp size={14} />}
        aria-pressed={comment.likedByCurrentUser}
        aria-label={t(comment.likedByCurrentUser ? "documentComments.likes.unlike" : "documentComments.likes.like", {
          count,
        })}
        onClick={toggle}
        disabled={!canLike}
      >
        {count > 0 ? count : null}
      </Button>
    </Tooltip>
  );
}
