/**
 * @generated SignedSource<<d88f95702f1aabccd0af86ad78dd2005>>
 * @relayHash 381bc7a5445943b322bdef260ff59ed5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c14f52f2a9f9659c6aa9729f42803dbc0d718476e2800a5a91c205ed530c8ed6

import { ConcreteRequest } from 'relay-runtime';
export type ReviewGroupCreatedListenerSubscription$variables = {
  clientCompanyRowId: string;
};
export type ReviewGroupCreatedListenerSubscription$data = {
  readonly reviewGroupCreated: {
    readonly reviewGroup: {
      readonly createdAt: string;
      readonly createdBy: {
        readonly fullName: string | null | undefined;
      } | null | undefined;
      readonly documentCount: number | null | undefined;
      readonly id: string;
      readonly lockedForCurrentUser: boolean | null | undefined;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type ReviewGroupCreatedListenerSubscription = {
  response: ReviewGroupCreatedListenerSubscription$data;
  variables: ReviewGroupCreatedListenerSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "clientCompanyRowId",
    "variableName": "clientCompanyRowId"
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
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lockedForCurrentUser",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ReviewGroupCreatedListenerSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReviewGroupCreatedPayload",
        "kind": "LinkedField",
        "name": "reviewGroupCreated",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ReviewGroup",
            "kind": "LinkedField",
            "name": "reviewGroup",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/)
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ReviewGroupCreatedListenerSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ReviewGroupCreatedPayload",
        "kind": "LinkedField",
        "name": "reviewGroupCreated",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ReviewGroup",
            "kind": "LinkedField",
            "name": "reviewGroup",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
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
    ]
  },
  "params": {
    "id": "c14f52f2a9f9659c6aa9729f42803dbc0d718476e2800a5a91c205ed530c8ed6",
    "metadata": {},
    "name": "ReviewGroupCreatedListenerSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "caf5d9d3c2d26d403db2ae151f553efd";

export default node;
