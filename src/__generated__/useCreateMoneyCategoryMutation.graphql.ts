/**
 * @generated SignedSource<<3440f69b30f0de5372c14ed15b0bc12d>>
 * @relayHash fc8734b072acea6bc572e86564b5e944
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e90613818436c195e681815af8daaab911537b87378d730726adc067b15ab704

import { ConcreteRequest } from 'relay-runtime';
export type CreateMoneyCategoryInput = {
  clientMutationId?: string | null | undefined;
  moneyCategory: MoneyCategoryInput;
};
export type MoneyCategoryInput = {
  clientCompanyRowId: string;
  generalLedgerAccountRowId?: string | null | undefined;
  keywords?: ReadonlyArray<string | null | undefined> | null | undefined;
  name: string;
};
export type useCreateMoneyCategoryMutation$variables = {
  input: CreateMoneyCategoryInput;
};
export type useCreateMoneyCategoryMutation$data = {
  readonly createMoneyCategory: {
    readonly moneyCategory: {
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type useCreateMoneyCategoryMutation = {
  response: useCreateMoneyCategoryMutation$data;
  variables: useCreateMoneyCategoryMutation$variables;
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
    "concreteType": "CreateMoneyCategoryPayload",
    "kind": "LinkedField",
    "name": "createMoneyCategory",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MoneyCategory",
        "kind": "LinkedField",
        "name": "moneyCategory",
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
            "name": "name",
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
    "name": "useCreateMoneyCategoryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateMoneyCategoryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e90613818436c195e681815af8daaab911537b87378d730726adc067b15ab704",
    "metadata": {},
    "name": "useCreateMoneyCategoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "13cf90ca6fd4ec73d8cee17ce475f5a5";

export default node;
