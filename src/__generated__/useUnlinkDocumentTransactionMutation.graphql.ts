/**
 * @generated SignedSource<<d7f7dceaab0cf9285c660f5dee1c3ab9>>
 * @relayHash 96b306b89c5dc3c9ab90cfcd9b96bf6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f78e1acf84b76f603ddd42b135a2b05777a9310c50cde9cd8fb741e0c66fcbf9

import { ConcreteRequest } from 'relay-runtime';
export type useUnlinkDocumentTransactionMutation$variables = {
  documentRowId: string;
  moneyTransactionRowId: string;
};
export type useUnlinkDocumentTransactionMutation$data = {
  readonly unlinkMoneyTransactionDocument: {
    readonly result: {
      readonly id: string;
      readonly matchedCount: number;
    } | null | undefined;
  } | null | undefined;
};
export type useUnlinkDocumentTransactionMutation = {
  response: useUnlinkDocumentTransactionMutation$data;
  variables: useUnlinkDocumentTransactionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "documentRowId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "moneyTransactionRowId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "documentRowId",
            "variableName": "documentRowId"
          },
          {
            "kind": "Variable",
            "name": "moneyTransactionRowId",
            "variableName": "moneyTransactionRowId"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "UnlinkMoneyTransactionDocumentPayload",
    "kind": "LinkedField",
    "name": "unlinkMoneyTransactionDocument",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "MoneyTransaction",
        "kind": "LinkedField",
        "name": "result",
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
            "name": "matchedCount",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUnlinkDocumentTransactionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useUnlinkDocumentTransactionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f78e1acf84b76f603ddd42b135a2b05777a9310c50cde9cd8fb741e0c66fcbf9",
    "metadata": {},
    "name": "useUnlinkDocumentTransactionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d474f3e6e8babe5f2fac168b8abb99ea";

export default node;
