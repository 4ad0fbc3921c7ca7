/**
 * @generated SignedSource<<bc8aa3b1bb900f7c1e8fe9878bfd06d1>>
 * @relayHash 82491a24760d9eeb4016e745bd7e5937
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8376fa8fe6716e546a367caed0a30bff7bb8a63ad7c8148495ab9f6ee4cb893d

import { ConcreteRequest } from 'relay-runtime';
export type CreateCostUnitInput = {
  clientMutationId?: string | null | undefined;
  costUnit: CostUnitInput;
};
export type CostUnitInput = {
  budget?: string | null | undefined;
  clientCompanyRowId: string;
  currency?: string | null | undefined;
  description?: string | null | undefined;
  number: string;
};
export type costMutationsCreateCostUnitMutation$variables = {
  input: CreateCostUnitInput;
};
export type costMutationsCreateCostUnitMutation$data = {
  readonly createCostUnit: {
    readonly costUnit: {
      readonly id: string;
      readonly number: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type costMutationsCreateCostUnitMutation = {
  response: costMutationsCreateCostUnitMutation$data;
  variables: costMutationsCreateCostUnitMutation$variables;
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
    "concreteType": "CreateCostUnitPayload",
    "kind": "LinkedField",
    "name": "createCostUnit",
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
    "name": "costMutationsCreateCostUnitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "costMutationsCreateCostUnitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8376fa8fe6716e546a367caed0a30bff7bb8a63ad7c8148495ab9f6ee4cb893d",
    "metadata": {},
    "name": "costMutationsCreateCostUnitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f44117a43233c9dac49915f2735bd9e0";

export default node;
