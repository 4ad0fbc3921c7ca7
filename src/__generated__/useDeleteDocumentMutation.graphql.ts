/**
 * @generated SignedSource<<85694dae309d5cbde69ed9478b6e5b59>>
 * @relayHash 32e2ba6765657c3c900ce87df9c87219
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f95021c2db81f9bcfc07b1699789a05a84bd4f274bd9fedb81b160b06bde55d2

import { ConcreteRequest } from 'relay-runtime';
export type DeleteDocumentInput = {
  clientMutationId?: string | null | undefined;
  documentRowId: string;
};
export type useDeleteDocumentMutation$variables = {
  input: DeleteDocumentInput;
};
export type useDeleteDocumentMutation$data = {
  readonly deleteDocument: {
    readonly result: string | null | undefined;
  } | null | undefined;
};
export type useDeleteDocumentMutation = {
  response: useDeleteDocumentMutation$data;
  variables: useDeleteDocumentMutation$variables;
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
    "concreteType": "DeleteDocumentPayload",
    "kind": "LinkedField",
    "name": "deleteDocument",
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
    "name": "useDeleteDocumentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteDocumentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f95021c2db81f9bcfc07b1699789a05a84bd4f274bd9fedb81b160b06bde55d2",
    "metadata": {},
    "name": "useDeleteDocumentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e5041613034b3cc879d3bece9b619d3d";

export default node;
