/**
 * @generated SignedSource<<4d4925c292dbd311e1bcd45980194fee>>
 * @relayHash fb3b2732d1b32fb78ea8af67976fa72b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3d145b10fb937a375e1cbb5f5afbf47034d49801b3ee5d9fad787d45c8b65e33

import { ConcreteRequest } from 'relay-runtime';
export type UpdateCostUnitInput = {
  clientMutationId?: string | null | undefined;
  patch: CostUnitPatch;
  rowId: string;
};
export type CostUnitPatch = {
  budget?: string | null | undefined;
  currency?: string | null | undefined;
  description?: string | null | undefined;
  number?: string | null | undefined;
};
export type costMutationsUpdateCostUnitMutation$variables = {
  input: UpdateCostUnitInput;
};
export type costMutationsUpdateCostUnitMutation$data = {
  readonly updateCostUnit: {
    readonly costUnit: {
      readonly assignedAmount: string;
      readonly budget: string | null | undefined;
      readonly currency: string;
      readonly description: string | null | undefined;
      readonly id: string;
      readonly number: string;
      readonly rowId: string;
      readonly updatedAt: string;
    } | null | undefined;
  } | null | undefined;
};
export type costMutationsUpdateCostUnitMutation = {
  response: costMutationsUpdateCostUnitMutation$data;
  variables: costMutationsUpdateCostUnitMutation$variables;
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
    "concreteType": "UpdateCostUnitPayload",
    "kind": "LinkedField",
    "name": "updateCostUnit",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CostUnit",
        "kind": "LinkedField",
        "name": "costUnit",
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
            "name": "budget",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "assignedAmount",
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
    "name": "costMutationsUpdateCostUnitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "costMutationsUpdateCostUnitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3d145b10fb937a375e1cbb5f5afbf47034d49801b3ee5d9fad787d45c8b65e33",
    "metadata": {},
    "name": "costMutationsUpdateCostUnitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0dc57ffe9457161e1cf9293ea892827d";

export default node;
