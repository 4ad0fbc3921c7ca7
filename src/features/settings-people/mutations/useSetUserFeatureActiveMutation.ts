import { graphql, useMutation } from "react-relay";
import type { useSetUserFeatureActiveMutation as Operation } from "../../../__generated__/useSetUserFeatureActiveMutation.graphql.ts";

/** Switches a user feature (the assistant chat) for a standard user (spec §7 setUserFeatureActive; super admins). */
export function useSetUserFeatureActiveMutation() {
  return useMutation<Operation>(graphql`
    mutation useSetUserFeatureActiveMutation($input: SetUserFeatureActiveInput!) {
      setUserFeatureActive(input: $input) {
        result {
          id
          assistantChatActive: featureActive(name: "ASSISTANT_CHAT")
        }
      }
    }
  `);
}
