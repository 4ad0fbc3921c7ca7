/**
 * @generated SignedSource<<2d5cfb0ad577ad5cb73a1afb03b9d58a>>
 * @relayHash 5ad50a74d4f09a21b045d11ebc2d879a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31b60280027b3e9b3753fcac692978e9db429a2b5c3e68406236322ddea41023

import { ConcreteRequest } from 'relay-runtime';
export type NotificationBellQuery$variables = Record<PropertyKey, never>;
export type NotificationBellQuery$data = {
  readonly currentUser: {
    readonly unreadNotificationCount: number;
  } | null | undefined;
};
export type NotificationBellQuery = {
  response: NotificationBellQuery$data;
  variables: NotificationBellQuery$variables;
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
    "name": "NotificationBellQuery",
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
    "name": "NotificationBellQuery",
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
    "id": "31b60280027b3e9b3753fcac692978e9db429a2b5c3e68406236322ddea41023",
    "metadata": {},
    "name": "NotificationBellQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "89b8c5cee7b530489d540d59276a7dfe";

export default node;
