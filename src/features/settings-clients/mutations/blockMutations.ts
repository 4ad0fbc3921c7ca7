import { graphql, useMutation } from "react-relay";
import type { blockMutationsLiftClientCompanyBlockMutation } from "../../../__generated__/blockMutationsLiftClientCompanyBlockMutation.graphql.ts";
import type { blockMutationsSetClientCompanyBlockMutation } from "../../../__generated__/blockMutationsSetClientCompanyBlockMutation.graphql.ts";

// Blocking a client and lifting its block: super admins and admins of its accounting firm.

export function useSetClientCompanyBlockMutation() {
  return useMutation<blockMutationsSetClientCompanyBlockMutation>(graphql`
    mutation blockMutationsSetClientCompanyBlockMutation($input: SetClientCompanyBlockInput!) {
      setClientCompanyBlock(input: $input) {
        result {
          rowId
          blockState
          blockStartsAt
          blockReason
        }
      }
    }
  `);
}

export function useLiftClientCompanyBlockMutation() {
  return useMutation<blockMutationsLiftClientCompanyBlockMutation>(graphql`
    mutation blockMutationsLiftClientCompanyBlockMutation($input: LiftClientCompanyBlockInput!) {
      liftClientCompanyBlock(input: $input) {
        result {
          rowId
          blockState
        }
      }
    }
  `);
}
