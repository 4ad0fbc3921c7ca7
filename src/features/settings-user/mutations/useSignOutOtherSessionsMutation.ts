import { graphql, useMutation } from "react-relay";
import type { useSignOutOtherSessionsMutation as Operation } from "../../../__generated__/useSignOutOtherSessionsMutation.graphql.ts";

/** Ends the user's sessions on all other devices. */
export function useSignOutOtherSessionsMutation() {
  return useMutation<Operation>(graphql`
    mutation useSignOutOtherSessionsMutation {
      signOutOtherSessions {
        signedOutCount
        user {
          id
          otherSessionsCount
        }
      }
    }
  `);
}
