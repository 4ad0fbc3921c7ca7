import { graphql, useMutation } from "react-relay";
import type { useUpdateMoneyCategoryMutation as Operation } from "../../../__generated__/useUpdateMoneyCategoryMutation.graphql.ts";

/** Changes a money category's name, keywords or ledger account (updateMoneyCategory). */
export function useUpdateMoneyCategoryMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateMoneyCategoryMutation($input: UpdateMoneyCategoryInput!) {
      updateMoneyCategory(input: $input) {
        moneyCategory {
          id
          rowId
          name
          keywords
          generalLedgerAccountRowId
          updatedAt
        }
      }
    }
  `);
}
