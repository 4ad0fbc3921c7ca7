import { graphql, useMutation } from "react-relay";
import type { useCreateMoneyAccountMutation as Operation } from "../../../__generated__/useCreateMoneyAccountMutation.graphql.ts";

/** Creates a bank account, credit card or cash book (createMoneyAccount; the database checks
 * the IBAN, its uniqueness in the company and the cash account feature). */
export function useCreateMoneyAccountMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateMoneyAccountMutation($input: CreateMoneyAccountInput!) {
      createMoneyAccount(input: $input) {
        moneyAccount {
          id
          rowId
          name
        }
      }
    }
  `);
}
