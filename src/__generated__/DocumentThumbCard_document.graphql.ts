/**
 * @generated SignedSource<<82c5c86aa42ad418cb414e6020e867a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentThumbCard_document$data = {
  readonly derivedTitle: string | null | undefined;
  readonly firstPage: {
    readonly nodes: ReadonlyArray<{
      readonly thumbnailUrl: string | null | undefined;
    }>;
  };
  readonly invoice: {
    readonly currency: string;
    readonly invoiceNumber: string | null | undefined;
    readonly signedTotal: string | null | undefined;
  } | null | undefined;
  readonly otherDocument: {
    readonly documentNumber: string | null | undefined;
  } | null | undefined;
  readonly rowId: string;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentStateBadges_document" | "useDocumentHeadline_document">;
  readonly " $fragmentType": "DocumentThumbCard_document";
};
export type DocumentThumbCard_document$key = {
  readonly " $data"?: DocumentThumbCard_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentThumbCard_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentThumbCard_document",
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
      "name": "derivedTitle",
      "storageKey": null
    },
    {
      "alias": "firstPage",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        },
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "thumbnailUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "pageImages(first:1,orderBy:[\"PAGE_NO_ASC\"])"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "invoice",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "invoiceNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "signedTotal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OtherDocument",
      "kind": "LinkedField",
      "name": "otherDocument",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documentNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useDocumentHeadline_document"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentStateBadges_document"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "903b272951887b1b8356320a4820398c";

export default node;
