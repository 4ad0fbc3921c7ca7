import { graphql, useMutation } from "react-relay";
import type { useUpdateUserLanguageMutation as Operation } from "../../../__generated__/useUpdateUserLanguageMutation.graphql.ts";

/** Remembers the interface language on the user, so it follows them to other devices. */
export function useUpdateUserLanguageMutation() {
  return useMutation<Operation>(graphql`
    mutation useUpdateUserLanguageMutation($input: UpdateUserLanguageInput!) {
      updateUserLanguage(input: $input) {
        user {
          id
          language
        }
      }
    }
  `);
}
