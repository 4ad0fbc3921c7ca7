/**
 * @generated SignedSource<<2d3d5bffa0ef5668aab918b0e1d16692>>
 * @relayHash e39c6fa29271c34f821c8cf7fa84f5c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fa149fc78d71c06b152c52e44a7ebab758e1b8764b9055f7faff8f68120c666

import { ConcreteRequest } from 'relay-runtime';
export type signInLoginMutation$variables = {
  token: string;
};
export type signInLoginMutation$data = {
  readonly login: {
    readonly userRowId: string | null | undefined;
  } | null | undefined;
};
export type signInLoginMutation = {
  response: signInLoginMutation$data;
  variables: signInLoginMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "token",
            "variableName": "token"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "LoginPayload",
    "kind": "LinkedField",
    "name": "login",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userRowId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "signInLoginMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "signInLoginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3fa149fc78d71c06b152c52e44a7ebab758e1b8764b9055f7faff8f68120c666",
    "metadata": {},
    "name": "signInLoginMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9407839fd7367e03e8fd63d12c0cd465";

export default node;
