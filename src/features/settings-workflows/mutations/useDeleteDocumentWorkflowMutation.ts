import { graphql, useMutation } from "react-relay";
import type { useDeleteDocumentWorkflowMutation as Operation } from "../../../__generated__/useDeleteDocumentWorkflowMutation.graphql.ts";

/** Deletes a workflow (its documents, if any, to a step of another workflow). */
export function useDeleteDocumentWorkflowMutation() {
  return useMutation<Operation>(graphql`
    mutation useDeleteDocumentWorkflowMutation($input: DeleteDocumentWorkflowInput!) {
      deleteDocumentWorkflow(input: $input) {
        result
      }
    }
  `);
}
