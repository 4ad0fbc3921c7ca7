/**
 * @generated SignedSource<<d4233a42b8ff3dd9703d0598ec12b729>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BankingStatisticsBar_statistics$data = {
  readonly allMoneyAccountsHaveBalance: boolean | null | undefined;
  readonly balanceSum: string | null | undefined;
  readonly count: number | null | undefined;
  readonly incomingSum: string | null | undefined;
  readonly outgoingSum: string | null | undefined;
  readonly unclearCount: number | null | undefined;
  readonly " $fragmentType": "BankingStatisticsBar_statistics";
};
export type BankingStatisticsBar_statistics$key = {
  readonly " $data"?: BankingStatisticsBar_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"BankingStatisticsBar_statistics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BankingStatisticsBar_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "incomingSum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outgoingSum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unclearCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "balanceSum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allMoneyAccountsHaveBalance",
      "storageKey": null
    }
  ],
  "type": "MoneyTransactionsStatistic",
  "abstractKey": null
};

(node as any).hash = "36314ae54935d31b10c0f790ac0345cd";

export default node;
