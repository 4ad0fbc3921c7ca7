/**
 * @generated SignedSource<<72d8fecf4057363299dbec3ad9feaa3a>>
 * @relayHash 5e5bcba26548c6b1e8a8dd4f8cbf0062
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 51afb008e257fcba5826823f8eee58a06df856659f25b8703fed58b5d3c2bc2a

import { ConcreteRequest } from 'relay-runtime';
export type useMarkAllNotificationsReadQuery$variables = {
  limit: number;
};
export type useMarkAllNotificationsReadQuery$data = {
  readonly currentUser: {
    readonly notifications: {
      readonly nodes: ReadonlyArray<{
        readonly id: string;
        readonly readAt: string | null | undefined;
        readonly rowId: string;
      }>;
    };
  } | null | undefined;
};
export type useMarkAllNotificationsReadQuery = {
  response: useMarkAllNotificationsReadQuery$data;
  variables: useMarkAllNotificationsReadQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "limit"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "first",
      "variableName": "limit"
    },
    {
      "kind": "Literal",
      "name": "orderBy",
      "value": [
        "CREATED_AT_DESC"
      ]
    }
  ],
  "concreteType": "NotificationConnection",
  "kind": "LinkedField",
  "name": "notifications",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Notification",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        (v1/*:: as any*/),
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
          "name": "readAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkAllNotificationsReadQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkAllNotificationsReadQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "51afb008e257fcba5826823f8eee58a06df856659f25b8703fed58b5d3c2bc2a",
    "metadata": {},
    "name": "useMarkAllNotificationsReadQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1897f7c108bc3904f55deca25f552322";

export default node;
