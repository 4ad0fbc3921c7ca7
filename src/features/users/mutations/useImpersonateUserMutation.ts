import { graphql, useMutation } from "react-relay";
import type { useImpersonateUserMutation as Operation } from "../../../__generated__/useImpersonateUserMutation.graphql.ts";

/** A super admin replaces their session with one acting as another user. */
export function useImpersonateUserMutation() {
  return useMutation<Operation>(graphql`
    mutation useImpersonateUserMutation($input: ImpersonateUserInput!) {
      impersonateUser(input: $input) {
        userRowId
      }
    }
  `);
}
