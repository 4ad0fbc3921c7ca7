/**
 * @generated SignedSource<<dd538dba69b4a336c9256fb9e40f0625>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BankPaymentMethod = "BANK" | "DIRECT_DEBIT_FILE" | "SEPA_FILE" | "%future added value";
export type BankPaymentStatus = "CANCELLED" | "CREATED" | "FAILED" | "FINISHED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type BankPaymentsList_payments$data = ReadonlyArray<{
  readonly amount: string;
  readonly createdAt: string;
  readonly createdByUser: {
    readonly fullName: string | null | undefined;
  } | null | undefined;
  readonly currency: string;
  readonly discountPercent: string | null | undefined;
  readonly errorMessage: string | null | undefined;
  readonly fee: string;
  readonly method: BankPaymentMethod;
  readonly purpose: string;
  readonly recipientIban: string;
  readonly recipientName: string;
  readonly requestedDate: string;
  readonly rowId: string;
  readonly sepaFile: {
    readonly rowId: string;
  } | null | undefined;
  readonly status: BankPaymentStatus;
  readonly total: string;
  readonly unverifiedIbanConfirmed: boolean;
  readonly " $fragmentType": "BankPaymentsList_payments";
}>;
export type BankPaymentsList_payments$key = ReadonlyArray<{
  readonly " $data"?: BankPaymentsList_payments$data;
  readonly " $fragmentSpreads": FragmentRefs<"BankPaymentsList_payments">;
}>;

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
  "metadata": {
    "plural": true
  },
  "name": "BankPaymentsList_payments",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "method",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recipientName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recipientIban",
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
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fee",
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
      "name": "purpose",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestedDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "errorMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unverifiedIbanConfirmed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdByUser",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SepaFile",
      "kind": "LinkedField",
      "name": "sepaFile",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "BankPayment",
  "abstractKey": null
};
})();

(node as any).hash = "3f98e13a9ade50c5b34ef0c4e9db3f5b";

export default node;
