/**
 * @generated SignedSource<<23fc9feea9f440d389688a52940fb9b0>>
 * @relayHash 4c517d492c934fd56d1c2b38ee38891f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 01d2caddb872c9f34b2535518a0e69ab45f62681721598e2a1edcd517d228b5d

import { ConcreteRequest } from 'relay-runtime';
export type UpdateRealEstateObjectTenantOwnerInput = {
  clientMutationId?: string | null | undefined;
  patch: RealEstateObjectTenantOwnerPatch;
  rowId: string;
};
export type RealEstateObjectTenantOwnerPatch = {
  owner?: string | null | undefined;
  tenantOwnerNo?: string | null | undefined;
  unitNo?: string | null | undefined;
};
export type realEstateObjectMutationsUpdateTenantOwnerMutation$variables = {
  input: UpdateRealEstateObjectTenantOwnerInput;
};
export type realEstateObjectMutationsUpdateTenantOwnerMutation$data = {
  readonly updateRealEstateObjectTenantOwner: {
    readonly realEstateObjectTenantOwner: {
      readonly id: string;
      readonly owner: string;
      readonly rowId: string;
      readonly tenantOwnerNo: string;
      readonly unitNo: string | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type realEstateObjectMutationsUpdateTenantOwnerMutation = {
  response: realEstateObjectMutationsUpdateTenantOwnerMutation$data;
  variables: realEstateObjectMutationsUpdateTenantOwnerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "UpdateRealEstateObjectTenantOwnerPayload",
    "kind": "LinkedField",
    "name": "updateRealEstateObjectTenantOwner",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RealEstateObjectTenantOwner",
        "kind": "LinkedField",
        "name": "realEstateObjectTenantOwner",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rowId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tenantOwnerNo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unitNo",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "owner",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "realEstateObjectMutationsUpdateTenantOwnerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "realEstateObjectMutationsUpdateTenantOwnerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "01d2caddb872c9f34b2535518a0e69ab45f62681721598e2a1edcd517d228b5d",
    "metadata": {},
    "name": "realEstateObjectMutationsUpdateTenantOwnerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fb6b8db75df82a2d86661e56d38f5f30";

export default node;
