/**
 * @generated SignedSource<<011a3b877939653c3164f568d3096ce1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentShareButton_document$data = {
  readonly canCurrentUserShare: boolean;
  readonly rowId: string;
  readonly sharedWith: {
    readonly totalCount: number;
  };
  readonly " $fragmentType": "DocumentShareButton_document";
};
export type DocumentShareButton_document$key = {
  readonly " $data"?: DocumentShareButton_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentShareButton_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentShareButton_document",
  "selections": [
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
      "name": "canCurrentUserShare",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "UserConnection",
      "kind": "LinkedField",
      "name": "sharedWith",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "ad56ed6e682d17c8079cdc92d419701b";

export default node;
