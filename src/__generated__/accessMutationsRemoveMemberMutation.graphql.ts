/**
 * @generated SignedSource<<1071746e6bd1e3ea11d8f3e26404268d>>
 * @relayHash 440fe88793dbb692e47d4aa6c59c7440
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c8a1dc74d0c63ca34fa2ded397f07d9f0b26ed41c409beed3ca8f4ac98674390

import { ConcreteRequest } from 'relay-runtime';
export type RemoveClientCompanyMemberInput = {
  clientCompanyUserRowId: string;
  clientMutationId?: string | null | undefined;
};
export type accessMutationsRemoveMemberMutation$variables = {
  input: RemoveClientCompanyMemberInput;
};
export type accessMutationsRemoveMemberMutation$data = {
  readonly removeClientCompanyMember: {
    readonly clientCompanyUser: {
      readonly id: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type accessMutationsRemoveMemberMutation = {
  response: accessMutationsRemoveMemberMutation$data;
  variables: accessMutationsRemoveMemberMutation$variables;
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
    "concreteType": "RemoveClientCompanyMemberPayload",
    "kind": "LinkedField",
    "name": "removeClientCompanyMember",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClientCompanyUser",
        "kind": "LinkedField",
        "name": "clientCompanyUser",
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
            "name": "rowId",
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
    "name": "accessMutationsRemoveMemberMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "accessMutationsRemoveMemberMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c8a1dc74d0c63ca34fa2ded397f07d9f0b26ed41c409beed3ca8f4ac98674390",
    "metadata": {},
    "name": "accessMutationsRemoveMemberMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ad4afd6cd297688b622c9625048bc3ea";

export default node;
