/**
 * @generated SignedSource<<3d19e3f98ca76762ddf5222c1136db69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PageThumbnails_pages$data = ReadonlyArray<{
  readonly pageNo: number;
  readonly rowId: string;
  readonly thumbHeight: number;
  readonly thumbWidth: number;
  readonly thumbnailUrl: string | null | undefined;
  readonly " $fragmentType": "PageThumbnails_pages";
}>;
export type PageThumbnails_pages$key = ReadonlyArray<{
  readonly " $data"?: PageThumbnails_pages$data;
  readonly " $fragmentSpreads": FragmentRefs<"PageThumbnails_pages">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "PageThumbnails_pages",
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
      "name": "pageNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbnailUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbWidth",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "thumbHeight",
      "storageKey": null
    }
  ],
  "type": "DocumentPage",
  "abstractKey": null
};

(node as any).hash = "e2aaa5cbc4c327c46bf418e221b7edf5";

export default node;
