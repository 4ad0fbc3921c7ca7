/**
 * @generated SignedSource<<c55dac0afeba6c4f639c31583b2a0dea>>
 * @relayHash 21633857c0634d022d04bfb185ba6c19
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98c3e13f4b69f8877fbb4530d6df83d9a2f510b6cb58842f411e53a66d114baf

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AcceptMembershipRequestInput = {
  clientMutationId?: string | null | undefined;
  membershipRequestRowId: string;
};
export type useAcceptMembershipRequestMutation$variables = {
  input: AcceptMembershipRequestInput;
};
export type useAcceptMembershipRequestMutation$data = {
  readonly acceptMembershipRequest: {
    readonly query: {
      readonly currentUser: {
        readonly unreadNotificationCount: number;
        readonly " $fragmentSpreads": FragmentRefs<"CompanyPicker_currentUser">;
      } | null | undefined;
    } | null | undefined;
    readonly result: {
      readonly decidedAt: string | null | undefined;
      readonly id: string;
      readonly state: string;
    } | null | undefined;
  } | null | undefined;
};
export type useAcceptMembershipRequestMutation = {
  response: useAcceptMembershipRequestMutation$data;
  variables: useAcceptMembershipRequestMutation$variables;
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
    "name": "useAcceptMembershipRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AcceptMembershipRequestPayload",
        "kind": "LinkedField",
        "name": "acceptMembershipRequest",
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
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "CompanyPicker_currentUser"
                  }
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
    "name": "useAcceptMembershipRequestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AcceptMembershipRequestPayload",
        "kind": "LinkedField",
        "name": "acceptMembershipRequest",
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
                    "name": "isSuperAdmin",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ClientCompanyUserConnection",
                    "kind": "LinkedField",
                    "name": "clientCompanyUsers",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "totalCount",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
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
    "id": "98c3e13f4b69f8877fbb4530d6df83d9a2f510b6cb58842f411e53a66d114baf",
    "metadata": {},
    "name": "useAcceptMembershipRequestMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fa868a8bb2b84edbc4634a9b92768e82";

export default node;
