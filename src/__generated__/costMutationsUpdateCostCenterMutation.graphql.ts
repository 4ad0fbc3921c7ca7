/**
 * @generated SignedSource<<f66d266fddf9b379809974dcc0fb2a83>>
 * @relayHash 935c622a1a5dd271fb8760cad9323480
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2170ab37a621488eb62464e3cd8bc28678ccbeb1b55b474572e0dfaf5ba15eac

import { ConcreteRequest } from 'relay-runtime';
export type UpdateCostCenterInput = {
  clientMutationId?: string | null | undefined;
  patch: CostCenterPatch;
  rowId: string;
};
export type CostCenterPatch = {
  currency?: string | null | undefined;
  description?: string | null | undefined;
  number?: string | null | undefined;
};
export type costMutationsUpdateCostCenterMutation$variables = {
  input: UpdateCostCenterInput;
};
export type costMutationsUpdateCostCenterMutation$data = {
  readonly updateCostCenter: {
    readonly costCenter: {
      readonly currency: string;
      readonly description: string | null | undefined;
      readonly id: string;
      readonly number: string;
      readonly rowId: string;
      readonly updatedAt: string;
    } | null | undefined;
  } | null | undefined;
};
export type costMutationsUpdateCostCenterMutation = {
  response: costMutationsUpdateCostCenterMutation$data;
  variables: costMutationsUpdateCostCenterMutation$variables;
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
    "concreteType": "UpdateCostCenterPayload",
    "kind": "LinkedField",
    "name": "updateCostCenter",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CostCenter",
        "kind": "LinkedField",
        "name": "costCenter",
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
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currency",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
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
    "name": "costMutationsUpdateCostCenterMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "costMutationsUpdateCostCenterMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2170ab37a621488eb62464e3cd8bc28678ccbeb1b55b474572e0dfaf5ba15eac",
    "metadata": {},
    "name": "costMutationsUpdateCostCenterMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "78c82b0157a52ab6bbb417ef9612e2a0";

export default node;
