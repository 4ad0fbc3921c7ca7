import { Avatar, Badge, Box, Button, Group, Text, Tooltip } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UserTypeBadge } from "../../../ui/UserTypeBadge.tsx";
import { graphql, useFragment } from "react-relay";
import type { CommentItem_comment$key } from "../../../__generated__/CommentItem_comment.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { formatRelativeTime } from "../../../lib/relativeTime.ts";
import { useCommentClock } from "../lib/commentClock.ts";
import { CommentLikeButton } from "./CommentLikeButton.tsx";
import { MessageText } from "./MessageText.tsx";

export interface CommentItemProps {
  comment: CommentItem_comment$key;
  canComment: boolean;
  /** Opens the thread's reply field (absent: no reply button). */
  onReply?: () => void;
  onError: (message: string) => void;
}

/** One comment: author, when (relative, the moment in the tooltip), the text with its
 * mentions, likes, and a "new" marker when I had not seen it before this visit. */
export function CommentItem({ comment: commentKey, canComment, onReply, onError }: CommentItemProps) {
  const { t, i18n } = useTranslation();
  const comment = useFragment(
    graphql`
      fragment CommentItem_comment on Comment {
        rowId
        createdAt
        textMessage
        messageParts
        seenByCurrentUser
        authorDeleted
        commentedBy {
          fullName
          email
          isCurrentUser
          isSuperAdmin
          isExternal
          isExternalPublicLink
        }
        ...CommentLikeButton_comment
      }
    `,
    commentKey,
  );
  // Marking the comments seen changes the flag at once; the marker stays for this visit.
  const [isNew] = useState(() => !comment.seenByCurrentUser);
  const author =
    comment.commentedBy?.fullName ||
    comment.commentedBy?.email ||
    t(comment.authorDeleted ? "documentComments.deletedUser" : "documentComments.unknownUser");
  const now = useCommentClock();
  const createdAt = new Date(comment.createdAt);

  return (
    <Box
      data-comment={comment.rowId}
      data-new={isNew || undefined}
      aria-label={t("documentComments.commentBy", { name: author })}
      role="article"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Avatar size={28} radius="xl" name={author} color="initials" mt={2} />
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="wrap" align="baseline">
            <Text fz="sm" fw={600} truncate="end" maw="100%">
              {author}
              {comment.commentedBy?.isCurrentUser ? (
                <Text span fz="xs" c="dimmed" fw={400}>
                  {" "}
                  {t("documentComments.you")}
                </Text>
              ) : null}
            </Text>
            {comment.commentedBy ? (
              <UserTypeBadge
                isSuperAdmin={comment.commentedBy.isSuperAdmin}
                isExternal={comment.commentedBy.isExternal}
                isExternalPublicLink={comment.commentedBy.isExternalPublicLink}
              />
            ) : null}
            <Tooltip label={formatDateTime(comment.createdAt, i18n.language)} withArrow openDelay={300}>
              <Text component="time" dateTime={comment.createdAt} fz="xs" c="dimmed">
                {formatRelativeTime(createdAt < now ? createdAt : now, now, i18n.language)}
              </Text>
            </Tooltip>
            {isNew ? (
              <Badge size="xs" color="orange" variant="filled">
                {t("documentComments.new")}
              </Badge>
            ) : null}
          </Group>
          <Box mt={2}>
            <MessageText messageParts={comment.messageParts} textMessage={comment.textMessage} />
          </Box>
          <Group gap={4} mt={4}>
            <CommentLikeButton comment={comment} canLike={canComment} onError={onError} />
            {onReply && canComment ? (
              <Button
                variant="subtle"
                color="gray"
                size="compact-xs"
                leftSection={<IconArrowBackUp size={14} />}
                onClick={onReply}
              >
                {t("documentComments.reply")}
              </Button>
            ) : null}
          </Group>
        </Box>
      </Group>
    </Box>
  );
}
