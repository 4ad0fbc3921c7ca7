/**
 * @generated SignedSource<<c8abfc141db53b47aa0894d2202758ba>>
 * @relayHash f085381d83ae210d96de7901f4ea7f87
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed240e2b226abb1d2f4561aff56b9e5e1814110f0478bef8c6f6dc0e4b402552

import { ConcreteRequest } from 'relay-runtime';
export type useSetCustomExtractionMutationsCategoryMutation$variables = {
  rowId: string;
  uses: boolean;
};
export type useSetCustomExtractionMutationsCategoryMutation$data = {
  readonly setDocumentCategoryCustomExtractionService: {
    readonly result: {
      readonly id: string;
      readonly usesCustomExtractionService: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type useSetCustomExtractionMutationsCategoryMutation = {
  response: useSetCustomExtractionMutationsCategoryMutation$data;
  variables: useSetCustomExtractionMutationsCategoryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "rowId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "uses"
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
            "name": "documentCategoryRowId",
            "variableName": "rowId"
          },
          {
            "kind": "Variable",
            "name": "usesCustomExtractionService",
            "variableName": "uses"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "SetDocumentCategoryCustomExtractionServicePayload",
    "kind": "LinkedField",
    "name": "setDocumentCategoryCustomExtractionService",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DocumentCategory",
        "kind": "LinkedField",
        "name": "result",
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
            "name": "usesCustomExtractionService",
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
    "name": "useSetCustomExtractionMutationsCategoryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetCustomExtractionMutationsCategoryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ed240e2b226abb1d2f4561aff56b9e5e1814110f0478bef8c6f6dc0e4b402552",
    "metadata": {},
    "name": "useSetCustomExtractionMutationsCategoryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9ed3a2d9e60633da29d0529cd999cd21";

export default node;
