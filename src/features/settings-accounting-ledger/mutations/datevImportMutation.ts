import { graphql, useMutation } from "react-relay";
import type { datevImportMutation } from "../../../__generated__/datevImportMutation.graphql.ts";

/** Previews (dryRun) or imports a DATEV Kontenbeschriftungen file into the ledger accounts. */
export function useImportDatevGeneralLedgerAccountsMutation() {
  return useMutation<datevImportMutation>(graphql`
    mutation datevImportMutation($input: ImportDatevGeneralLedgerAccountsInput!) {
      importDatevGeneralLedgerAccounts(input: $input) {
        refusal
        chart
        added
        updated
        skipped
        rows {
          line
          number
          name
          action
          category
          currentName
        }
        errors {
          line
          code
          column
        }
      }
    }
  `);
}
