/**
 * @generated SignedSource<<73fe75a67aca1538b2320e9a1e5e7e1a>>
 * @relayHash 5792f5279dd2a8ce080e31c21c8f93e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 003ab902c70a3153875688d5017620510684229407f1fec973942217b0f2ec4c

import { ConcreteRequest } from 'relay-runtime';
export type MarkDocumentCommentsSeenInput = {
  clientMutationId?: string | null | undefined;
  documentRowId: string;
};
export type useMarkDocumentCommentsSeenMutation$variables = {
  input: MarkDocumentCommentsSeenInput;
};
export type useMarkDocumentCommentsSeenMutation$data = {
  readonly markDocumentCommentsSeen: {
    readonly result: {
      readonly comments: {
        readonly nodes: ReadonlyArray<{
          readonly id: string;
          readonly seenByCurrentUser: boolean;
        }>;
      };
      readonly id: string;
      readonly unseenCommentCount: number;
    } | null | undefined;
  } | null | undefined;
};
export type useMarkDocumentCommentsSeenMutation = {
  response: useMarkDocumentCommentsSeenMutation$data;
  variables: useMarkDocumentCommentsSeenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MarkDocumentCommentsSeenPayload",
    "kind": "LinkedField",
    "name": "markDocumentCommentsSeen",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "result",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unseenCommentCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 2147483647
              }
            ],
            "concreteType": "CommentConnection",
            "kind": "LinkedField",
            "name": "comments",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Comment",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "seenByCurrentUser",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "comments(first:2147483647)"
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
    "name": "useMarkDocumentCommentsSeenMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkDocumentCommentsSeenMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "003ab902c70a3153875688d5017620510684229407f1fec973942217b0f2ec4c",
    "metadata": {},
    "name": "useMarkDocumentCommentsSeenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8b586180facdeb957694163989ab8ee9";

export default node;
