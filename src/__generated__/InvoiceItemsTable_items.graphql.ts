/**
 * @generated SignedSource<<b7a60666af8c66ce3cde23f3e3b02294>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceItemsTable_items$data = ReadonlyArray<{
  readonly posNo: string | null | undefined;
  readonly quantity: string | null | undefined;
  readonly rowId: string;
  readonly title: string;
  readonly totalPrice: string | null | undefined;
  readonly unit: string | null | undefined;
  readonly unitNetPrice: string | null | undefined;
  readonly vatPercent: string | null | undefined;
  readonly " $fragmentType": "InvoiceItemsTable_items";
}>;
export type InvoiceItemsTable_items$key = ReadonlyArray<{
  readonly " $data"?: InvoiceItemsTable_items$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceItemsTable_items">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "InvoiceItemsTable_items",
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
      "name": "posNo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unitNetPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalPrice",
      "storageKey": null
    }
  ],
  "type": "InvoiceItem",
  "abstractKey": null
};

(node as any).hash = "a70ea674b85b7e7aadd2986938917d1e";

export default node;
