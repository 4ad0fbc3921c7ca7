import { graphql } from "react-relay";
import type { useUnreadNotificationCountPollingQuery } from "../../__generated__/useUnreadNotificationCountPollingQuery.graphql.ts";
import { usePolledQuery } from "../../relay/usePolledQuery.ts";

/** There is no subscription for notifications: the count is asked for again this often. */
export const NOTIFICATION_POLL_INTERVAL_MS = 60_000;

const countQuery = graphql`
  query useUnreadNotificationCountPollingQuery {
    currentUser {
      # eslint-disable-next-line relay/unused-fields -- read from the store by NotificationBell
      unreadNotificationCount
    }
  }
`;

/** Asks for User.unreadNotificationCount at once and then regularly while the page is visible,
 * into the store (a failed poll keeps the last count; the next one tries again). */
export function useUnreadNotificationCountPolling(intervalMs: number = NOTIFICATION_POLL_INTERVAL_MS) {
  usePolledQuery<useUnreadNotificationCountPollingQuery>(countQuery, {}, intervalMs);
}

/** The poll as a component that renders nothing: NotificationBell loads it beside the first
 * screen (its code is not part of the first load). */
export function UnreadNotificationCountPoller() {
  useUnreadNotificationCountPolling();
  return null;
}
