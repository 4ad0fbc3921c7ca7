/**
 * @generated SignedSource<<f9df1056f51e6ede11b339febaed5992>>
 * @relayHash ce056480e17f520eea70ad181085e911
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 784e620f729403a6ed1bb7786d3b27b7eecec5fe78075c9d798c4f1e5f5c8219

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
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/)
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
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "createdBy",
                "plural": false,
                "selections": [
                  (v6/*:: as any*/),
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
    "id": "784e620f729403a6ed1bb7786d3b27b7eecec5fe78075c9d798c4f1e5f5c8219",
    "metadata": {},
    "name": "DocumentsMenuReviewGroupCreatedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "38c3506e6eba1612a27d83153d7984bd";

export default node;
