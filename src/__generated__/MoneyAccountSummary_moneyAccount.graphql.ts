/**
 * @generated SignedSource<<24c147e4a04aa3e3671b8a02fc6a3fab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MoneyAccountType = "BANK" | "CASH" | "CREDIT_CARD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MoneyAccountSummary_moneyAccount$data = {
  readonly available: string | null | undefined;
  readonly balanceDate: string | null | undefined;
  readonly createdAt: string;
  readonly currency: string;
  readonly currentBalance: string | null | undefined;
  readonly lastSynced: string | null | undefined;
  readonly syncActive: boolean;
  readonly syncMessage: string | null | undefined;
  readonly transactionCount: number;
  readonly type: MoneyAccountType;
  readonly xs2AAccountRowId: string | null | undefined;
  readonly " $fragmentType": "MoneyAccountSummary_moneyAccount";
};
export type MoneyAccountSummary_moneyAccount$key = {
  readonly " $data"?: MoneyAccountSummary_moneyAccount$data;
  readonly " $fragmentSpreads": FragmentRefs<"MoneyAccountSummary_moneyAccount">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MoneyAccountSummary_moneyAccount",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
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
      "name": "currentBalance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "balanceDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transactionCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "syncActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "syncMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSynced",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "xs2AAccountRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "MoneyAccount",
  "abstractKey": null
};

(node as any).hash = "d58eda3bb338c2f904e4a935c9de6ec2";

export default node;
