import { graphql, useMutation } from "react-relay";
import type { useSetCustomExtractionMutationsCategoryMutation } from "../../../__generated__/useSetCustomExtractionMutationsCategoryMutation.graphql.ts";
import type { useSetCustomExtractionMutationsPartnerMutation } from "../../../__generated__/useSetCustomExtractionMutationsPartnerMutation.graphql.ts";

// The extraction-service switches (super admins, with a custom service configured; the database
// refuses everyone else).

export function useSetCategoryCustomExtractionMutation() {
  return useMutation<useSetCustomExtractionMutationsCategoryMutation>(graphql`
    mutation useSetCustomExtractionMutationsCategoryMutation($rowId: UUID!, $uses: Boolean!) {
      setDocumentCategoryCustomExtractionService(
        input: { documentCategoryRowId: $rowId, usesCustomExtractionService: $uses }
      ) {
        result {
          id
          usesCustomExtractionService
        }
      }
    }
  `);
}

export function useSetPartnerCustomExtractionMutation() {
  return useMutation<useSetCustomExtractionMutationsPartnerMutation>(graphql`
    mutation useSetCustomExtractionMutationsPartnerMutation($rowId: UUID!, $uses: Boolean!) {
      setPartnerCompanyCustomExtractionService(
        input: { partnerCompanyRowId: $rowId, usesCustomExtractionService: $uses }
      ) {
        result {
          id
          usesCustomExtractionService
        }
      }
    }
  `);
}
