/**
 * @generated SignedSource<<443c1d65f49e22222593631412f2901f>>
 * @relayHash 66ff4e247abbde5f006f21c045b21d0f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd88c5a70d8778501be659bd6983e2bf1ee81773a3b74358ad63d3ba0f875b68

import { ConcreteRequest } from 'relay-runtime';
export type DeleteDocumentCategoryInput = {
  clientMutationId?: string | null | undefined;
  rowId: string;
};
export type documentCategoryMutationsDeleteMutation$variables = {
  input: DeleteDocumentCategoryInput;
};
export type documentCategoryMutationsDeleteMutation$data = {
  readonly deleteDocumentCategory: {
    readonly deletedDocumentCategoryId: string | null | undefined;
  } | null | undefined;
};
export type documentCategoryMutationsDeleteMutation = {
  response: documentCategoryMutationsDeleteMutation$data;
  variables: documentCategoryMutationsDeleteMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedDocumentCategoryId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "documentCategoryMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteDocumentCategoryPayload",
        "kind": "LinkedField",
        "name": "deleteDocumentCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "documentCategoryMutationsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteDocumentCategoryPayload",
        "kind": "LinkedField",
        "name": "deleteDocumentCategory",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteRecord",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedDocumentCategoryId"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "dd88c5a70d8778501be659bd6983e2bf1ee81773a3b74358ad63d3ba0f875b68",
    "metadata": {},
    "name": "documentCategoryMutationsDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "818c78b6dc283f07448529fd454ee45e";

export default node;
