/**
 * @generated SignedSource<<b4f498ef531ca8d70978e7ed143c72d4>>
 * @relayHash f26fb5b7e3b4e28abc6d6b20b3d0c22e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e28fca2158faa193147ca71c5c984c672fc17cdcf7ec6adf1fc45d80b3e5d70a

import { ConcreteRequest } from 'relay-runtime';
export type RevokeDocumentShareInput = {
  clientMutationId?: string | null | undefined;
  shareRowId: string;
};
export type useRevokeExternalShareMutation$variables = {
  input: RevokeDocumentShareInput;
};
export type useRevokeExternalShareMutation$data = {
  readonly revokeDocumentShare: {
    readonly result: string | null | undefined;
  } | null | undefined;
};
export type useRevokeExternalShareMutation = {
  response: useRevokeExternalShareMutation$data;
  variables: useRevokeExternalShareMutation$variables;
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
    "concreteType": "RevokeDocumentSharePayload",
    "kind": "LinkedField",
    "name": "revokeDocumentShare",
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
    "name": "useRevokeExternalShareMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokeExternalShareMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e28fca2158faa193147ca71c5c984c672fc17cdcf7ec6adf1fc45d80b3e5d70a",
    "metadata": {},
    "name": "useRevokeExternalShareMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8c514191c5c8ed4d699ef7b9ceba160a";

export default node;
