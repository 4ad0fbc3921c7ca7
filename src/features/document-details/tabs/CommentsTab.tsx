import { Avatar, Box, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { CommentsTabQuery, CommentsTabQuery$data } from "../../../__generated__/CommentsTabQuery.graphql.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { commentThreads } from "../lib/commentThreads.ts";
import { messagePartsOf } from "../lib/messageParts.ts";

type CommentNode = NonNullable<CommentsTabQuery$data["document"]>["comments"]["nodes"][number];

export interface CommentsTabProps {
  documentRowId: string;
}

/** The document's comment threads, oldest first, replies under the comment they answer
 * (spec part 2 §9: all comments, ascending). */
export function CommentsTab({ documentRowId }: CommentsTabProps) {
  const { t } = useTranslation();
  const { document } = useLazyLoadQuery<CommentsTabQuery>(
    graphql`
      query CommentsTabQuery($documentRowId: UUID!) {
        document(rowId: $documentRowId) {
          comments(orderBy: [CREATED_AT_ASC, PRIMARY_KEY_ASC]) {
            nodes {
              rowId
              # eslint-disable-next-line relay/unused-fields -- read by commentThreads()
              replyToRowId
              createdAt
              textMessage
              messageParts
              commentedBy {
                fullName
              }
            }
          }
        }
      }
    `,
    { documentRowId },
    { fetchPolicy: "store-and-network" },
  );
  if (!document) return null;
  const threads = commentThreads(document.comments.nodes);
  if (threads.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {t("documentDetails.comments.empty")}
      </Text>
    );
  }
  return (
    <Stack gap="md" role="list" aria-label={t("documentDetails.comments.label")}>
      {threads.map((thread) => (
        <Paper key={thread.comment.rowId} withBorder radius="sm" p="sm" role="listitem">
          <CommentView comment={thread.comment} />
          {thread.replies.length > 0 ? (
            <Stack
              gap="sm"
              mt="sm"
              pl="md"
              ml={14}
              style={{ borderLeft: "2px solid var(--mantine-color-gray-3)" }}
              role="list"
              aria-label={t("documentDetails.comments.replies", { count: thread.replies.length })}
            >
              {thread.replies.map((reply) => (
                <Box key={reply.rowId} role="listitem">
                  <CommentView comment={reply} />
                </Box>
              ))}
            </Stack>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}

function CommentView({ comment }: { comment: CommentNode }) {
  const { t, i18n } = useTranslation();
  const name = comment.commentedBy?.fullName || t("documentDetails.unknownUser");
  return (
    <Box>
      <Group gap="xs" wrap="nowrap">
        <Avatar size={28} radius="xl" name={name} color="initials" />
        <Box style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600} truncate="end">
            {name}
          </Text>
          <Text fz="xs" c="dimmed">
            {formatDateTime(comment.createdAt, i18n.language)}
          </Text>
        </Box>
      </Group>
      <Text fz="sm" mt={6} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {messagePartsOf(comment.messageParts, comment.textMessage).map((part, index) =>
          part.kind === "mention" ? (
            <Text key={index} span fz="sm" fw={600} c="blue.7">
              {part.text}
            </Text>
          ) : (
            <Text key={index} span fz="sm">
              {part.text}
            </Text>
          ),
        )}
      </Text>
    </Box>
  );
}
