import { graphql, useMutation } from "react-relay";
import type { useRejectApprovalRequestMutation as Operation } from "../../../__generated__/useRejectApprovalRequestMutation.graphql.ts";

/** The approver rejects, saying why; the answer reads the document's approval again. */
export function useRejectApprovalRequestMutation() {
  return useMutation<Operation>(graphql`
    mutation useRejectApprovalRequestMutation($input: RejectApprovalRequestInput!) {
      rejectApprovalRequest(input: $input) {
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
