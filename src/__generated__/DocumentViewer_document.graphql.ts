/**
 * @generated SignedSource<<660d336c626039bc6f43f344b8ba9f6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentViewer_document$data = {
  readonly numAttachPages: number;
  readonly pageImages: {
    readonly nodes: ReadonlyArray<{
      readonly height: number;
      readonly imageUrl: string | null | undefined;
      readonly pageNo: number;
      readonly rowId: string;
      readonly width: number;
      readonly " $fragmentSpreads": FragmentRefs<"PageThumbnails_pages">;
    }>;
  };
  readonly sourceFile: {
    readonly name: string;
    readonly rowId: string;
  } | null | undefined;
  readonly " $fragmentType": "DocumentViewer_document";
};
export type DocumentViewer_document$key = {
  readonly " $data"?: DocumentViewer_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentViewer_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentViewer_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "numAttachPages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SourceFile",
      "kind": "LinkedField",
      "name": "sourceFile",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "PAGE_NO_ASC"
          ]
        }
      ],
      "concreteType": "DocumentPageConnection",
      "kind": "LinkedField",
      "name": "pageImages",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentPage",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
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
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PageThumbnails_pages"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "pageImages(orderBy:[\"PAGE_NO_ASC\"])"
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "2d48cc4bb2c18b609fbce0e0f8feedd1";

export default node;
