/**
 * @generated SignedSource<<f1ab20e4acc4f4a8d27bed759cc7b085>>
 * @relayHash 35c35b08c8b2e4333e39ccc6bf36d094
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4172f3fbca1de0412fba289ecc802eac4f3564c3336a4ad01ca8b8642f8eccff

import { ConcreteRequest } from 'relay-runtime';
export type useSignOutOtherSessionsMutation$variables = Record<PropertyKey, never>;
export type useSignOutOtherSessionsMutation$data = {
  readonly signOutOtherSessions: {
    readonly signedOutCount: number;
    readonly user: {
      readonly id: string;
      readonly otherSessionsCount: number | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useSignOutOtherSessionsMutation = {
  response: useSignOutOtherSessionsMutation$data;
  variables: useSignOutOtherSessionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SignOutOtherSessionsPayload",
    "kind": "LinkedField",
    "name": "signOutOtherSessions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "signedOutCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "otherSessionsCount",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSignOutOtherSessionsMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSignOutOtherSessionsMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "4172f3fbca1de0412fba289ecc802eac4f3564c3336a4ad01ca8b8642f8eccff",
    "metadata": {},
    "name": "useSignOutOtherSessionsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "27f6c8c33fcb577b3d2abfaff527e4d2";

export default node;
