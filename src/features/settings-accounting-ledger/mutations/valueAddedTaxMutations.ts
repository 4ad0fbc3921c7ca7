import { graphql, useMutation } from "react-relay";
import type { valueAddedTaxMutationsCreateMutation } from "../../../__generated__/valueAddedTaxMutationsCreateMutation.graphql.ts";
import type { valueAddedTaxMutationsSetRatesMutation } from "../../../__generated__/valueAddedTaxMutationsSetRatesMutation.graphql.ts";
import type { valueAddedTaxMutationsUpdateMutation } from "../../../__generated__/valueAddedTaxMutationsUpdateMutation.graphql.ts";

export function useCreateValueAddedTaxMutation() {
  return useMutation<valueAddedTaxMutationsCreateMutation>(graphql`
    mutation valueAddedTaxMutationsCreateMutation($input: CreateValueAddedTaxInput!) {
      createValueAddedTax(input: $input) {
        valueAddedTax {
          id
          rowId
          name
        }
      }
    }
  `);
}

export function useUpdateValueAddedTaxMutation() {
  return useMutation<valueAddedTaxMutationsUpdateMutation>(graphql`
    mutation valueAddedTaxMutationsUpdateMutation($input: UpdateValueAddedTaxInput!) {
      updateValueAddedTax(input: $input) {
        valueAddedTax {
          id
          rowId
          name
        }
      }
    }
  `);
}

/** Replaces the code's dated rates in one transaction. */
export function useSetValueAddedTaxRatesMutation() {
  return useMutation<valueAddedTaxMutationsSetRatesMutation>(graphql`
    mutation valueAddedTaxMutationsSetRatesMutation($input: SetValueAddedTaxRatesInput!) {
      setValueAddedTaxRates(input: $input) {
        result {
          id
          rowId
          type
          name
          shortName
          code
          amountTypeMustBeNet
          intraEu
          percentages
          valueAddedTaxRates(orderBy: [VALID_FROM_ASC, PERCENTAGE_DESC]) {
            nodes {
              id
              percentage
              validFrom
              validUntil
            }
          }
        }
      }
    }
  `);
}
