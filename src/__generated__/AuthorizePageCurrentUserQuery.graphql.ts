/**
 * @generated SignedSource<<a9cfd761297554c40a7e76e5129861e4>>
 * @relayHash 86c2d409dcb78986b5b5f4290e9d4fa8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 243eb3c72e94b926ecdbcac2c4cbf19513582b518ed81d2c7e3e58d06d9bb765

import { ConcreteRequest } from 'relay-runtime';
export type AuthorizePageCurrentUserQuery$variables = Record<PropertyKey, never>;
export type AuthorizePageCurrentUserQuery$data = {
  readonly currentUser: {
    readonly fullName: string | null | undefined;
    readonly isExternal: boolean | null | undefined;
  } | null | undefined;
};
export type AuthorizePageCurrentUserQuery = {
  response: AuthorizePageCurrentUserQuery$data;
  variables: AuthorizePageCurrentUserQuery$variables;
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
    "name": "AuthorizePageCurrentUserQuery",
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
    "name": "AuthorizePageCurrentUserQuery",
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
    "id": "243eb3c72e94b926ecdbcac2c4cbf19513582b518ed81d2c7e3e58d06d9bb765",
    "metadata": {},
    "name": "AuthorizePageCurrentUserQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6a76ba955a8b910810b7e919a5718141";

export default node;
