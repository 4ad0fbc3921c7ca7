import { graphql, useMutation } from "react-relay";
import type { useUpdateUserGroupMutation as Operation } from "../../../__generated__/useUpdateUserGroupMutation.graphql.ts";

/** Renames a user group and makes its members exactly the chosen ones. */
export function useUpdateUserGroupMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateUserGroupMutation($input: UpdateUserGroupInput!) {
      updateUserGroup(input: $input) {
        result {
          id
          ...UserGroupDetailPage_userGroup
        }
      }
    }
  `);
}
