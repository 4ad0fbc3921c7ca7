import { graphql, useMutation } from "react-relay";
import type { useRequestMoneyTransactionMatchingMutation as Operation } from "../../../__generated__/useRequestMoneyTransactionMatchingMutation.graphql.ts";

/** Queues the matching engine for the company's transactions without links. */
export function useRequestMoneyTransactionMatchingMutation() {
  return useMutation<Operation>(graphql`
    mutation useRequestMoneyTransactionMatchingMutation($input: RequestMoneyTransactionMatchingInput!) {
      requestMoneyTransactionMatching(input: $input) {
        result
      }
    }
  `);
}
