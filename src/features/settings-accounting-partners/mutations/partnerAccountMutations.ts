import { graphql, useMutation } from "react-relay";
import type { partnerAccountMutationsCreateMutation } from "../../../__generated__/partnerAccountMutationsCreateMutation.graphql.ts";
import type { partnerAccountMutationsUpdateMutation } from "../../../__generated__/partnerAccountMutationsUpdateMutation.graphql.ts";

/** Creates a partner account (needs accounting access; the number is unique in the company). */
export function useCreatePartnerAccountMutation() {
  return useMutation<partnerAccountMutationsCreateMutation>(graphql`
    mutation partnerAccountMutationsCreateMutation($input: CreatePartnerAccountInput!) {
      createPartnerAccount(input: $input) {
        partnerAccount {
          id
          rowId
          number
          fullName
        }
      }
    }
  `);
}

/** Changes a partner account. */
export function useUpdatePartnerAccountMutation() {
  return useMutation<partnerAccountMutationsUpdateMutation>(graphql`
    mutation partnerAccountMutationsUpdateMutation($input: UpdatePartnerAccountInput!) {
      updatePartnerAccount(input: $input) {
        partnerAccount {
          id
          rowId
          number
          description
          type
          currency
          disabledAt
          fullName
          partnerCompanyRowId
          partnerCompany {
            rowId
            name
          }
          updatedAt
        }
      }
    }
  `);
}
