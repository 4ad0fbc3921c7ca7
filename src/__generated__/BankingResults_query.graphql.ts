/**
 * @generated SignedSource<<26b4bdc1d9102f2bbb5af8bb43de1302>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BankingResults_query$data = {
  readonly moneyTransactionsStatistics: {
    readonly count: number | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"BankingStatisticsBar_statistics">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"TransactionsList_query">;
  readonly " $fragmentType": "BankingResults_query";
};
export type BankingResults_query$key = {
  readonly " $data"?: BankingResults_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BankingResults_query">;
};

import BankingResultsRefetchQuery_graphql from './BankingResultsRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "clientCompanyRowId",
  "variableName": "clientCompanyRowId"
},
v1 = {
  "kind": "Variable",
  "name": "excludeMoneyCategoryRowIds",
  "variableName": "excludeMoneyCategoryRowIds"
},
v2 = {
  "kind": "Variable",
  "name": "fromDate",
  "variableName": "fromDate"
},
v3 = {
  "kind": "Variable",
  "name": "maxAmount",
  "variableName": "maxAmount"
},
v4 = {
  "kind": "Variable",
  "name": "maxMatchedCount",
  "variableName": "maxMatchedCount"
},
v5 = {
  "kind": "Variable",
  "name": "minAmount",
  "variableName": "minAmount"
},
v6 = {
  "kind": "Variable",
  "name": "minMatchedCount",
  "variableName": "minMatchedCount"
},
v7 = {
  "kind": "Variable",
  "name": "moneyAccountRowIds",
  "variableName": "moneyAccountRowIds"
},
v8 = {
  "kind": "Variable",
  "name": "moneyCategoryRowIds",
  "variableName": "moneyCategoryRowIds"
},
v9 = {
  "kind": "Variable",
  "name": "searchText",
  "variableName": "searchText"
},
v10 = {
  "kind": "Variable",
  "name": "type",
  "variableName": "type"
},
v11 = {
  "kind": "Variable",
  "name": "unclear",
  "variableName": "unclear"
},
v12 = {
  "kind": "Variable",
  "name": "untilDate",
  "variableName": "untilDate"
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "clientCompanyRowId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "excludeMoneyCategoryRowIds"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "fromDate"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "maxAmount"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "maxMatchedCount"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "minAmount"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "minMatchedCount"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "moneyAccountRowIds"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "moneyCategoryRowIds"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "searchText"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "type"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "unclear"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "untilDate"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": BankingResultsRefetchQuery_graphql
    }
  },
  "name": "BankingResults_query",
  "selections": [
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/),
        (v8/*:: as any*/),
        (v9/*:: as any*/),
        (v10/*:: as any*/),
        (v11/*:: as any*/),
        (v12/*:: as any*/)
      ],
      "concreteType": "MoneyTransactionsStatistic",
      "kind": "LinkedField",
      "name": "moneyTransactionsStatistics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "BankingStatisticsBar_statistics"
        }
      ],
      "storageKey": null
    },
    {
      "args": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        (v7/*:: as any*/),
        (v8/*:: as any*/),
        (v9/*:: as any*/),
        (v10/*:: as any*/),
        (v11/*:: as any*/),
        (v12/*:: as any*/)
      ],
      "kind": "FragmentSpread",
      "name": "TransactionsList_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "acf77b1cab432d7ff81e115fcacd3927";

export default node;
