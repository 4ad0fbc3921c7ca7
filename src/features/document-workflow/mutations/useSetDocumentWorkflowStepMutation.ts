import { graphql, useMutation } from "react-relay";
import type { useSetDocumentWorkflowStepMutation as Operation } from "../../../__generated__/useSetDocumentWorkflowStepMutation.graphql.ts";

/** Puts the document into a workflow step (null: out of its workflow); the answer reads the
 * actions tab again (step, refusals, log, and the approval the last step may grant). */
export function useSetDocumentWorkflowStepMutation() {
  return useMutation<Operation>(graphql`
    mutation useSetDocumentWorkflowStepMutation($input: SetDocumentWorkflowStepInput!) {
      setDocumentWorkflowStep(input: $input) {
        result {
          id
          approved
          ...DocumentWorkflowActions_document
        }
      }
    }
  `);
}
