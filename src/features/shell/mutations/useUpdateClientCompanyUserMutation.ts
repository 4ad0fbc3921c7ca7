import { graphql, useMutation } from "react-relay";
import type { useUpdateClientCompanyUserMutation as Operation } from "../../../__generated__/useUpdateClientCompanyUserMutation.graphql.ts";

/** The demo-mode switch: the signed-in user's own role in a DEMO company. */
export function useUpdateClientCompanyUserMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateClientCompanyUserMutation($input: UpdateClientCompanyUserInput!) {
      updateClientCompanyUser(input: $input) {
        clientCompanyUser {
          roleName
        }
      }
    }
  `);
}
