import { graphql, useMutation } from "react-relay";
import type { useCreateCompanyMutation as Operation } from "../../../__generated__/useCreateCompanyMutation.graphql.ts";

/** Creates a company (legal entity) with its main location: super admins. */
export function useCreateCompanyMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateCompanyMutation($input: CreateCompanyInput!) {
      createCompany(input: $input) {
        result {
          id
          rowId
          name
        }
      }
    }
  `);
}
