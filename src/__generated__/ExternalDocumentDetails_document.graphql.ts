/**
 * @generated SignedSource<<77437fcd80a54ef41a0d23fb03ef3467>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExternalDocumentDetails_document$data = {
  readonly invoice: {
    readonly currency: string;
    readonly " $fragmentSpreads": FragmentRefs<"CapturedInvoiceFields_invoice">;
  } | null | undefined;
  readonly invoiceItems: {
    readonly nodes: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"InvoiceItemsTable_items">;
    }>;
  };
  readonly otherDocument: {
    readonly " $fragmentSpreads": FragmentRefs<"CapturedOtherDocumentFields_otherDocument">;
  } | null | undefined;
  readonly " $fragmentType": "ExternalDocumentDetails_document";
};
export type ExternalDocumentDetails_document$key = {
  readonly " $data"?: ExternalDocumentDetails_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExternalDocumentDetails_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExternalDocumentDetails_document",
  "selections": [
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
          "name": "currency",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "CapturedInvoiceFields_invoice"
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "CapturedOtherDocumentFields_otherDocument"
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
            "SORT_INDEX_ASC"
          ]
        }
      ],
      "concreteType": "InvoiceItemConnection",
      "kind": "LinkedField",
      "name": "invoiceItems",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "InvoiceItem",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "InvoiceItemsTable_items"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "invoiceItems(orderBy:[\"SORT_INDEX_ASC\"])"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "443cea21e3ac00db9a4836377906bb5b";

export default node;
