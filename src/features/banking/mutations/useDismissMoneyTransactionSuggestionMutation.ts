import { graphql, useMutation } from "react-relay";
import type { useDismissMoneyTransactionSuggestionMutation as Operation } from "../../../__generated__/useDismissMoneyTransactionSuggestionMutation.graphql.ts";

/** Dismisses a match suggestion (it is hidden, nothing is linked). */
export function useDismissMoneyTransactionSuggestionMutation() {
  return useMutation<Operation>(graphql`
    mutation useDismissMoneyTransactionSuggestionMutation($input: DismissMoneyTransactionSuggestionInput!) {
      dismissMoneyTransactionSuggestion(input: $input) {
        result {
          id
          ...TransactionRow_transaction
          ...TransactionDetails_transaction
        }
      }
    }
  `);
}
