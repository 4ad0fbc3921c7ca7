/**
 * @generated SignedSource<<131a7efe94e5b91d137117e0af4fad81>>
 * @relayHash f73a3b785ba98ba332a8db94c48f6751
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42bd335022334aa1ef3242f51040edd6f1061505b6a44821771b63ba3545a7e5

import { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationsReadInput = {
  clientMutationId?: string | null | undefined;
  notificationRowIds?: ReadonlyArray<string | null | undefined> | null | undefined;
};
export type useMarkNotificationsReadMutation$variables = {
  input: MarkNotificationsReadInput;
};
export type useMarkNotificationsReadMutation$data = {
  readonly markNotificationsRead: {
    readonly query: {
      readonly currentUser: {
        readonly unreadNotificationCount: number;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useMarkNotificationsReadMutation = {
  response: useMarkNotificationsReadMutation$data;
  variables: useMarkNotificationsReadMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadNotificationCount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkNotificationsReadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MarkNotificationsReadPayload",
        "kind": "LinkedField",
        "name": "markNotificationsRead",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Query",
            "kind": "LinkedField",
            "name": "query",
            "plural": false,
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkNotificationsReadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MarkNotificationsReadPayload",
        "kind": "LinkedField",
        "name": "markNotificationsRead",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Query",
            "kind": "LinkedField",
            "name": "query",
            "plural": false,
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
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "42bd335022334aa1ef3242f51040edd6f1061505b6a44821771b63ba3545a7e5",
    "metadata": {},
    "name": "useMarkNotificationsReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cc9066da8958beb4760069038f4bf77f";

export default node;
