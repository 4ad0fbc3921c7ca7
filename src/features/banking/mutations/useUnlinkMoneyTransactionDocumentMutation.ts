import { graphql, useMutation } from "react-relay";
import type { useUnlinkMoneyTransactionDocumentMutation as Operation } from "../../../__generated__/useUnlinkMoneyTransactionDocumentMutation.graphql.ts";

/** Removes a link between a transaction and a document; the invoice's payment state follows. */
export function useUnlinkMoneyTransactionDocumentMutation() {
  return useMutation<Operation>(graphql`
    mutation useUnlinkMoneyTransactionDocumentMutation($input: UnlinkMoneyTransactionDocumentInput!) {
      unlinkMoneyTransactionDocument(input: $input) {
        result {
          id
          ...TransactionRow_transaction
          ...TransactionDetails_transaction
        }
      }
    }
  `);
}
