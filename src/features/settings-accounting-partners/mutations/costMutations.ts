import { graphql, useMutation } from "react-relay";
import type { costMutationsCreateCostCenterMutation } from "../../../__generated__/costMutationsCreateCostCenterMutation.graphql.ts";
import type { costMutationsCreateCostUnitMutation } from "../../../__generated__/costMutationsCreateCostUnitMutation.graphql.ts";
import type { costMutationsCreateOssBranchMutation } from "../../../__generated__/costMutationsCreateOssBranchMutation.graphql.ts";
import type { costMutationsUpdateCostCenterMutation } from "../../../__generated__/costMutationsUpdateCostCenterMutation.graphql.ts";
import type { costMutationsUpdateCostUnitMutation } from "../../../__generated__/costMutationsUpdateCostUnitMutation.graphql.ts";
import type { costMutationsUpdateOssBranchMutation } from "../../../__generated__/costMutationsUpdateOssBranchMutation.graphql.ts";

// Cost centres, cost units and EU OSS branches: created and changed with accounting access
// (the number / country is unique in the company).

export function useCreateCostCenterMutation() {
  return useMutation<costMutationsCreateCostCenterMutation>(graphql`
    mutation costMutationsCreateCostCenterMutation($input: CreateCostCenterInput!) {
      createCostCenter(input: $input) {
        costCenter {
          id
          rowId
          number
        }
      }
    }
  `);
}

export function useUpdateCostCenterMutation() {
  return useMutation<costMutationsUpdateCostCenterMutation>(graphql`
    mutation costMutationsUpdateCostCenterMutation($input: UpdateCostCenterInput!) {
      updateCostCenter(input: $input) {
        costCenter {
          id
          rowId
          number
          description
          currency
          updatedAt
        }
      }
    }
  `);
}

export function useCreateCostUnitMutation() {
  return useMutation<costMutationsCreateCostUnitMutation>(graphql`
    mutation costMutationsCreateCostUnitMutation($input: CreateCostUnitInput!) {
      createCostUnit(input: $input) {
        costUnit {
          id
          rowId
          number
        }
      }
    }
  `);
}

export function useUpdateCostUnitMutation() {
  return useMutation<costMutationsUpdateCostUnitMutation>(graphql`
    mutation costMutationsUpdateCostUnitMutation($input: UpdateCostUnitInput!) {
      updateCostUnit(input: $input) {
        costUnit {
          id
          rowId
          number
          description
          currency
          budget
          assignedAmount
          updatedAt
        }
      }
    }
  `);
}

export function useCreateOssBranchMutation() {
  return useMutation<costMutationsCreateOssBranchMutation>(graphql`
    mutation costMutationsCreateOssBranchMutation($input: CreateClientCompanyOssBranchInput!) {
      createClientCompanyOssBranch(input: $input) {
        clientCompanyOssBranch {
          id
          rowId
          country
        }
      }
    }
  `);
}

export function useUpdateOssBranchMutation() {
  return useMutation<costMutationsUpdateOssBranchMutation>(graphql`
    mutation costMutationsUpdateOssBranchMutation($input: UpdateClientCompanyOssBranchInput!) {
      updateClientCompanyOssBranch(input: $input) {
        clientCompanyOssBranch {
          id
          rowId
          country
          branch
          generalLedgerAccountRowId
          generalLedgerAccount {
            id
            number
            name
          }
          invoiceAccountingItemTitle
          updatedAt
        }
      }
    }
  `);
}
