/**
 * @generated SignedSource<<7369fdd9d514f09d077eea40cc0c950a>>
 * @relayHash 330d4b532ae5ee32744eabd8bdaaaaf3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd1b411cace89338ad6d9891a536db7a98f423141d5ff7188ff2e99c9a2dde7c

import { ConcreteRequest } from 'relay-runtime';
export type ImpersonateUserInput = {
  userRowId: string;
};
export type useImpersonateUserMutation$variables = {
  input: ImpersonateUserInput;
};
export type useImpersonateUserMutation$data = {
  readonly impersonateUser: {
    readonly userRowId: string | null | undefined;
  } | null | undefined;
};
export type useImpersonateUserMutation = {
  response: useImpersonateUserMutation$data;
  variables: useImpersonateUserMutation$variables;
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
    "concreteType": "ImpersonateUserPayload",
    "kind": "LinkedField",
    "name": "impersonateUser",
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
    "name": "useImpersonateUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useImpersonateUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fd1b411cace89338ad6d9891a536db7a98f423141d5ff7188ff2e99c9a2dde7c",
    "metadata": {},
    "name": "useImpersonateUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7e6eda58f6536ad1dafa821cc9b2e158";

export default node;
