import { useCallback, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { useMarkAllNotificationsReadQuery } from "../../__generated__/useMarkAllNotificationsReadQuery.graphql.ts";
import { useMarkNotificationsReadMutation } from "./useMarkNotificationsReadMutation.ts";

/** How far back "mark all read" looks (newest first); a click later takes the next ones. */
export const MARK_ALL_LIMIT = 1000;

// markNotificationsRead marks all when given no ids, but its GraphQL argument is required
// ([UUID]!), so "all" is sent as the unread ones' ids.
const unreadQuery = graphql`
  query useMarkAllNotificationsReadQuery($limit: Int!) {
    currentUser {
      notifications(orderBy: [CREATED_AT_DESC], first: $limit) {
        nodes {
          # eslint-disable-next-line relay/unused-fields -- passed on to markRead
          id
          # eslint-disable-next-line relay/unused-fields -- passed on to markRead
          rowId
          readAt
        }
      }
    }
  }
`;

/** Marks every unread notification of the signed-in user read. */
export function useMarkAllNotificationsRead() {
  const environment = useRelayEnvironment();
  const { markRead } = useMarkNotificationsReadMutation();
  const [isBusy, setIsBusy] = useState(false);
  const markAllRead = useCallback(
    (onError: (error: Error) => void) => {
      setIsBusy(true);
      // On demand: reads the notifications again after a click marked them read.
      fetchQuery<useMarkAllNotificationsReadQuery>(
        environment,
        unreadQuery,
        { limit: MARK_ALL_LIMIT },
        { fetchPolicy: "network-only" },
      ).subscribe({
        next: (data) => {
          const unread = (data.currentUser?.notifications.nodes ?? []).filter((node) => !node.readAt);
          markRead(unread, onError);
        },
        error: (error: Error) => {
          setIsBusy(false);
          onError(error);
        },
        complete: () => setIsBusy(false),
      });
    },
    [environment, markRead],
  );
  return { markAllRead, isBusy };
}
