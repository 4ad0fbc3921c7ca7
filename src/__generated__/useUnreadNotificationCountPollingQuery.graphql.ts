/**
 * @generated SignedSource<<aa77862c76eb1b83ebfa091d455a5544>>
 * @relayHash 8fd844e7ee33f43c55272373698ace13
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 042214a0b8e8230b0aaf4b11c2d122a479f8ab51a7a57de9ecb804faa3e10771

import { ConcreteRequest } from 'relay-runtime';
export type useUnreadNotificationCountPollingQuery$variables = Record<PropertyKey, never>;
export type useUnreadNotificationCountPollingQuery$data = {
  readonly currentUser: {
    readonly unreadNotificationCount: number;
  } | null | undefined;
};
export type useUnreadNotificationCountPollingQuery = {
  response: useUnreadNotificationCountPollingQuery$data;
  variables: useUnreadNotificationCountPollingQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadNotificationCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUnreadNotificationCountPollingQuery",
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
    "name": "useUnreadNotificationCountPollingQuery",
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
    "id": "042214a0b8e8230b0aaf4b11c2d122a479f8ab51a7a57de9ecb804faa3e10771",
    "metadata": {},
    "name": "useUnreadNotificationCountPollingQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a391c2a3d7e9f4656faa03b6116ca9ba";

export default node;
