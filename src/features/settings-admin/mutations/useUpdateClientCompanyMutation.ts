import { graphql, useMutation } from "react-relay";
import type { useUpdateClientCompanyMutation as Operation } from "../../../__generated__/useUpdateClientCompanyMutation.graphql.ts";

/** Changes a client company (its status deactivates it): super admins. */
export function useUpdateClientCompanyMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateClientCompanyMutation($input: UpdateClientCompanyInput!) {
      updateClientCompany(input: $input) {
        result {
          id
          ...AdminClientDetailPage_clientCompany
        }
      }
    }
  `);
}
