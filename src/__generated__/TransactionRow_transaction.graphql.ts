/**
 * @generated SignedSource<<b36c739488719cd533fc1d35694b9f92>>
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
  readonly matchedCount: number;
  readonly moneyAccount: {
    readonly name: string;
  } | null | undefined;
  readonly moneyCategory: {
    readonly name: string;
  } | null | undefined;
  readonly purpose: string;
  readonly rowId: string;
  readonly status: MoneyTransactionStatus;
  readonly suggestionCount: number;
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
      "name": "rowId",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "matchedCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suggestionCount",
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
    }
  ],
  "type": "MoneyTransaction",
  "abstractKey": null
};
})();

(node as any).hash = "35edcf6bdf461f8d48071b614429e3cf";

export default node;
