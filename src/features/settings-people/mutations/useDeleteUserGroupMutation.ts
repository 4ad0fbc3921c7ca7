import { graphql, useMutation } from "react-relay";
import type { useDeleteUserGroupMutation as Operation } from "../../../__generated__/useDeleteUserGroupMutation.graphql.ts";

/** Deletes a user group (its members stay members of the company). */
export function useDeleteUserGroupMutation() {
  return useMutation<Operation>(graphql`
    mutation useDeleteUserGroupMutation($input: DeleteUserGroupInput!) {
      deleteUserGroup(input: $input) {
        result
      }
    }
  `);
}
