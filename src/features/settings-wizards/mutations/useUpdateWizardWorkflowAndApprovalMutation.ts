import { graphql, useMutation } from "react-relay";
import type { useUpdateWizardWorkflowAndApprovalMutation as Operation } from "../../../__generated__/useUpdateWizardWorkflowAndApprovalMutation.graphql.ts";

/** Changes a wizard's answers and the same workflow and rules it made. */
export function useUpdateWizardWorkflowAndApprovalMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateWizardWorkflowAndApprovalMutation($input: UpdateWizardWorkflowAndApprovalInput!) {
      updateWizardWorkflowAndApproval(input: $input) {
        result {
          id
          rowId
          name
          payload
          updatedAt
          documentWorkflow {
            id
            rowId
            name
          }
        }
      }
    }
  `);
}
