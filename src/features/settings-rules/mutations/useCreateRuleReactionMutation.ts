import { graphql, useMutation } from "react-relay";
import type { useCreateRuleReactionMutation as Operation } from "../../../__generated__/useCreateRuleReactionMutation.graphql.ts";

/** Creates a rule reaction (admins, rules feature). */
export function useCreateRuleReactionMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateRuleReactionMutation($input: CreateRuleReactionInput!) {
      createRuleReaction(input: $input) {
        result {
          id
          rowId
          name
        }
      }
    }
  `);
}
