import { graphql, useMutation } from "react-relay";
import type { useCreateUserGroupMutation as Operation } from "../../../__generated__/useCreateUserGroupMutation.graphql.ts";

/** Creates a user group with its members (admins, userGroup feature). */
export function useCreateUserGroupMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateUserGroupMutation($input: CreateUserGroupInput!) {
      createUserGroup(input: $input) {
        result {
          id
          rowId
        }
      }
    }
  `);
}
