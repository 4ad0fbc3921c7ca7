import { useCallback } from "react";
import { graphql, useMutation } from "react-relay";
import type { useCancelMembershipRequestMutation as CancelMembershipRequest } from "../../../__generated__/useCancelMembershipRequestMutation.graphql.ts";

/** An admin withdraws a pending invitation: it leaves the company's list (the connection
 * `connectionId`) and the person's bell. */
export function useCancelMembershipRequestMutation() {
  const [commit, isInFlight] = useMutation<CancelMembershipRequest>(graphql`
    mutation useCancelMembershipRequestMutation($input: CancelMembershipRequestInput!, $connections: [ID!]!) {
      cancelMembershipRequest(input: $input) {
        result {
          id @deleteEdge(connections: $connections)
        }
      }
    }
  `);
  const cancel = useCallback(
    (
      request: { rowId: string; connectionId: string },
      callbacks: { onCompleted?: () => void; onError?: (error: Error) => void } = {},
    ) => {
      commit({
        variables: { input: { membershipRequestRowId: request.rowId }, connections: [request.connectionId] },
        onCompleted: () => callbacks.onCompleted?.(),
        onError: callbacks.onError,
      });
    },
    [commit],
  );
  return { cancel, isInFlight };
}
