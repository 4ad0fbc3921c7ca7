import { graphql, useMutation } from "react-relay";
import type { useStartTotpEnrolmentMutation as Operation } from "../../../__generated__/useStartTotpEnrolmentMutation.graphql.ts";

/** A new TOTP secret to scan, pending until confirmed with a code. */
export function useStartTotpEnrolmentMutation() {
  return useMutation<Operation>(graphql`
    mutation useStartTotpEnrolmentMutation {
      startTotpEnrolment {
        secret
        otpauthUri
      }
    }
  `);
}
