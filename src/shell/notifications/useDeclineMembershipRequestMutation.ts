import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import { GraphQLRequestError } from "../../relay/GraphQLRequestError.ts";
import type { useDeclineMembershipRequestMutation as DeclineMembershipRequest } from "../../__generated__/useDeclineMembershipRequestMutation.graphql.ts";

/** The signed-in person declines an invitation into a company (from the bell); the notification
 * shows the outcome and counts as read (the server marks it read with the decision). */
export function useDeclineMembershipRequestMutation() {
  const [commit, isInFlight] = useMutation<DeclineMembershipRequest>(graphql`
    mutation useDeclineMembershipRequestMutation($input: DeclineMembershipRequestInput!) {
      declineMembershipRequest(input: $input) {
        result {
          id
          state
          decidedAt
        }
        query {
          currentUser {
            unreadNotificationCount
          }
        }
      }
    }
  `);
  const decline = useCallback(
    (
      request: { rowId: string; notificationId: string },
      callbacks: { onCompleted?: () => void; onError?: (error: Error) => void } = {},
    ) => {
      commit({
        variables: { input: { membershipRequestRowId: request.rowId } },
        updater: (store: RecordSourceSelectorProxy) => {
          store.get(request.notificationId)?.setValue(new Date().toISOString(), "readAt");
        },
        onCompleted: (_response, errors) => {
          if (errors?.length) callbacks.onError?.(GraphQLRequestError.fromErrors(errors));
          else callbacks.onCompleted?.();
        },
        onError: callbacks.onError,
      });
    },
    [commit],
  );
  return { decline, isInFlight };
}
