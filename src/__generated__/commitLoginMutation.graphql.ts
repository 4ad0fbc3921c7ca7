/**
 * @generated SignedSource<<7b8e236f2625bb4a368ecfdd07436672>>
 * @relayHash ab96e0839747747e11bbb1808e2032c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e0f8ed7d27ae1bf474f869d88c69f009190423eb1d35570d8e4c30b90edb7c0

import { ConcreteRequest } from 'relay-runtime';
export type commitLoginMutation$variables = {
  token: string;
};
export type commitLoginMutation$data = {
  readonly login: {
    readonly userRowId: string | null | undefined;
  } | null | undefined;
};
export type commitLoginMutation = {
  response: commitLoginMutation$data;
  variables: commitLoginMutation$variables;
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
    "name": "commitLoginMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "commitLoginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9e0f8ed7d27ae1bf474f869d88c69f009190423eb1d35570d8e4c30b90edb7c0",
    "metadata": {},
    "name": "commitLoginMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "45fa247b36736074e0906942fadf25a0";

export default node;
