/**
 * @generated SignedSource<<501cde0321cb267ab4de03cabc07391a>>
 * @relayHash 22374d362d5c43b2defaf85822c100c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 929a25e9391e1a3842d787b7f042877645341cc9c72ae208cbcc97a0e0810891

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSourceFileInput = {
  clientMutationId?: string | null | undefined;
  rowId: string;
};
export type useDeleteSourceFileMutation$variables = {
  input: DeleteSourceFileInput;
};
export type useDeleteSourceFileMutation$data = {
  readonly deleteSourceFile: {
    readonly deletedSourceFileId: string | null | undefined;
  } | null | undefined;
};
export type useDeleteSourceFileMutation = {
  response: useDeleteSourceFileMutation$data;
  variables: useDeleteSourceFileMutation$variables;
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
    "concreteType": "DeleteSourceFilePayload",
    "kind": "LinkedField",
    "name": "deleteSourceFile",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedSourceFileId",
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
    "name": "useDeleteSourceFileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteSourceFileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "929a25e9391e1a3842d787b7f042877645341cc9c72ae208cbcc97a0e0810891",
    "metadata": {},
    "name": "useDeleteSourceFileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "de7a5322e07b45443be67eba7cdc315c";

export default node;
