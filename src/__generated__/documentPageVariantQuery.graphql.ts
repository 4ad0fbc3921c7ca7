/**
 * @generated SignedSource<<a022a19a885db6deafb9b4a734a4cf75>>
 * @relayHash 8a141962cc445c0f25fd28e8bd8c86bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7565cb912fb80a0a09c3399b33039cfa5d5fae91749af3684380d64624d97b61

import { ConcreteRequest } from 'relay-runtime';
export type documentPageVariantQuery$variables = Record<PropertyKey, never>;
export type documentPageVariantQuery$data = {
  readonly currentUser: {
    readonly isExternal: boolean | null | undefined;
  } | null | undefined;
};
export type documentPageVariantQuery = {
  response: documentPageVariantQuery$data;
  variables: documentPageVariantQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
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
    "name": "documentPageVariantQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "documentPageVariantQuery",
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
    "id": "7565cb912fb80a0a09c3399b33039cfa5d5fae91749af3684380d64624d97b61",
    "metadata": {},
    "name": "documentPageVariantQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d808b68eabc4f7a0d985769d91400a16";

export default node;
