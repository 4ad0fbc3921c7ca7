import { ActionIcon, Center, Indicator, Loader, Popover, Text } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { NotificationBellQuery } from "../../__generated__/NotificationBellQuery.graphql.ts";
import { formatBadgeCount } from "../../lib/badgeCount.ts";
import { NotificationsErrorBoundary } from "./NotificationsErrorBoundary.tsx";
import { useUnreadNotificationCountPolling } from "./useUnreadNotificationCountPolling.ts";

// The list (its query, items and actions) loads when the bell is opened, inside the Suspense
// that already waits for its query.
const NotificationList = lazy(() =>
  import("./NotificationList.tsx").then((module) => ({ default: module.NotificationList })),
);

export const NOTIFICATIONS_POPOVER_WIDTH = 420;

/** The bell in the top bar: unread in-app notifications (mentions, shares) with their count;
 * opens the newest ones. */
export function NotificationBell() {
  const { t } = useTranslation();
  // Not part of the shell's query: that one also runs signed out, where the notifications
  // table may not be read at all. The count arrives with the first poll (no suspending here).
  const { currentUser } = useLazyLoadQuery<NotificationBellQuery>(
    graphql`
      query NotificationBellQuery {
        currentUser {
          unreadNotificationCount
        }
      }
    `,
    {},
    { fetchPolicy: "store-only" },
  );
  const unreadNotificationCount = currentUser?.unreadNotificationCount ?? 0;
  useUnreadNotificationCountPolling();
  const [isOpen, setIsOpen] = useState(false);
  // Each opening asks again (store-and-network): the list shows at once and then refreshes.
  const [fetchKey, setFetchKey] = useState(0);
  const label =
    unreadNotificationCount > 0
      ? t("notifications.labelUnread", { count: unreadNotificationCount })
      : t("notifications.label");

  return (
    <Popover
      opened={isOpen}
      onChange={setIsOpen}
      onOpen={() => setFetchKey((key) => key + 1)}
      // The button carries the pop-up's state itself (the target is the badge around it).
      withRoles={false}
      width={NOTIFICATIONS_POPOVER_WIDTH}
      position="bottom-end"
      shadow="md"
      withArrow
    >
      <Popover.Target>
        <Indicator
          color="red"
          size={16}
          offset={6}
          label={formatBadgeCount(unreadNotificationCount)}
          disabled={unreadNotificationCount === 0}
          fz={10}
          fw={700}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            onClick={() => setIsOpen((open) => !open)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <NotificationsErrorBoundary
          key={fetchKey}
          fallback={
            <Text fz="sm" c="red" p="md" role="alert">
              {t("notifications.failed")}
            </Text>
          }
        >
          <Suspense
            fallback={
              <Center p="lg">
                <Loader size="sm" aria-label={t("notifications.loading")} />
              </Center>
            }
          >
            <NotificationList fetchKey={fetchKey} onNavigate={() => setIsOpen(false)} />
          </Suspense>
        </NotificationsErrorBoundary>
      </Popover.Dropdown>
    </Popover>
  );
}
