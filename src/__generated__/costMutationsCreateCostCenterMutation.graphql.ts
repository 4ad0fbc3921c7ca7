/**
 * @generated SignedSource<<23f6159496af57c47bd6b7f5c9a9096b>>
 * @relayHash 2e6a27f50dab8d2c92267d035c94e4cc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID aec090902d8ca7edeb31c319e02aa5bd8888cf3ac7b44bfca658ae7e63b52258

import { ConcreteRequest } from 'relay-runtime';
export type CreateCostCenterInput = {
  clientMutationId?: string | null | undefined;
  costCenter: CostCenterInput;
};
export type CostCenterInput = {
  clientCompanyRowId: string;
  currency?: string | null | undefined;
  description?: string | null | undefined;
  number: string;
};
export type costMutationsCreateCostCenterMutation$variables = {
  input: CreateCostCenterInput;
};
export type costMutationsCreateCostCenterMutation$data = {
  readonly createCostCenter: {
    readonly costCenter: {
      readonly id: string;
      readonly number: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type costMutationsCreateCostCenterMutation = {
  response: costMutationsCreateCostCenterMutation$data;
  variables: costMutationsCreateCostCenterMutation$variables;
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
    "concreteType": "CreateCostCenterPayload",
    "kind": "LinkedField",
    "name": "createCostCenter",
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
    "name": "costMutationsCreateCostCenterMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "costMutationsCreateCostCenterMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "aec090902d8ca7edeb31c319e02aa5bd8888cf3ac7b44bfca658ae7e63b52258",
    "metadata": {},
    "name": "costMutationsCreateCostCenterMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6c1ad05d1520aecde8fe08c71e6e8863";

export default node;
