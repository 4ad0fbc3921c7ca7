/**
 * @generated SignedSource<<4d3ac27e31afdfc6c9e0e96940507b6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommentLikeButton_comment$data = {
  readonly id: string;
  readonly likedByCurrentUser: boolean;
  readonly likes: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly user: {
        readonly email: string;
        readonly fullName: string | null | undefined;
        readonly isCurrentUser: boolean | null | undefined;
      } | null | undefined;
    }>;
    readonly totalCount: number;
  };
  readonly rowId: string;
  readonly " $fragmentType": "CommentLikeButton_comment";
};
export type CommentLikeButton_comment$key = {
  readonly " $data"?: CommentLikeButton_comment$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentLikeButton_comment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentLikeButton_comment",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "likedByCurrentUser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "CommentLikeConnection",
      "kind": "LinkedField",
      "name": "likes",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CommentLike",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "user",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fullName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "email",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isCurrentUser",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "likes(first:20)"
    }
  ],
  "type": "Comment",
  "abstractKey": null
};
})();

(node as any).hash = "abf72425556f1f754d3b7adefe020414";

export default node;
