/**
 * @generated SignedSource<<89a6f106c4c6dfe0a17b73c5cfda393a>>
 * @relayHash c645e4a51511cc30d6de0dbe3a7c17d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2edd5b01a0c29eb4eaf008d4d0a31152cc5148d7ff0ef3a1b105212f21b7db4e

import { ConcreteRequest } from 'relay-runtime';
export type RequestMoneyTransactionMatchingInput = {
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
};
export type useRequestMoneyTransactionMatchingMutation$variables = {
  input: RequestMoneyTransactionMatchingInput;
};
export type useRequestMoneyTransactionMatchingMutation$data = {
  readonly requestMoneyTransactionMatching: {
    readonly result: boolean | null | undefined;
  } | null | undefined;
};
export type useRequestMoneyTransactionMatchingMutation = {
  response: useRequestMoneyTransactionMatchingMutation$data;
  variables: useRequestMoneyTransactionMatchingMutation$variables;
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
    "concreteType": "RequestMoneyTransactionMatchingPayload",
    "kind": "LinkedField",
    "name": "requestMoneyTransactionMatching",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "result",
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
    "name": "useRequestMoneyTransactionMatchingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestMoneyTransactionMatchingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2edd5b01a0c29eb4eaf008d4d0a31152cc5148d7ff0ef3a1b105212f21b7db4e",
    "metadata": {},
    "name": "useRequestMoneyTransactionMatchingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b30ae16d8775123a52fde33a4ffd6382";

export default node;
