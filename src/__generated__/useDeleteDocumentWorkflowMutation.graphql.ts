/**
 * @generated SignedSource<<1226f9da82474832a68816ac92615089>>
 * @relayHash 53fd942db454c18a0033fbb83da4a55c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 803fdc15b6b479388ce71f630bb8934ed1a2dd15e7eaa3bdf724cbfcc3c715eb

import { ConcreteRequest } from 'relay-runtime';
export type DeleteDocumentWorkflowInput = {
  clientMutationId?: string | null | undefined;
  documentWorkflowRowId: string;
  moveDocumentsToStepRowId?: string | null | undefined;
};
export type useDeleteDocumentWorkflowMutation$variables = {
  input: DeleteDocumentWorkflowInput;
};
export type useDeleteDocumentWorkflowMutation$data = {
  readonly deleteDocumentWorkflow: {
    readonly result: string | null | undefined;
  } | null | undefined;
};
export type useDeleteDocumentWorkflowMutation = {
  response: useDeleteDocumentWorkflowMutation$data;
  variables: useDeleteDocumentWorkflowMutation$variables;
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
    "concreteType": "DeleteDocumentWorkflowPayload",
    "kind": "LinkedField",
    "name": "deleteDocumentWorkflow",
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
    "name": "useDeleteDocumentWorkflowMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteDocumentWorkflowMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "803fdc15b6b479388ce71f630bb8934ed1a2dd15e7eaa3bdf724cbfcc3c715eb",
    "metadata": {},
    "name": "useDeleteDocumentWorkflowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "efb69ab17ddfc5e984e6438a576ee7de";

export default node;
