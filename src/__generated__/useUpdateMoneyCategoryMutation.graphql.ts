/**
 * @generated SignedSource<<c5cb3463eca9cbb4d93f1b5c43e46ae2>>
 * @relayHash 24f7fbd7e3143fa3101006a26b1c2770
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08d19489253b1b34fb7d3bce32180e65e8608436d3f102f43ec786109528390e

import { ConcreteRequest } from 'relay-runtime';
export type UpdateMoneyCategoryInput = {
  clientMutationId?: string | null | undefined;
  patch: MoneyCategoryPatch;
  rowId: string;
};
export type MoneyCategoryPatch = {
  generalLedgerAccountRowId?: string | null | undefined;
  keywords?: ReadonlyArray<string | null | undefined> | null | undefined;
  name?: string | null | undefined;
};
export type useUpdateMoneyCategoryMutation$variables = {
  input: UpdateMoneyCategoryInput;
};
export type useUpdateMoneyCategoryMutation$data = {
  readonly updateMoneyCategory: {
    readonly moneyCategory: {
      readonly generalLedgerAccountRowId: string | null | undefined;
      readonly id: string;
      readonly keywords: ReadonlyArray<string | null | undefined>;
      readonly name: string;
      readonly rowId: string;
      readonly updatedAt: string;
    } | null | undefined;
  } | null | undefined;
};
export type useUpdateMoneyCategoryMutation = {
  response: useUpdateMoneyCategoryMutation$data;
  variables: useUpdateMoneyCategoryMutation$variables;
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
    "concreteType": "UpdateMoneyCategoryPayload",
    "kind": "LinkedField",
    "name": "updateMoneyCategory",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "keywords",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "generalLedgerAccountRowId",
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
    "name": "useUpdateMoneyCategoryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateMoneyCategoryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "08d19489253b1b34fb7d3bce32180e65e8608436d3f102f43ec786109528390e",
    "metadata": {},
    "name": "useUpdateMoneyCategoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1a4363b9958a5fe2173ddf819b00ee1d";

export default node;
