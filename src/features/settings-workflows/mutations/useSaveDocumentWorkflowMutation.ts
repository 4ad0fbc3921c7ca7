import { graphql, useMutation } from "react-relay";
import type { useSaveDocumentWorkflowMutation as Operation } from "../../../__generated__/useSaveDocumentWorkflowMutation.graphql.ts";

/** Creates or changes a whole workflow in one go (steps, their order, removed steps' targets). */
export function useSaveDocumentWorkflowMutation() {
  return useMutation<Operation>(graphql`
    mutation useSaveDocumentWorkflowMutation($input: SaveDocumentWorkflowInput!) {
      saveDocumentWorkflow(input: $input) {
        result {
          id
          rowId
          ...WorkflowDetailPage_documentWorkflow
        }
      }
    }
  `);
}
