/**
 * @generated SignedSource<<2359ca9e9e40fbed7ba214bd6aeb3016>>
 * @relayHash 512c641d6adcc56f54f17815e1e54c00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca760c7ed48d995e998efce8b1a5292e174b09ab45a26640016e61601fafbf97

import { ConcreteRequest } from 'relay-runtime';
export type DeclineMembershipRequestInput = {
  clientMutationId?: string | null | undefined;
  membershipRequestRowId: string;
};
export type useDeclineMembershipRequestMutation$variables = {
  input: DeclineMembershipRequestInput;
};
export type useDeclineMembershipRequestMutation$data = {
  readonly declineMembershipRequest: {
    readonly query: {
      readonly currentUser: {
        readonly unreadNotificationCount: number;
      } | null | undefined;
    } | null | undefined;
    readonly result: {
      readonly decidedAt: string | null | undefined;
      readonly id: string;
      readonly state: string;
    } | null | undefined;
  } | null | undefined;
};
export type useDeclineMembershipRequestMutation = {
  response: useDeclineMembershipRequestMutation$data;
  variables: useDeclineMembershipRequestMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "MembershipRequest",
  "kind": "LinkedField",
  "name": "result",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "decidedAt",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadNotificationCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeclineMembershipRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeclineMembershipRequestPayload",
        "kind": "LinkedField",
        "name": "declineMembershipRequest",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                  (v4/*:: as any*/)
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
    "name": "useDeclineMembershipRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeclineMembershipRequestPayload",
        "kind": "LinkedField",
        "name": "declineMembershipRequest",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ca760c7ed48d995e998efce8b1a5292e174b09ab45a26640016e61601fafbf97",
    "metadata": {},
    "name": "useDeclineMembershipRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2bfc7718b8c2f287cec8d7510fcc1d23";

export default node;
