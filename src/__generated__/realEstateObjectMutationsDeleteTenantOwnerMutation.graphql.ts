/**
 * @generated SignedSource<<a0940bbf5aab3060432b445e701bda28>>
 * @relayHash 44c680b44d7617cdf1665522c57d12bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb90ed60c1dcfa86a79d3fcc7a8875a8acf013056136fcacb5791535737ebd93

import { ConcreteRequest } from 'relay-runtime';
export type DeleteRealEstateObjectTenantOwnerInput = {
  clientMutationId?: string | null | undefined;
  rowId: string;
};
export type realEstateObjectMutationsDeleteTenantOwnerMutation$variables = {
  input: DeleteRealEstateObjectTenantOwnerInput;
};
export type realEstateObjectMutationsDeleteTenantOwnerMutation$data = {
  readonly deleteRealEstateObjectTenantOwner: {
    readonly realEstateObjectTenantOwner: {
      readonly id: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type realEstateObjectMutationsDeleteTenantOwnerMutation = {
  response: realEstateObjectMutationsDeleteTenantOwnerMutation$data;
  variables: realEstateObjectMutationsDeleteTenantOwnerMutation$variables;
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
    "concreteType": "DeleteRealEstateObjectTenantOwnerPayload",
    "kind": "LinkedField",
    "name": "deleteRealEstateObjectTenantOwner",
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
    "name": "realEstateObjectMutationsDeleteTenantOwnerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "realEstateObjectMutationsDeleteTenantOwnerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fb90ed60c1dcfa86a79d3fcc7a8875a8acf013056136fcacb5791535737ebd93",
    "metadata": {},
    "name": "realEstateObjectMutationsDeleteTenantOwnerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cdf63becc7a4888e10a4126b7cc4d51e";

export default node;
