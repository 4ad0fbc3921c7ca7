/**
 * @generated SignedSource<<19db0f2e8efd181887d484af62c422a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BankAccountType = "CURRENT" | "LOAN" | "OTHER" | "SAVINGS" | "%future added value";
export type CreditCardBrand = "AMEX" | "MASTERCARD" | "OTHER" | "VISA" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MoneyAccountEditor_moneyAccount$data = {
  readonly active: boolean;
  readonly bankAccountType: BankAccountType | null | undefined;
  readonly bic: string | null | undefined;
  readonly cardBrand: CreditCardBrand | null | undefined;
  readonly currency: string;
  readonly description: string | null | undefined;
  readonly generalLedgerAccountRowId: string | null | undefined;
  readonly holder: string | null | undefined;
  readonly iban: string | null | undefined;
  readonly includeHolderWithPayment: boolean;
  readonly limit: string | null | undefined;
  readonly name: string;
  readonly number: string | null | undefined;
  readonly rowId: string;
  readonly " $fragmentType": "MoneyAccountEditor_moneyAccount";
};
export type MoneyAccountEditor_moneyAccount$key = {
  readonly " $data"?: MoneyAccountEditor_moneyAccount$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoneyAccountEditor_moneyAccount">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MoneyAccountEditor_moneyAccount",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
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
      "name": "iban",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "holder",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "includeHolderWithPayment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bankAccountType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cardBrand",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "limit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "generalLedgerAccountRowId",
      "storageKey": null
    }
  ],
  "type": "MoneyAccount",
  "abstractKey": null
};

(node as any).hash = "662d4dbc4d2e1c334615618fdd1079bf";

export default node;
