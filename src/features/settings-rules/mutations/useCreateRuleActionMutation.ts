import { graphql, useMutation } from "react-relay";
import type { useCreateRuleActionMutation as Operation } from "../../../__generated__/useCreateRuleActionMutation.graphql.ts";

/** Creates a rule action with its conditions (admins, rules feature). */
export function useCreateRuleActionMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateRuleActionMutation($input: CreateRuleActionInput!) {
      createRuleAction(input: $input) {
        result {
          id
          rowId
          name
        }
      }
    }
  `);
}
