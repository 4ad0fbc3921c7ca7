/**
 * @generated SignedSource<<9435c9870c04485c407fd7c3c8f312f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentState = "IN_REVIEW" | "REVIEWED" | "%future added value";
export type InvoicePaymentStatus = "NOT_PAID" | "PAID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentStateBadges_document$data = {
  readonly archived: boolean;
  readonly invoice: {
    readonly creditMemo: boolean;
    readonly dueDate: string | null | undefined;
    readonly hasDuplicateInvoices: boolean | null | undefined;
    readonly hasXmlSource: boolean;
    readonly partiallyPaid: boolean;
    readonly paymentStatus: InvoicePaymentStatus;
  } | null | undefined;
  readonly isAbandoned: boolean;
  readonly state: DocumentState;
  readonly superseded: boolean;
  readonly " $fragmentType": "DocumentStateBadges_document";
};
export type DocumentStateBadges_document$key = {
  readonly " $data"?: DocumentStateBadges_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentStateBadges_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentStateBadges_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "archived",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "superseded",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAbandoned",
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
          "name": "paymentStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "partiallyPaid",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dueDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "creditMemo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasDuplicateInvoices",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasXmlSource",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "aa41d487f4ec3dbe9226279bd0ee1e2f";

export default node;
