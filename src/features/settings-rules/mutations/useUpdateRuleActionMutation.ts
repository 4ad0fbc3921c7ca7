import { graphql, useMutation } from "react-relay";
import type { useUpdateRuleActionMutation as Operation } from "../../../__generated__/useUpdateRuleActionMutation.graphql.ts";

/** Changes a rule action and makes its conditions exactly the given ones. */
export function useUpdateRuleActionMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateRuleActionMutation($input: UpdateRuleActionInput!) {
      updateRuleAction(input: $input) {
        result {
          id
          rowId
          name
          description
          updatedAt
          conditionsList {
            id
          }
        }
      }
    }
  `);
}
