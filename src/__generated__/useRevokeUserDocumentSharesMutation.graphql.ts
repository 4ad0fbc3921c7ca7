/**
 * @generated SignedSource<<5a29959b06d98847906c56791d4bcb9e>>
 * @relayHash 7363e16c8871beae57401dc849a614bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a8eb8eace79330b8890b000933630ac41b544f656e041e4887d92fe80e54fdee

import { ConcreteRequest } from 'relay-runtime';
export type RevokeUserDocumentSharesInput = {
  clientCompanyRowId: string;
  clientMutationId?: string | null | undefined;
  userRowId: string;
};
export type useRevokeUserDocumentSharesMutation$variables = {
  input: RevokeUserDocumentSharesInput;
};
export type useRevokeUserDocumentSharesMutation$data = {
  readonly revokeUserDocumentShares: {
    readonly result: number | null | undefined;
  } | null | undefined;
};
export type useRevokeUserDocumentSharesMutation = {
  response: useRevokeUserDocumentSharesMutation$data;
  variables: useRevokeUserDocumentSharesMutation$variables;
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
    "concreteType": "RevokeUserDocumentSharesPayload",
    "kind": "LinkedField",
    "name": "revokeUserDocumentShares",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "result",
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
    "name": "useRevokeUserDocumentSharesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokeUserDocumentSharesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a8eb8eace79330b8890b000933630ac41b544f656e041e4887d92fe80e54fdee",
    "metadata": {},
    "name": "useRevokeUserDocumentSharesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d3fbb5a8e2a0970a872d0d103f722648";

export default node;
