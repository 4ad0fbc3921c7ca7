/**
 * @generated SignedSource<<24affd0c8a8a49027922bd5cceee595f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoicePaymentStatus = "NOT_PAID" | "PAID" | "%future added value";
export type PaymentStatusSource = "TRANSACTIONS" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentStatusEditor_invoice$data = {
  readonly amountDue: string | null | undefined;
  readonly canUpdatePartiallyPaid: boolean;
  readonly canUpdatePaymentStatus: boolean;
  readonly documentRowId: string;
  readonly paidAmount: string;
  readonly partiallyPaid: boolean;
  readonly paymentStatus: InvoicePaymentStatus;
  readonly paymentStatusSource: PaymentStatusSource;
  readonly " $fragmentType": "PaymentStatusEditor_invoice";
};
export type PaymentStatusEditor_invoice$key = {
  readonly " $data"?: PaymentStatusEditor_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentStatusEditor_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentStatusEditor_invoice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentRowId",
      "storageKey": null
    },
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
      "name": "paymentStatusSource",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountDue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paidAmount",
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
      "name": "canUpdatePaymentStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canUpdatePartiallyPaid",
      "storageKey": null
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};

(node as any).hash = "5392e11c615e67d012a5da96d489961c";

export default node;
