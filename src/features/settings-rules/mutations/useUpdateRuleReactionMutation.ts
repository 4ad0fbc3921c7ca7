import { graphql, useMutation } from "react-relay";
import type { useUpdateRuleReactionMutation as Operation } from "../../../__generated__/useUpdateRuleReactionMutation.graphql.ts";

/** Changes a rule reaction (a null token keeps the webhook's secret). */
export function useUpdateRuleReactionMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateRuleReactionMutation($input: UpdateRuleReactionInput!) {
      updateRuleReaction(input: $input) {
        result {
          id
          rowId
          name
          kind
          hasToken
          updatedAt
        }
      }
    }
  `);
}
