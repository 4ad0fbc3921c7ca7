import { graphql, useMutation } from "react-relay";
import type { useDeleteClientCompanyMutation as Operation } from "../../../__generated__/useDeleteClientCompanyMutation.graphql.ts";

/** Deletes a client company without documents: super admins. */
export function useDeleteClientCompanyMutation() {
  return useMutation<Operation>(graphql`
    mutation useDeleteClientCompanyMutation($rowId: UUID!) {
      deleteClientCompany(input: { clientCompanyRowId: $rowId }) {
        result {
          id
          rowId
        }
      }
    }
  `);
}
