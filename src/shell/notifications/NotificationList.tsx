import { Alert, Button, Divider, Group, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { IconChecks } from "@tabler/icons-react";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { NotificationListQuery } from "../../__generated__/NotificationListQuery.graphql.ts";
import { NotificationItem } from "./NotificationItem.tsx";
import { useMarkAllNotificationsRead } from "./useMarkAllNotificationsRead.ts";
import { useMarkNotificationsReadMutation } from "./useMarkNotificationsReadMutation.ts";

/** How many of the newest notifications the pop-up lists. */
export const NOTIFICATION_LIST_SIZE = 20;

export interface NotificationListProps {
  /** A new value loads the list again (each time the pop-up opens). */
  fetchKey: number;
  /** A notification was opened: the pop-up closes. */
  onNavigate: () => void;
}

/** The newest notifications with "mark all read"; opening one marks it read. */
export function NotificationList({ fetchKey, onNavigate }: NotificationListProps) {
  const { t } = useTranslation();
  // On demand: the newest notifications, loaded when a click opens the bell.
  const { currentUser } = useLazyLoadQuery<NotificationListQuery>(
    graphql`
      query NotificationListQuery($first: Int!) {
        currentUser {
          unreadNotificationCount
          notifications(orderBy: [CREATED_AT_DESC], first: $first) {
            nodes {
              id
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    { first: NOTIFICATION_LIST_SIZE },
    { fetchPolicy: "store-and-network", fetchKey },
  );
  const { markRead } = useMarkNotificationsReadMutation();
  const { markAllRead, isBusy } = useMarkAllNotificationsRead();
  const [hasMarkFailed, setHasMarkFailed] = useState(false);
  const onError = () => setHasMarkFailed(true);
  const nodes = currentUser?.notifications.nodes ?? [];
  const unreadCount = currentUser?.unreadNotificationCount ?? 0;

  return (
    <>
      <Group justify="space-between" wrap="nowrap" px="md" pt="md" pb="xs">
        <Title
          order={2}
          fz="md"
          style={{ minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}
        >
          {t("notifications.title")}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChecks size={16} />}
          disabled={unreadCount === 0}
          style={{ flexShrink: 0 }}
          loading={isBusy}
          onClick={() => {
            setHasMarkFailed(false);
            markAllRead(onError);
          }}
        >
          {t("notifications.markAllRead")}
        </Button>
      </Group>
      {hasMarkFailed ? (
        <Alert color="red" variant="light" mx="md" mb="xs" py="xs">
          {t("notifications.markFailed")}
        </Alert>
      ) : null}
      <Divider />
      <ScrollArea.Autosize mah={440} type="auto">
        {nodes.length === 0 ? (
          <Text c="dimmed" fz="sm" p="md">
            {t("notifications.empty")}
          </Text>
        ) : (
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-label={t("notifications.title")}>
            {nodes.map((node, index) => (
              <Fragment key={node.id}>
                {index > 0 ? <Divider component="li" aria-hidden /> : null}
                <li>
                  <NotificationItem
                    notification={node}
                    onOpen={(opened) => {
                      if (opened.isUnread) markRead([opened], onError);
                      onNavigate();
                    }}
                  />
                </li>
              </Fragment>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
    </>
  );
}
