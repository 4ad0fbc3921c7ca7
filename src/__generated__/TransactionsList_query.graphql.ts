/**
 * @generated SignedSource<<c3cedbb8b8097ee9aa40c66493a4e71a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TransactionsList_query$data = {
  readonly filterMoneyTransactions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly rowId: string;
        readonly " $fragmentSpreads": FragmentRefs<"TransactionRow_transaction">;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "TransactionsList_query";
};
export type TransactionsList_query$key = {
  readonly " $data"?: TransactionsList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransactionsList_query">;
};

import TransactionsListPaginationQuery_graphql from './TransactionsListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "filterMoneyTransactions"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
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
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": TransactionsListPaginationQuery_graphql
    }
  },
  "name": "TransactionsList_query",
  "selections": [
    {
      "alias": "filterMoneyTransactions",
      "args": [
        {
          "kind": "Variable",
          "name": "clientCompanyRowId",
          "variableName": "clientCompanyRowId"
        },
        {
          "kind": "Variable",
          "name": "excludeMoneyCategoryRowIds",
          "variableName": "excludeMoneyCategoryRowIds"
        },
        {
          "kind": "Variable",
          "name": "fromDate",
          "variableName": "fromDate"
        },
        {
          "kind": "Variable",
          "name": "maxAmount",
          "variableName": "maxAmount"
        },
        {
          "kind": "Variable",
          "name": "maxMatchedCount",
          "variableName": "maxMatchedCount"
        },
        {
          "kind": "Variable",
          "name": "minAmount",
          "variableName": "minAmount"
        },
        {
          "kind": "Variable",
          "name": "minMatchedCount",
          "variableName": "minMatchedCount"
        },
        {
          "kind": "Variable",
          "name": "moneyAccountRowIds",
          "variableName": "moneyAccountRowIds"
        },
        {
          "kind": "Variable",
          "name": "moneyCategoryRowIds",
          "variableName": "moneyCategoryRowIds"
        },
        {
          "kind": "Variable",
          "name": "searchText",
          "variableName": "searchText"
        },
        {
          "kind": "Variable",
          "name": "type",
          "variableName": "type"
        },
        {
          "kind": "Variable",
          "name": "unclear",
          "variableName": "unclear"
        },
        {
          "kind": "Variable",
          "name": "untilDate",
          "variableName": "untilDate"
        }
      ],
      "concreteType": "MoneyTransactionConnection",
      "kind": "LinkedField",
      "name": "__TransactionsList_filterMoneyTransactions_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MoneyTransactionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "MoneyTransaction",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "rowId",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "TransactionRow_transaction"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "8b661f47890eb5053098d400f8439a5f";

export default node;
