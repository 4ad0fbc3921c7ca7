import { graphql, useMutation } from "react-relay";
import type { useDisableTotpMutation as Operation } from "../../../__generated__/useDisableTotpMutation.graphql.ts";

/** Switches two-factor sign-in off (current password and a current code). */
export function useDisableTotpMutation() {
  return useMutation<Operation>(graphql`
    mutation useDisableTotpMutation($input: DisableTotpInput!) {
      disableTotp(input: $input) {
        user {
          id
          ...TwoFactorSection_user
        }
      }
    }
  `);
}
