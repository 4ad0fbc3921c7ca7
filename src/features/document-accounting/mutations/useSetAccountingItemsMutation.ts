import { graphql, useMutation } from "react-relay";
import type { useSetAccountingItemsMutation as Operation } from "../../../__generated__/useSetAccountingItemsMutation.graphql.ts";

/** Replaces the invoice's accounting items as a whole; the answer reads the tab's data again
 * (items, remaining amount, capability). */
export function useSetAccountingItemsMutation() {
  return useMutation<Operation>(graphql`
    mutation useSetAccountingItemsMutation($input: SetAccountingItemsInput!) {
      setAccountingItems(input: $input) {
        result {
          id
          document {
            id
            ...DocumentAccounting_document
          }
        }
      }
    }
  `);
}
