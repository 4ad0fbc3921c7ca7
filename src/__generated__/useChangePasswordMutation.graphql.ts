/**
 * @generated SignedSource<<b2ac3981be21584022de3ecdce8c3822>>
 * @relayHash 6a653c89a2423fb489c687506572e21a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c06921a132e3e0cec0f5fd9a4c116a7f82be7b640cb64c2aa9ac6719b7cfe925

import { ConcreteRequest } from 'relay-runtime';
export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};
export type useChangePasswordMutation$variables = {
  input: ChangePasswordInput;
};
export type useChangePasswordMutation$data = {
  readonly changePassword: {
    readonly signedOutCount: number;
    readonly user: {
      readonly id: string;
      readonly otherSessionsCount: number | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type useChangePasswordMutation = {
  response: useChangePasswordMutation$data;
  variables: useChangePasswordMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ChangePasswordPayload",
    "kind": "LinkedField",
    "name": "changePassword",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChangePasswordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangePasswordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c06921a132e3e0cec0f5fd9a4c116a7f82be7b640cb64c2aa9ac6719b7cfe925",
    "metadata": {},
    "name": "useChangePasswordMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "35e79df0028cfd576ee0654b73c0d2c8";

export default node;
