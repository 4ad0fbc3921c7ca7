import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { useMarkNotificationsReadMutation as MarkNotificationsRead } from "../../__generated__/useMarkNotificationsReadMutation.graphql.ts";

export interface NotificationToMark {
  /** The Relay id, to show it read at once. */
  id: string;
  rowId: string;
}

/** Marks the signed-in user's notifications read; the count comes back fresh. */
export function useMarkNotificationsReadMutation() {
  const [commit, isInFlight] = useMutation<MarkNotificationsRead>(graphql`
    mutation useMarkNotificationsReadMutation($input: MarkNotificationsReadInput!) {
      markNotificationsRead(input: $input) {
        query {
          currentUser {
            unreadNotificationCount
          }
        }
      }
    }
  `);
  const markRead = useCallback(
    (notifications: readonly NotificationToMark[], onError?: (error: Error) => void) => {
      if (notifications.length === 0) return;
      const readAt = new Date().toISOString();
      const showRead = (store: RecordSourceSelectorProxy) => {
        for (const notification of notifications) store.get(notification.id)?.setValue(readAt, "readAt");
      };
      commit({
        variables: { input: { notificationRowIds: notifications.map((notification) => notification.rowId) } },
        optimisticUpdater: showRead,
        updater: showRead,
        onError,
      });
    },
    [commit],
  );
  return { markRead, isInFlight };
}
