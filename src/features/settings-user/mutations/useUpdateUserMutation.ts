import { graphql, useMutation } from "react-relay";
import type { useUpdateUserMutation as Operation } from "../../../__generated__/useUpdateUserMutation.graphql.ts";

/** Saves the user's own profile (spec §7 updateUser); the answer refreshes the form's data. */
export function useUpdateUserMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateUserMutation($input: UpdateUserInput!) {
      updateUser(input: $input) {
        user {
          id
          ...ProfileForm_user
        }
      }
    }
  `);
}
