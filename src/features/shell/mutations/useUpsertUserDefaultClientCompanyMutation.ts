import { graphql, useMutation } from "react-relay";
import type { useUpsertUserDefaultClientCompanyMutation as Operation } from "../../../__generated__/useUpsertUserDefaultClientCompanyMutation.graphql.ts";

/** Stores the company the user opens after sign-in (the company picker's choice). */
export function useUpsertUserDefaultClientCompanyMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpsertUserDefaultClientCompanyMutation($input: UpsertUserDefaultClientCompanyInput!) {
      upsertUserDefaultClientCompany(input: $input) {
        userDefault {
          clientCompanyRowId
        }
      }
    }
  `);
}
