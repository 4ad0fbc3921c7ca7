import { graphql, useMutation } from "react-relay";
import type { useCreateWizardWorkflowAndApprovalMutation as Operation } from "../../../__generated__/useCreateWizardWorkflowAndApprovalMutation.graphql.ts";

/** Saves a new wizard and writes its workflow and rules (admins, wizard feature). */
export function useCreateWizardWorkflowAndApprovalMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateWizardWorkflowAndApprovalMutation($input: CreateWizardWorkflowAndApprovalInput!) {
      createWizardWorkflowAndApproval(input: $input) {
        result {
          id
          rowId
          name
        }
      }
    }
  `);
}
