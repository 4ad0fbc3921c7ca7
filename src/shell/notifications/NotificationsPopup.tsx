import { Center, Loader, Popover, Text } from "@mantine/core";
import { cloneElement, lazy, type ReactElement, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LazyPopupProps } from "../../ui/lazyPopup.tsx";
import { type BellButtonProps, NOTIFICATIONS_POPOVER_WIDTH } from "./NotificationBell.tsx";
import { NotificationsErrorBoundary } from "./NotificationsErrorBoundary.tsx";

// The list (its query, items and actions) loads when the bell is opened, inside the Suspense
// that already waits for its query.
const NotificationList = lazy(() =>
  import("./NotificationList.tsx").then((module) => ({ default: module.NotificationList })),
);

/** The bell's pop-up (loaded on first use, see NotificationBell); `target` is a BellButton. */
export function NotificationsPopup({ target, defaultOpened }: LazyPopupProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(defaultOpened);
  // Each opening asks again (store-and-network): the list shows at once and then refreshes.
  const [fetchKey, setFetchKey] = useState(defaultOpened ? 1 : 0);
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
      <Popover.Target refProp="anchorRef">
        {cloneElement(target as ReactElement<BellButtonProps>, {
          isOpen,
          onClick: () => setIsOpen((open) => !open),
        })}
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
