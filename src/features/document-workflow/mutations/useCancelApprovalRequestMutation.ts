import { graphql, useMutation } from "react-relay";
import type { useCancelApprovalRequestMutation as Operation } from "../../../__generated__/useCancelApprovalRequestMutation.graphql.ts";

/** The requester or an admin withdraws an open request; the answer reads the approval again. */
export function useCancelApprovalRequestMutation() {
  return useMutation<Operation>(graphql`
    mutation useCancelApprovalRequestMutation($input: CancelApprovalRequestInput!) {
      cancelApprovalRequest(input: $input) {
        result {
          id
          document {
            id
            approved
            approvalState
            ...ApprovalActions_document
            # The approvals badge reads the count from the store.
            clientCompany {
              id
              # eslint-disable-next-line relay/unused-fields -- read by the app bar's ApprovalsNavButton
              currentUserOpenApprovalRequestCount
            }
          }
        }
      }
    }
  `);
}
