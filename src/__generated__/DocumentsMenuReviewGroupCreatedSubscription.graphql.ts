/**
 * @generated SignedSource<<22e52e81a9a0a46753f7b323a84b5267>>
 * @relayHash 80202418eaede2521ea1947fd2cebba4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1423c794d7673304cb6872ca7ef02d5f4a983432baf7815c9e7f54d16c111c27

import { ConcreteRequest } from 'relay-runtime';
export type DocumentsMenuReviewGroupCreatedSubscription$variables = {
  clientCompanyRowId: string;
};
export type DocumentsMenuReviewGroupCreatedSubscription$data = {
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
export type DocumentsMenuReviewGroupCreatedSubscription = {
  response: DocumentsMenuReviewGroupCreatedSubscription$data;
  variables: DocumentsMenuReviewGroupCreatedSubscription$variables;
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
    "name": "DocumentsMenuReviewGroupCreatedSubscription",
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
    "name": "DocumentsMenuReviewGroupCreatedSubscription",
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
    "id": "1423c794d7673304cb6872ca7ef02d5f4a983432baf7815c9e7f54d16c111c27",
    "metadata": {},
    "name": "DocumentsMenuReviewGroupCreatedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "d59728c49fe8c23bb4b3d11fccf4ed75";

export default node;
