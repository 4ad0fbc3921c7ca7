import { graphql, useMutation } from "react-relay";
import type { useDeleteMoneyCategoryMutation as Operation } from "../../../__generated__/useDeleteMoneyCategoryMutation.graphql.ts";

/** Deletes a money category (deleteMoneyCategory); its transactions keep no category. The
 * record leaves the store, so lists drop it at once. */
export function useDeleteMoneyCategoryMutation() {
  return useMutation<Operation>(graphql`
    mutation useDeleteMoneyCategoryMutation($input: DeleteMoneyCategoryInput!) {
      deleteMoneyCategory(input: $input) {
        deletedMoneyCategoryId @deleteRecord
      }
    }
  `);
}
