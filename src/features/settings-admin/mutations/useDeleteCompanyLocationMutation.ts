import { graphql, useMutation } from "react-relay";
import type { useDeleteCompanyLocationMutation as Operation } from "../../../__generated__/useDeleteCompanyLocationMutation.graphql.ts";

/** Removes a location of a company: super admins. */
export function useDeleteCompanyLocationMutation() {
  return useMutation<Operation>(graphql`
    mutation useDeleteCompanyLocationMutation($rowId: UUID!, $connections: [ID!]!) {
      deleteCompanyLocation(input: { rowId: $rowId }) {
        deletedCompanyLocationId @deleteEdge(connections: $connections)
      }
    }
  `);
}
