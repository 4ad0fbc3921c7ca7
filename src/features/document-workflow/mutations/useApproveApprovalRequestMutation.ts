import { graphql, useMutation } from "react-relay";
import type { useApproveApprovalRequestMutation as Operation } from "../../../__generated__/useApproveApprovalRequestMutation.graphql.ts";

/** The approver approves; the answer reads the document's approval again. */
export function useApproveApprovalRequestMutation() {
  return useMutation<Operation>(graphql`
    mutation useApproveApprovalRequestMutation($input: ApproveApprovalRequestInput!) {
      approveApprovalRequest(input: $input) {
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
