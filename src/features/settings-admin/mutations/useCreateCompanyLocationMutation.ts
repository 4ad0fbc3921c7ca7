import { graphql, useMutation } from "react-relay";
import type { useCreateCompanyLocationMutation as Operation } from "../../../__generated__/useCreateCompanyLocationMutation.graphql.ts";

/** Adds another location to a company: super admins. */
export function useCreateCompanyLocationMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateCompanyLocationMutation($input: CreateCompanyLocationInput!, $connections: [ID!]!) {
      createCompanyLocation(input: $input) {
        companyLocation @appendNode(connections: $connections, edgeTypeName: "CompanyLocationEdge") {
          id
          rowId
          main
          title
          street
          zip
          city
          country
          vatIdNo
        }
      }
    }
  `);
}
