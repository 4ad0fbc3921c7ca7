/**
 * @generated SignedSource<<2a234698694acc2ffc2f56e06d02a8e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentPageImages_pages$data = ReadonlyArray<{
  readonly height: number;
  readonly imageUrl: string | null | undefined;
  readonly pageNo: number;
  readonly rowId: string;
  readonly width: number;
  readonly " $fragmentType": "DocumentPageImages_pages";
}>;
export type DocumentPageImages_pages$key = ReadonlyArray<{
  readonly " $data"?: DocumentPageImages_pages$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentPageImages_pages">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "DocumentPageImages_pages",
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
      "name": "imageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "width",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "height",
      "storageKey": null
    }
  ],
  "type": "DocumentPage",
  "abstractKey": null
};

(node as any).hash = "784b1ac051715343c4f93d803e6eee2f";

export default node;
