import { graphql, useMutation } from "react-relay";
import type { useUpdateRuleActionReactionMutation as Operation } from "../../../__generated__/useUpdateRuleActionReactionMutation.graphql.ts";

/** Changes a rule (its action, reaction, trigger, order, or whether it is disabled). */
export function useUpdateRuleActionReactionMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateRuleActionReactionMutation($input: UpdateRuleActionReactionInput!) {
      updateRuleActionReaction(input: $input) {
        result {
          id
          rowId
          trigger
          disabled
          sortIndex
          ruleActionRowId
          ruleReactionRowId
        }
      }
    }
  `);
}
