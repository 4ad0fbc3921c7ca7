import { ActionIcon, Indicator } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import type { ComponentPropsWithRef, Ref } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { NotificationBellQuery } from "../../__generated__/NotificationBellQuery.graphql.ts";
import { formatBadgeCount } from "../../lib/badgeCount.ts";
import { createLazyPopup } from "../../ui/lazyPopup.tsx";
import { lazyPart } from "../../ui/lazyPart.tsx";

// The pop-up (Mantine's Popover; the list, its query, items and actions load inside it) loads
// on first use.
const NotificationsPopup = createLazyPopup("dialog", () =>
  import("./NotificationsPopup.tsx").then((module) => module.NotificationsPopup),
);

// The count's poll (its query and timer) loads beside the first screen.
const UnreadNotificationCountPoller = lazyPart(() =>
  import("./useUnreadNotificationCountPolling.ts").then((module) => module.UnreadNotificationCountPoller),
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
  const label =
    unreadNotificationCount > 0
      ? t("notifications.labelUnread", { count: unreadNotificationCount })
      : t("notifications.label");

  return (
    <>
      <UnreadNotificationCountPoller />
      <NotificationsPopup
        trigger={<BellButton label={label} unreadNotificationCount={unreadNotificationCount} isOpen={false} />}
      />
    </>
  );
}

export interface BellButtonProps extends Omit<ComponentPropsWithRef<"button">, "color"> {
  label: string;
  unreadNotificationCount: number;
  isOpen: boolean;
  /** On the badge around the button: the pop-up's anchor. */
  anchorRef?: Ref<HTMLDivElement>;
}

/** The bell with its unread count; the button carries the pop-up's state itself (the
 * pop-up's anchor is the badge around it). */
export function BellButton({ label, unreadNotificationCount, isOpen, anchorRef, ...buttonProps }: BellButtonProps) {
  return (
    <Indicator
      ref={anchorRef}
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
        {...buttonProps}
      >
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
}
