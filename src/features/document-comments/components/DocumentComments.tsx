import { Alert, Badge, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock, IconMessages } from "@tabler/icons-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { DocumentComments_document$key } from "../../../__generated__/DocumentComments_document.graphql.ts";
import { CommentClockContext, useTickingNow } from "../lib/commentClock.ts";
import { commentErrorMessage } from "../lib/commentErrorMessage.ts";
import { commentMembersOf, CommentMembersContext } from "../lib/commentMembers.ts";
import type { MessagePart } from "../lib/messageParts.ts";
import { useCreateCommentMutation } from "../mutations/useCreateCommentMutation.ts";
import { useMarkDocumentCommentsSeenMutation } from "../mutations/useMarkDocumentCommentsSeenMutation.ts";
import { CommentComposer } from "./CommentComposer.tsx";
import { CommentThread } from "./CommentThread.tsx";

export interface DocumentCommentsProps {
  document: DocumentComments_document$key;
}

/** The comments tab (spec part 2, document details; the collaboration feature off): threads
 * oldest first with their replies, mentions, likes, what is new to me, and a field for a new
 * comment. Showing unseen comments marks them seen, once per visit. */
export function DocumentComments({ document: documentKey }: DocumentCommentsProps) {
  const { t } = useTranslation();
  const document = useFragment(
    graphql`
      fragment DocumentComments_document on Document {
        rowId
        canCurrentUserComment
        unseenCommentCount
        clientCompany {
          clientCompanyUsers(first: 500) {
            nodes {
              user {
                rowId
                fullName
                email
                isCurrentUser
              }
            }
          }
        }
        # Spec §7/§9: top-level comments oldest first, all of them (page size max int32).
        comments(condition: { replyToRowId: null }, orderBy: [CREATED_AT_ASC, PRIMARY_KEY_ASC], first: 2147483647)
          @connection(key: "DocumentComments_comments") {
          __id
          edges {
            node {
              id
              ...CommentThread_comment
            }
          }
        }
      }
    `,
    documentKey,
  );
  const memberNodes = document.clientCompany?.clientCompanyUsers.nodes;
  const members = useMemo(
    () =>
      commentMembersOf(
        (memberNodes ?? []).map(({ user }) =>
          user
            ? { rowId: user.rowId, fullName: user.fullName, email: user.email, isCurrentUser: user.isCurrentUser }
            : null,
        ),
      ),
    [memberNodes],
  );
  const now = useTickingNow();
  const [createComment] = useCreateCommentMutation();
  const [markSeen] = useMarkDocumentCommentsSeenMutation();
  const [actionError, setActionError] = useState<string | null>(null);
  const canComment = document.canCurrentUserComment;
  const threads = document.comments.edges;

  // What was new when this visit began (marking them seen sets the count to 0 at once).
  const [newCount, setNewCount] = useState(document.unseenCommentCount);
  if (document.unseenCommentCount > newCount) setNewCount(document.unseenCommentCount);

  // Seen once shown: again only if more unseen comments arrive while the tab is open.
  const isMarking = useRef(false);
  const hasFailed = useRef(false);
  const { rowId: documentRowId, unseenCommentCount } = document;
  useEffect(() => {
    if (!canComment || unseenCommentCount === 0 || isMarking.current || hasFailed.current) return;
    isMarking.current = true;
    markSeen({
      variables: { input: { documentRowId } },
      onCompleted: () => {
        isMarking.current = false;
      },
      onError: () => {
        // Not worth interrupting the reader: the comments stay marked as new.
        isMarking.current = false;
        hasFailed.current = true;
      },
    });
  }, [canComment, unseenCommentCount, documentRowId, markSeen]);

  const send = (parts: MessagePart[], connectionId: string, replyToRowId: string | null) =>
    new Promise<void>((resolve, reject) => {
      createComment({
        variables: { input: { documentRowId, messageParts: parts, replyToRowId }, connections: [connectionId] },
        onCompleted: () => resolve(),
        onError: (error) => reject(new Error(commentErrorMessage(error, t))),
      });
    });

  return (
    <CommentMembersContext.Provider value={members}>
      <CommentClockContext.Provider value={now}>
        <Stack gap="md">
          <Group gap="xs" justify="space-between">
            <Title order={3} fz="md">
              {t("documentComments.title")}
            </Title>
            {newCount > 0 ? (
              <Badge color="orange" variant="light" aria-live="polite">
                {t("documentComments.newCount", { count: newCount })}
              </Badge>
            ) : null}
          </Group>

          {actionError ? (
            <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setActionError(null)}>
              {actionError}
            </Alert>
          ) : null}

          {threads.length === 0 ? (
            <Stack align="center" gap={6} py="lg">
              <ThemeIcon size={40} radius="xl" variant="light" color="gray">
                <IconMessages size={22} />
              </ThemeIcon>
              <Text fz="sm" fw={600}>
                {t("documentComments.empty.title")}
              </Text>
              <Text fz="sm" c="dimmed" ta="center">
                {canComment ? t("documentComments.empty.start") : t("documentComments.empty.readOnly")}
              </Text>
            </Stack>
          ) : (
            <Stack gap="sm" role="list" aria-label={t("documentComments.threadsLabel")}>
              {threads.map((edge) => (
                <CommentThread
                  key={edge.node.id}
                  comment={edge.node}
                  canComment={canComment}
                  onReply={(parts, replyToRowId, connectionId) => send(parts, connectionId, replyToRowId)}
                  onError={setActionError}
                />
              ))}
            </Stack>
          )}

          {canComment ? (
            <CommentComposer
              label={t("documentComments.composer.label")}
              placeholder={t("documentComments.composer.placeholder")}
              submitLabel={t("documentComments.composer.submit")}
              onSend={(parts) => send(parts, document.comments.__id, null)}
            />
          ) : (
            <Alert color="gray" variant="light" icon={<IconLock size={18} />}>
              {t("documentComments.readOnly")}
            </Alert>
          )}
        </Stack>
      </CommentClockContext.Provider>
    </CommentMembersContext.Provider>
  );
}
