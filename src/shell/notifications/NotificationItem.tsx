import { Box, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import {
  IconAt,
  IconBolt,
  IconBuildingPlus,
  IconCircleCheck,
  IconCircleX,
  IconShare,
  IconUserCheck,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { NotificationItem_notification$key } from "../../__generated__/NotificationItem_notification.graphql.ts";
import { formatDateTime } from "../../lib/format.ts";
import { UnstyledButtonLink } from "../links.tsx";
import { MembershipRequestNotification } from "./MembershipRequestNotification.tsx";
import { notificationTarget } from "./notificationTarget.ts";

type NotificationText =
  | "COMMENT_MENTION"
  | "DOCUMENT_SHARED"
  | "APPROVAL_REQUESTED"
  | "DOCUMENT_APPROVED"
  | "DOCUMENT_REJECTED"
  | "MEMBERSHIP_REQUESTED"
  | "RULE_NOTIFICATION";

/** The headline and icon of each notification type (others get a general line). */
const KINDS: Readonly<Record<string, { text: NotificationText; icon: typeof IconAt }>> = {
  COMMENT_MENTION: { text: "COMMENT_MENTION", icon: IconAt },
  DOCUMENT_SHARED: { text: "DOCUMENT_SHARED", icon: IconShare },
  APPROVAL_REQUESTED: { text: "APPROVAL_REQUESTED", icon: IconUserCheck },
  DOCUMENT_APPROVED: { text: "DOCUMENT_APPROVED", icon: IconCircleCheck },
  DOCUMENT_REJECTED: { text: "DOCUMENT_REJECTED", icon: IconCircleX },
  MEMBERSHIP_REQUESTED: { text: "MEMBERSHIP_REQUESTED", icon: IconBuildingPlus },
  RULE_NOTIFICATION: { text: "RULE_NOTIFICATION", icon: IconBolt },
};

export interface NotificationItemProps {
  notification: NotificationItem_notification$key;
  /** The person opened it: mark it read, close the list. */
  onOpen: (notification: { id: string; rowId: string; isUnread: boolean }) => void;
}

/** One notification: who did what on which document, linking to it; unread ones in bold. */
export function NotificationItem({ notification: notificationKey, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const notification = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        rowId
        type
        createdAt
        readAt
        ruleName
        note
        actor {
          fullName
        }
        document {
          rowId
          derivedTitle
          clientCompanyRowId
          clientCompany {
            featureFlags {
              collaboration
            }
          }
        }
        comment {
          textMessage
        }
        approvalRequest {
          message
          decisionMessage
        }
        membershipRequest {
          companyName
          invitedByName
          ...MembershipRequestNotification_membershipRequest
        }
      }
    `,
    notificationKey,
  );
  const isUnread = !notification.readAt;
  const { document } = notification;
  const target = notificationTarget({
    type: notification.type,
    document: document
      ? {
          rowId: document.rowId,
          clientCompanyRowId: document.clientCompanyRowId,
          hasCollaboration: document.clientCompany?.featureFlags?.collaboration === true,
        }
      : null,
  });
  const { membershipRequest } = notification;
  const words = {
    actor: membershipRequest?.invitedByName ?? notification.actor?.fullName ?? t("notifications.someone"),
    title: document ? document.derivedTitle || t("shell.untitledDocument") : t("notifications.unavailableDocument"),
    company: membershipRequest?.companyName ?? t("notifications.membership.unknownCompany"),
    rule: notification.type === "RULE_NOTIFICATION" ? (notification.ruleName ?? "") : "",
  };
  const kind = KINDS[notification.type];
  // A request nobody asked in person was asked by a rule (approval_requests.requester is null).
  const headline =
    notification.type === "APPROVAL_REQUESTED" && !notification.actor
      ? t("notifications.APPROVAL_REQUESTED_byRule", words)
      : kind
        ? t(`notifications.${kind.text}`, words)
        : t("notifications.other", words);
  const Icon = kind?.icon ?? IconAt;
  // What the person wrote with it: the comment, the request's message or the decision's note.
  const approval = notification.approvalRequest;
  const quote =
    (notification.type === "RULE_NOTIFICATION" ? notification.note : null) ??
    notification.comment?.textMessage ??
    (notification.type === "APPROVAL_REQUESTED" ? approval?.message : approval?.decisionMessage) ??
    null;

  const content = (
    <Group gap="sm" wrap="nowrap" align="flex-start" px="md" py="sm">
      <Box pt={2} c={isUnread ? "blue.6" : "gray.5"} style={{ flexShrink: 0 }}>
        <Icon size={18} aria-hidden />
      </Box>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text fz="sm" fw={isUnread ? 700 : 400} lh={1.35}>
          {isUnread ? <VisuallyHidden>{t("notifications.unreadPrefix")} </VisuallyHidden> : null}
          {headline}
        </Text>
        {quote ? (
          <Text fz="sm" c="dimmed" lineClamp={2}>
            {quote}
          </Text>
        ) : null}
        <Text fz="xs" c="dimmed">
          {formatDateTime(notification.createdAt, i18n.language)}
        </Text>
        {notification.type === "MEMBERSHIP_REQUESTED" && membershipRequest ? (
          <MembershipRequestNotification membershipRequest={membershipRequest} notificationId={notification.id} />
        ) : null}
      </Stack>
      {isUnread ? (
        <Box
          mt={7}
          w={8}
          h={8}
          bg="blue.6"
          style={{ borderRadius: "50%", flexShrink: 0 }}
          aria-hidden
          data-testid="unread-dot"
        />
      ) : null}
    </Group>
  );
  if (!target) return <Box bg={isUnread ? "blue.0" : undefined}>{content}</Box>;
  return (
    <UnstyledButtonLink
      to="/documents/$documentRowId"
      params={{ documentRowId: target.documentRowId }}
      search={target.search}
      display="block"
      bg={isUnread ? "blue.0" : undefined}
      onClick={() => onOpen({ id: notification.id, rowId: notification.rowId, isUnread })}
    >
      {content}
    </UnstyledButtonLink>
  );
}
