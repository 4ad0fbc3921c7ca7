import { graphql, useMutation } from "react-relay";
import type { useConfirmTotpEnrolmentMutation as Operation } from "../../../__generated__/useConfirmTotpEnrolmentMutation.graphql.ts";

/** Confirms the scanned secret with a current code: two-factor sign-in is on. */
export function useConfirmTotpEnrolmentMutation() {
  return useMutation<Operation>(graphql`
    mutation useConfirmTotpEnrolmentMutation($input: ConfirmTotpEnrolmentInput!) {
      confirmTotpEnrolment(input: $input) {
        user {
          id
          ...TwoFactorSection_user
        }
      }
    }
  `);
}
