import { graphql, useMutation } from "react-relay";
import type { useCreateClientCompanyMutation as Operation } from "../../../__generated__/useCreateClientCompanyMutation.graphql.ts";

/** Creates a client company with its categories, chart and invited first admin: super admins. */
export function useCreateClientCompanyMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateClientCompanyMutation($input: CreateClientCompanyInput!) {
      createClientCompany(input: $input) {
        result {
          id
          rowId
          name
        }
      }
    }
  `);
}
