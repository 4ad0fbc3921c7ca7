import { graphql, useMutation } from "react-relay";
import type { realEstateObjectMutationsCreateMutation } from "../../../__generated__/realEstateObjectMutationsCreateMutation.graphql.ts";
import type { realEstateObjectMutationsUpdateMutation } from "../../../__generated__/realEstateObjectMutationsUpdateMutation.graphql.ts";
import type { realEstateObjectMutationsSetDisabledMutation } from "../../../__generated__/realEstateObjectMutationsSetDisabledMutation.graphql.ts";
import type { realEstateObjectMutationsSetTagsMutation } from "../../../__generated__/realEstateObjectMutationsSetTagsMutation.graphql.ts";
import type { realEstateObjectMutationsCreateTenantOwnerMutation } from "../../../__generated__/realEstateObjectMutationsCreateTenantOwnerMutation.graphql.ts";
import type { realEstateObjectMutationsUpdateTenantOwnerMutation } from "../../../__generated__/realEstateObjectMutationsUpdateTenantOwnerMutation.graphql.ts";
import type { realEstateObjectMutationsDeleteTenantOwnerMutation } from "../../../__generated__/realEstateObjectMutationsDeleteTenantOwnerMutation.graphql.ts";

/** Creates a real-estate object (company-manage access, REAL_ESTATE feature; number unique). */
export function useCreateRealEstateObjectMutation() {
  return useMutation<realEstateObjectMutationsCreateMutation>(graphql`
    mutation realEstateObjectMutationsCreateMutation($input: CreateRealEstateObjectInput!) {
      createRealEstateObject(input: $input) {
        realEstateObject {
          id
          rowId
          title
        }
      }
    }
  `);
}

/** Changes a real-estate object's fields. */
export function useUpdateRealEstateObjectMutation() {
  return useMutation<realEstateObjectMutationsUpdateMutation>(graphql`
    mutation realEstateObjectMutationsUpdateMutation($input: UpdateRealEstateObjectInput!) {
      updateRealEstateObject(input: $input) {
        realEstateObject {
          id
          ...RealEstateObjectDetailPage_fields
        }
      }
    }
  `);
}

/** Disables the object (no longer offered for new documents) or enables it again. */
export function useSetRealEstateObjectDisabledMutation() {
  return useMutation<realEstateObjectMutationsSetDisabledMutation>(graphql`
    mutation realEstateObjectMutationsSetDisabledMutation($realEstateObjectRowId: UUID!, $disabled: Boolean!) {
      setRealEstateObjectDisabled(input: { realEstateObjectRowId: $realEstateObjectRowId, disabled: $disabled }) {
        result {
          id
          disabledAt
          updatedAt
        }
      }
    }
  `);
}

/** Sets the object's tags to exactly these. */
export function useSetRealEstateObjectTagsMutation() {
  return useMutation<realEstateObjectMutationsSetTagsMutation>(graphql`
    mutation realEstateObjectMutationsSetTagsMutation($realEstateObjectRowId: UUID!, $tagRowIds: [UUID]!) {
      setRealEstateObjectTags(input: { realEstateObjectRowId: $realEstateObjectRowId, tagRowIds: $tagRowIds }) {
        result {
          id
          tags {
            nodes {
              id
              rowId
              tag
            }
          }
        }
      }
    }
  `);
}

/** Adds a tenant or owner to the object (number and unit unique within it). */
export function useCreateTenantOwnerMutation() {
  return useMutation<realEstateObjectMutationsCreateTenantOwnerMutation>(graphql`
    mutation realEstateObjectMutationsCreateTenantOwnerMutation($input: CreateRealEstateObjectTenantOwnerInput!) {
      createRealEstateObjectTenantOwner(input: $input) {
        realEstateObjectTenantOwner {
          id
          rowId
        }
      }
    }
  `);
}

/** Changes a tenant's or owner's number, unit or name. */
export function useUpdateTenantOwnerMutation() {
  return useMutation<realEstateObjectMutationsUpdateTenantOwnerMutation>(graphql`
    mutation realEstateObjectMutationsUpdateTenantOwnerMutation($input: UpdateRealEstateObjectTenantOwnerInput!) {
      updateRealEstateObjectTenantOwner(input: $input) {
        realEstateObjectTenantOwner {
          id
          rowId
          tenantOwnerNo
          unitNo
          owner
        }
      }
    }
  `);
}

/** Removes a tenant or owner from the object. */
export function useDeleteTenantOwnerMutation() {
  return useMutation<realEstateObjectMutationsDeleteTenantOwnerMutation>(graphql`
    mutation realEstateObjectMutationsDeleteTenantOwnerMutation($input: DeleteRealEstateObjectTenantOwnerInput!) {
      deleteRealEstateObjectTenantOwner(input: $input) {
        realEstateObjectTenantOwner {
          id
          rowId
        }
      }
    }
  `);
}
