import { useEffect } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { useUnreadNotificationCountPollingQuery } from "../../__generated__/useUnreadNotificationCountPollingQuery.graphql.ts";

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
  const environment = useRelayEnvironment();
  useEffect(() => {
    const poll = () => {
      if (document.visibilityState === "hidden") return;
      // Polling: the unread count, asked again at intervals.
      fetchQuery<useUnreadNotificationCountPollingQuery>(
        environment,
        countQuery,
        {},
        { fetchPolicy: "network-only" },
      ).subscribe({ error: () => undefined });
    };
    poll();
    const timer = window.setInterval(poll, intervalMs);
    // Back on the tab after a while: ask at once rather than up to a minute later.
    const onVisible = () => {
      if (document.visibilityState === "visible") poll();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [environment, intervalMs]);
}
