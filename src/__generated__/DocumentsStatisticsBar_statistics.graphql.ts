/**
 * @generated SignedSource<<61fb26f22f10ab1cc457864985ee45ec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentsStatisticsBar_statistics$data = {
  readonly count: number;
  readonly currencies: ReadonlyArray<{
    readonly count: number;
    readonly currency: string;
    readonly netSum: string;
    readonly openAmount: string;
    readonly totalSum: string;
  }>;
  readonly invoiceCount: number;
  readonly openCount: number;
  readonly " $fragmentType": "DocumentsStatisticsBar_statistics";
};
export type DocumentsStatisticsBar_statistics$key = {
  readonly " $data"?: DocumentsStatisticsBar_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentsStatisticsBar_statistics">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentsStatisticsBar_statistics",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentsListCurrencyTotals",
      "kind": "LinkedField",
      "name": "currencies",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "netSum",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalSum",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "openAmount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DocumentsListStatistics",
  "abstractKey": null
};
})();

(node as any).hash = "e25fbe3aee5d4e6a4020f26b37f9fc63";

export default node;
