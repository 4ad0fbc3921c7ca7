import { graphql, useMutation } from "react-relay";
import type { useCreateRuleActionReactionMutation as Operation } from "../../../__generated__/useCreateRuleActionReactionMutation.graphql.ts";

/** Creates a rule: when the trigger fires and the action matches, the reaction applies. */
export function useCreateRuleActionReactionMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateRuleActionReactionMutation($input: CreateRuleActionReactionInput!) {
      createRuleActionReaction(input: $input) {
        result {
          id
          rowId
          trigger
        }
      }
    }
  `);
}
