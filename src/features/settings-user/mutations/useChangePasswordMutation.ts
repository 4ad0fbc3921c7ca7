import { graphql, useMutation } from "react-relay";
import type { useChangePasswordMutation as Operation } from "../../../__generated__/useChangePasswordMutation.graphql.ts";

/** Changes the password of the built-in sign-in; the other sessions end with it. */
export function useChangePasswordMutation() {
  return useMutation<Operation>(graphql`
    mutation useChangePasswordMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        signedOutCount
        user {
          id
          otherSessionsCount
        }
      }
    }
  `);
}
