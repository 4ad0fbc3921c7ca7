import { graphql, useMutation } from "react-relay";
import type { useCreateMoneyCategoryMutation as Operation } from "../../../__generated__/useCreateMoneyCategoryMutation.graphql.ts";

/** Creates a money category (createMoneyCategory; needs accounting access, the name is
 * unique in the company). */
export function useCreateMoneyCategoryMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateMoneyCategoryMutation($input: CreateMoneyCategoryInput!) {
      createMoneyCategory(input: $input) {
        moneyCategory {
          id
          rowId
          name
        }
      }
    }
  `);
}
