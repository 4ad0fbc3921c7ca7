import { graphql, useMutation } from "react-relay";
import type { useCreateClientCompanyTagMutation as Operation } from "../../../__generated__/useCreateClientCompanyTagMutation.graphql.ts";

/** Creates a tag of the company (company-tags-manage access); the answer reads the company's
 * tags again, so every picker offers it. */
export function useCreateClientCompanyTagMutation() {
  return useMutation<Operation>(graphql`
    mutation useCreateClientCompanyTagMutation($input: CreateClientCompanyTagInput!) {
      createClientCompanyTag(input: $input) {
        clientCompanyTag {
          id
          rowId
          tag
          clientCompany {
            id
            sortedTags {
              nodes {
                id
                rowId
                tag
              }
            }
          }
        }
      }
    }
  `);
}
