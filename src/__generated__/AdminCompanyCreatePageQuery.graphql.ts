/**
 * @generated SignedSource<<0246df0591f3b2d73737ef59a655453a>>
 * @relayHash 961e42b199f8f9b1107da0e46657739a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 84c0a8d2f54971f36c6822f2e4640167d36cb3b601c21a8edddf725f4ed9552d

import { ConcreteRequest } from 'relay-runtime';
export type AdminCompanyCreatePageQuery$variables = Record<PropertyKey, never>;
export type AdminCompanyCreatePageQuery$data = {
  readonly currentUser: {
    readonly isSuperAdmin: boolean | null | undefined;
  } | null | undefined;
};
export type AdminCompanyCreatePageQuery = {
  response: AdminCompanyCreatePageQuery$data;
  variables: AdminCompanyCreatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuperAdmin",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminCompanyCreatePageQuery",
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
    "name": "AdminCompanyCreatePageQuery",
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
    "id": "84c0a8d2f54971f36c6822f2e4640167d36cb3b601c21a8edddf725f4ed9552d",
    "metadata": {},
    "name": "AdminCompanyCreatePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "08df87e70170672b46b6898a21014831";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
