/**
 * @generated SignedSource<<94fbf8ba407ee50dbb2ff857a72e6acd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreditMemoInvoicePicker_target$data = {
  readonly derivedTitle: string | null | undefined;
  readonly invoice: {
    readonly currency: string;
    readonly invoiceDate: string | null | undefined;
    readonly invoiceNumber: string | null | undefined;
    readonly total: string | null | undefined;
  } | null | undefined;
  readonly rowId: string;
  readonly " $fragmentType": "CreditMemoInvoicePicker_target";
};
export type CreditMemoInvoicePicker_target$key = {
  readonly " $data"?: CreditMemoInvoicePicker_target$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreditMemoInvoicePicker_target">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreditMemoInvoicePicker_target",
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
          "name": "invoiceDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
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
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "a15cf77adb1763f9d947ec852c94235f";

export default node;
