/**
 * @generated SignedSource<<a045f627a1978d85ed6ac1716b6b1b06>>
 * @relayHash 38623bbe98172162ad57c7d974ecd88b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7dead329571bfd6f9f73deacf82e0dc8ffcd11dced18b36127041a84a47cd2a8

import { ConcreteRequest } from 'relay-runtime';
export type MergeDocumentCategoryInput = {
  clientMutationId?: string | null | undefined;
  sourceRowId: string;
  targetRowId: string;
};
export type documentCategoryMutationsMergeMutation$variables = {
  input: MergeDocumentCategoryInput;
};
export type documentCategoryMutationsMergeMutation$data = {
  readonly mergeDocumentCategory: {
    readonly result: {
      readonly documentCount: number | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly rowId: string;
    } | null | undefined;
  } | null | undefined;
};
export type documentCategoryMutationsMergeMutation = {
  response: documentCategoryMutationsMergeMutation$data;
  variables: documentCategoryMutationsMergeMutation$variables;
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
    "concreteType": "MergeDocumentCategoryPayload",
    "kind": "LinkedField",
    "name": "mergeDocumentCategory",
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
            "name": "rowId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "documentCount",
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
    "name": "documentCategoryMutationsMergeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "documentCategoryMutationsMergeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7dead329571bfd6f9f73deacf82e0dc8ffcd11dced18b36127041a84a47cd2a8",
    "metadata": {},
    "name": "documentCategoryMutationsMergeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "39ea066e763fe0400d0549c9e7a9dc78";

export default node;
