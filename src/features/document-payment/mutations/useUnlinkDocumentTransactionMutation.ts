import { graphql, useMutation } from "react-relay";
import type { useUnlinkDocumentTransactionMutation as Operation } from "../../../__generated__/useUnlinkDocumentTransactionMutation.graphql.ts";

/** Removes a bank transaction's assignment to this document. The invoice's paid amount and
 * status are recalculated; the tab reads itself again afterwards (its lists hang off the
 * query root, which a mutation payload's `query` does not update in the store). */
export function useUnlinkDocumentTransactionMutation() {
  return useMutation<Operation>(graphql`
    mutation useUnlinkDocumentTransactionMutation($moneyTransactionRowId: UUID!, $documentRowId: UUID!) {
      unlinkMoneyTransactionDocument(
        input: { moneyTransactionRowId: $moneyTransactionRowId, documentRowId: $documentRowId }
      ) {
        result {
          id
          matchedCount
        }
      }
    }
  `);
}
