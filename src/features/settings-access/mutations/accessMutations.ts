import { graphql, useMutation } from "react-relay";
import type { accessMutationsRemoveMemberMutation } from "../../../__generated__/accessMutationsRemoveMemberMutation.graphql.ts";
import type { accessMutationsUpdateMemberMutation } from "../../../__generated__/accessMutationsUpdateMemberMutation.graphql.ts";

// A member of the company changed or removed by an admin; the database refuses the last
// admin's demotion or removal (LAST_ADMIN) and everything in another company.

export function useUpdateMemberMutation() {
  return useMutation<accessMutationsUpdateMemberMutation>(graphql`
    mutation accessMutationsUpdateMemberMutation($input: UpdateClientCompanyMemberInput!) {
      updateClientCompanyMember(input: $input) {
        clientCompanyUser {
          id
          rowId
          roleName
          documentAccountingTabAccess
          approverLimit
          hasAdminAccess
          documentFilterHasWorkflowStep
          documentFilterHasApprovalRequest
          workflowStepRowIds
          documentCategoryAccesses(first: 1000) {
            totalCount
            nodes {
              id
              documentCategoryRowId
            }
          }
          documentWorkflowAccesses(first: 1000) {
            nodes {
              id
              documentWorkflowRowId
            }
          }
        }
      }
    }
  `);
}

export function useRemoveMemberMutation() {
  return useMutation<accessMutationsRemoveMemberMutation>(graphql`
    mutation accessMutationsRemoveMemberMutation($input: RemoveClientCompanyMemberInput!) {
      removeClientCompanyMember(input: $input) {
        clientCompanyUser {
          id
          rowId
        }
      }
    }
  `);
}
