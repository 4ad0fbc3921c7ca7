import { graphql, useMutation } from "react-relay";
import type { useRequestDocumentApprovalMutation as Operation } from "../../../__generated__/useRequestDocumentApprovalMutation.graphql.ts";

/** Asks a colleague to approve the document; the answer reads the document's approval again. */
export function useRequestDocumentApprovalMutation() {
  return useMutation<Operation>(graphql`
    mutation useRequestDocumentApprovalMutation($input: RequestDocumentApprovalInput!) {
      requestDocumentApproval(input: $input) {
        result {
          id
          document {
            id
            approved
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
