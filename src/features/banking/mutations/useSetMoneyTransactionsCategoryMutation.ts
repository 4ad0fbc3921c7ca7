import { graphql, useMutation } from "react-relay";
import type { useSetMoneyTransactionsCategoryMutation as Operation } from "../../../__generated__/useSetMoneyTransactionsCategoryMutation.graphql.ts";

/** Assigns a money category to transactions (at most 500); the answer updates their rows. */
export function useSetMoneyTransactionsCategoryMutation() {
  return useMutation<Operation>(graphql`
    mutation useSetMoneyTransactionsCategoryMutation($input: SetMoneyTransactionsCategoryInput!) {
      setMoneyTransactionsCategory(input: $input) {
        result {
          id
          moneyCategoryRowId
          ...TransactionRow_transaction
          ...TransactionDetails_transaction
        }
      }
    }
  `);
}
