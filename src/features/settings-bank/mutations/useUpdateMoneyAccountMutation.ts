import { graphql, useMutation } from "react-relay";
import type { useUpdateMoneyAccountMutation as Operation } from "../../../__generated__/useUpdateMoneyAccountMutation.graphql.ts";

/** Changes an account's fields or its active flag (updateMoneyAccount); the answer refreshes
 * the detail page's fragments. */
export function useUpdateMoneyAccountMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateMoneyAccountMutation($input: UpdateMoneyAccountInput!) {
      updateMoneyAccount(input: $input) {
        moneyAccount {
          id
          rowId
          name
          active
          ...MoneyAccountEditor_moneyAccount
          ...MoneyAccountSummary_moneyAccount
        }
      }
    }
  `);
}
