import { graphql, useMutation } from "react-relay";
import type { useCancelApprovalRejectionMutation as Operation } from "../../../__generated__/useCancelApprovalRejectionMutation.graphql.ts";

/** Who rejected, or an admin, withdraws the rejection (feature documentApprovalRejectCancel);
 * the answer reads the document's approval again. */
export function useCancelApprovalRejectionMutation() {
  return useMutation<Operation>(graphql`
    mutation useCancelApprovalRejectionMutation($input: CancelApprovalRejectionInput!) {
      cancelApprovalRejection(input: $input) {
        result {
          id
          document {
            id
            approved
            approvalState
            ...ApprovalActions_document
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
