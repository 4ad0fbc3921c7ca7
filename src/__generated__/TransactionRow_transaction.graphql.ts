/**
 * @generated SignedSource<<04cde2496772327da2b1ea240fe7461c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MoneyTransactionStatus = "BOOKED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TransactionRow_transaction$data = {
  readonly amount: string;
  readonly bookingDate: string;
  readonly currency: string;
  readonly derivedPartnerName: string | null | undefined;
  readonly moneyAccount: {
    readonly name: string;
  } | null | undefined;
  readonly moneyCategory: {
    readonly name: string;
  } | null | undefined;
  readonly purpose: string;
  readonly status: MoneyTransactionStatus;
  readonly " $fragmentSpreads": FragmentRefs<"TransactionMatchCell_transaction">;
  readonly " $fragmentType": "TransactionRow_transaction";
};
export type TransactionRow_transaction$key = {
  readonly " $data"?: TransactionRow_transaction$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransactionRow_transaction">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TransactionRow_transaction",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bookingDate",
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
      "name": "currency",
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
      "name": "purpose",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "derivedPartnerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MoneyAccount",
      "kind": "LinkedField",
      "name": "moneyAccount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MoneyCategory",
      "kind": "LinkedField",
      "name": "moneyCategory",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TransactionMatchCell_transaction"
    }
  ],
  "type": "MoneyTransaction",
  "abstractKey": null
};
})();

(node as any).hash = "205ad24af063dce16bc0b2ed2b4461f8";

export default node;
