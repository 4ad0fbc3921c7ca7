import { graphql, useMutation } from "react-relay";
import type { useUpdateCompanyMutation as Operation } from "../../../__generated__/useUpdateCompanyMutation.graphql.ts";

/** Changes a company and its main location: super admins. */
export function useUpdateCompanyMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateCompanyMutation($input: UpdateCompanyInput!) {
      updateCompany(input: $input) {
        result {
          id
          ...AdminCompanyDetailPage_company
        }
      }
    }
  `);
}
