import { graphql, useMutation } from "react-relay";
import type { useLinkMoneyTransactionDocumentMutation as Operation } from "../../../__generated__/useLinkMoneyTransactionDocumentMutation.graphql.ts";

/** Links a transaction to a document by hand (without an amount: what is open of both). */
export function useLinkMoneyTransactionDocumentMutation() {
  return useMutation<Operation>(graphql`
    mutation useLinkMoneyTransactionDocumentMutation($input: LinkMoneyTransactionDocumentInput!) {
      linkMoneyTransactionDocument(input: $input) {
        result {
          id
          moneyTransaction {
            id
            ...TransactionRow_transaction
            ...TransactionDetails_transaction
          }
        }
      }
    }
  `);
}
