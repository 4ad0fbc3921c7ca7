/**
 * @generated SignedSource<<7af77f1414a57da26e8c683bd4106559>>
 * @relayHash b21c9628cc262da74f7328426863230d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e7fd00b2f5b25d345c3a8066a40f38790c972d8292a5f625e9a3b6709fd41c53

import { ConcreteRequest } from 'relay-runtime';
export type commitLogoutMutation$variables = Record<PropertyKey, never>;
export type commitLogoutMutation$data = {
  readonly logout: {
    readonly success: boolean;
  } | null | undefined;
};
export type commitLogoutMutation = {
  response: commitLogoutMutation$data;
  variables: commitLogoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LogoutPayload",
    "kind": "LinkedField",
    "name": "logout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
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
    "name": "commitLogoutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "commitLogoutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "e7fd00b2f5b25d345c3a8066a40f38790c972d8292a5f625e9a3b6709fd41c53",
    "metadata": {},
    "name": "commitLogoutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f85f707c84ab13c8b1953009358eb872";

export default node;
