/**
 * @generated SignedSource<<ef87fc15edb48c9a4a9a79d30801d814>>
 * @relayHash b74075285fd8c8eee06ead4fc1742dc3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8802a90286c5346a1d7fcbc7210a7c6dd9e35411cb13a0c4f7b64673d0fc8479

import { ConcreteRequest } from 'relay-runtime';
export type signInCurrentUserQuery$variables = Record<PropertyKey, never>;
export type signInCurrentUserQuery$data = {
  readonly currentUser: {
    readonly fullName: string | null | undefined;
    readonly isExternal: boolean | null | undefined;
  } | null | undefined;
};
export type signInCurrentUserQuery = {
  response: signInCurrentUserQuery$data;
  variables: signInCurrentUserQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isExternal",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "signInCurrentUserQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "signInCurrentUserQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8802a90286c5346a1d7fcbc7210a7c6dd9e35411cb13a0c4f7b64673d0fc8479",
    "metadata": {},
    "name": "signInCurrentUserQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "58d1d4099f536faa009852e440186d91";

export default node;
