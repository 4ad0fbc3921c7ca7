/**
 * @generated SignedSource<<c873ee7506aefcdf1a44600caa74119f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MoneyTransactionSource = "IMPORT" | "MANUAL" | "SYNC" | "%future added value";
export type MoneyTransactionStatus = "BOOKED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TransactionDetails_transaction$data = {
  readonly amount: string;
  readonly bankReference: string | null | undefined;
  readonly bankTransactionCode: string | null | undefined;
  readonly batchReference: string | null | undefined;
  readonly bookingDate: string;
  readonly counterpartyAccountNumber: string | null | undefined;
  readonly counterpartyBic: string | null | undefined;
  readonly counterpartyIban: string | null | undefined;
  readonly counterpartyName: string | null | undefined;
  readonly creditorRowId: string | null | undefined;
  readonly currency: string;
  readonly customerReference: string | null | undefined;
  readonly derivedPartnerName: string | null | undefined;
  readonly endToEndRowId: string | null | undefined;
  readonly import: {
    readonly createdAt: string;
    readonly createdByUser: {
      readonly fullName: string | null | undefined;
    } | null | undefined;
    readonly fileName: string;
    readonly format: string;
  } | null | undefined;
  readonly mandateRowId: string | null | undefined;
  readonly matchedAmount: string;
  readonly matchedCount: number;
  readonly moneyAccount: {
    readonly fullName: string;
    readonly name: string;
  } | null | undefined;
  readonly purpose: string;
  readonly source: MoneyTransactionSource;
  readonly status: MoneyTransactionStatus;
  readonly valueDate: string | null | undefined;
  readonly " $fragmentType": "TransactionDetails_transaction";
};
export type TransactionDetails_transaction$key = {
  readonly " $data"?: TransactionDetails_transaction$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransactionDetails_transaction">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TransactionDetails_transaction",
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
      "name": "valueDate",
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
      "name": "source",
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
      "name": "counterpartyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "counterpartyIban",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "counterpartyBic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "counterpartyAccountNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endToEndRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mandateRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "creditorRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bankReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "batchReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bankTransactionCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "matchedAmount",
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
      "concreteType": "MoneyAccount",
      "kind": "LinkedField",
      "name": "moneyAccount",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BankStatementImport",
      "kind": "LinkedField",
      "name": "import",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "format",
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
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "createdByUser",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MoneyTransaction",
  "abstractKey": null
};
})();

(node as any).hash = "6d849bdeefb143f0f100521c4f0ee384";

export default node;
