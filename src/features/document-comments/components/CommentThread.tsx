import { Paper, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { CommentThread_comment$key } from "../../../__generated__/CommentThread_comment.graphql.ts";
import type { MessagePart } from "../lib/messageParts.ts";
import { CommentComposer } from "./CommentComposer.tsx";
import { CommentItem } from "./CommentItem.tsx";

export interface CommentThreadProps {
  comment: CommentThread_comment$key;
  canComment: boolean;
  /** Writes a reply to this thread into the given replies connection. */
  onReply: (parts: MessagePart[], replyToRowId: string, connectionId: string) => Promise<void>;
  onError: (message: string) => void;
}

/** A top-level comment with its replies (oldest first, one level: answering a reply answers
 * the thread) and the inline reply field. */
export function CommentThread({ comment: commentKey, canComment, onReply, onError }: CommentThreadProps) {
  const { t } = useTranslation();
  const comment = useFragment(
    graphql`
      fragment CommentThread_comment on Comment {
        rowId
        ...CommentItem_comment
        replies(orderBy: [CREATED_AT_ASC, PRIMARY_KEY_ASC], first: 2147483647)
          @connection(key: "CommentThread_replies") {
          __id
          edges {
            node {
              id
              ...CommentItem_comment
            }
          }
        }
      }
    `,
    commentKey,
  );
  const [isReplying, setIsReplying] = useState(false);
  const replies = comment.replies.edges;
  const openReply = () => setIsReplying(true);

  return (
    <Paper withBorder radius="sm" p="sm" role="listitem">
      <CommentItem comment={comment} canComment={canComment} onReply={openReply} onError={onError} />
      {replies.length > 0 || isReplying ? (
        <Stack gap="sm" mt="sm" pl="md" ml={13} style={{ borderLeft: "2px solid var(--mantine-color-gray-3)" }}>
          {replies.length > 0 ? (
            <Stack gap="sm" role="list" aria-label={t("documentComments.replies", { count: replies.length })}>
              {replies.map((edge) => (
                <div key={edge.node.id} role="listitem">
                  <CommentItem comment={edge.node} canComment={canComment} onReply={openReply} onError={onError} />
                </div>
              ))}
            </Stack>
          ) : null}
          {isReplying ? (
            <CommentComposer
              label={t("documentComments.composer.replyLabel")}
              placeholder={t("documentComments.composer.replyPlaceholder")}
              submitLabel={t("documentComments.composer.replySubmit")}
              autoFocus
              onCancel={() => setIsReplying(false)}
              onSend={async (parts) => {
                await onReply(parts, comment.rowId, comment.replies.__id);
                setIsReplying(false);
              }}
            />
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}
