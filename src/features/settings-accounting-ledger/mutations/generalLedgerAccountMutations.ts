import { graphql, useMutation } from "react-relay";
import type { generalLedgerAccountMutationsCreateMutation } from "../../../__generated__/generalLedgerAccountMutationsCreateMutation.graphql.ts";
import type { generalLedgerAccountMutationsImportMutation } from "../../../__generated__/generalLedgerAccountMutationsImportMutation.graphql.ts";
import type { generalLedgerAccountMutationsUpdateMutation } from "../../../__generated__/generalLedgerAccountMutationsUpdateMutation.graphql.ts";

/** Creates a ledger account (accounting access; the number is unique in the company). */
export function useCreateGeneralLedgerAccountMutation() {
  return useMutation<generalLedgerAccountMutationsCreateMutation>(graphql`
    mutation generalLedgerAccountMutationsCreateMutation($input: CreateGeneralLedgerAccountInput!) {
      createGeneralLedgerAccount(input: $input) {
        generalLedgerAccount {
          id
          rowId
          number
          name
        }
      }
    }
  `);
}

export function useUpdateGeneralLedgerAccountMutation() {
  return useMutation<generalLedgerAccountMutationsUpdateMutation>(graphql`
    mutation generalLedgerAccountMutationsUpdateMutation($input: UpdateGeneralLedgerAccountInput!) {
      updateGeneralLedgerAccount(input: $input) {
        generalLedgerAccount {
          id
          rowId
          number
          name
          category
          disabledAt
          updatedAt
        }
      }
    }
  `);
}

/** Adds the standard chart's accounts the company does not have yet (by number). */
export function useImportGeneralLedgerChartMutation() {
  return useMutation<generalLedgerAccountMutationsImportMutation>(graphql`
    mutation generalLedgerAccountMutationsImportMutation($input: ImportGeneralLedgerChartInput!) {
      importGeneralLedgerChart(input: $input) {
        result {
          added
          skipped
        }
      }
    }
  `);
}
