/**
 * @generated SignedSource<<a553e126e9f9c6cf04b1b179806e5622>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoicePaymentStatus = "NOT_PAID" | "PAID" | "%future added value";
export type PaymentStatusSource = "TRANSACTIONS" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentStatusCard_invoice$data = {
  readonly amountDue: string | null | undefined;
  readonly creditMemo: boolean;
  readonly currency: string;
  readonly openAmount: string | null | undefined;
  readonly paidAmount: string;
  readonly paidDate: string | null | undefined;
  readonly partiallyPaid: boolean;
  readonly paymentDiscountAmount: string | null | undefined;
  readonly paymentDiscountDueDate: string | null | undefined;
  readonly paymentDiscountPercent: string | null | undefined;
  readonly paymentDueDate: string | null | undefined;
  readonly paymentStatus: InvoicePaymentStatus;
  readonly paymentStatusSource: PaymentStatusSource;
  readonly prepaidAmount: string | null | undefined;
  readonly roundingAmount: string | null | undefined;
  readonly total: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentStatusEditor_invoice">;
  readonly " $fragmentType": "PaymentStatusCard_invoice";
};
export type PaymentStatusCard_invoice$key = {
  readonly " $data"?: PaymentStatusCard_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentStatusCard_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentStatusCard_invoice",
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
      "name": "paymentStatusSource",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paidDate",
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
      "name": "creditMemo",
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
      "name": "prepaidAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roundingAmount",
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
      "name": "openAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentDueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentDiscountDueDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentDiscountPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentDiscountAmount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentStatusEditor_invoice"
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};

(node as any).hash = "45b2644bcb57a216b62de2a75a747623";

export default node;
