import { graphql, useMutation } from "react-relay";
import type { useConfirmMoneyTransactionSuggestionMutation as Operation } from "../../../__generated__/useConfirmMoneyTransactionSuggestionMutation.graphql.ts";

/** Confirms a match suggestion: its documents are linked with its allocations. */
export function useConfirmMoneyTransactionSuggestionMutation() {
  return useMutation<Operation>(graphql`
    mutation useConfirmMoneyTransactionSuggestionMutation($input: ConfirmMoneyTransactionSuggestionInput!) {
      confirmMoneyTransactionSuggestion(input: $input) {
        result {
          id
          ...TransactionRow_transaction
          ...TransactionDetails_transaction
        }
      }
    }
  `);
}
