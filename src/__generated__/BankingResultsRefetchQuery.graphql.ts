/**
 * @generated SignedSource<<907a1facf3a75cb1f6848af193fb285e>>
 * @relayHash 0caece269d03a245eb190ee5d9af01a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 210cf13e120bbea5830456a4e057f7c5f0cf0b88fc8ba353e8e5013302b24366

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoneyTransactionDirection = "INCOMING" | "OUTGOING" | "%future added value";
export type BankingResultsRefetchQuery$variables = {
  clientCompanyRowId: string;
  excludeMoneyCategoryRowIds?: ReadonlyArray<string | null | undefined> | null | undefined;
  first: number;
  fromDate?: string | null | undefined;
  maxAmount?: string | null | undefined;
  maxMatchedCount?: number | null | undefined;
  minAmount?: string | null | undefined;
  minMatchedCount?: number | null | undefined;
  moneyAccountRowIds?: ReadonlyArray<string | null | undefined> | null | undefined;
  moneyCategoryRowIds?: ReadonlyArray<string | null | undefined> | null | undefined;
  searchText?: string | null | undefined;
  type?: MoneyTransactionDirection | null | undefined;
  unclear?: boolean | null | undefined;
  untilDate?: string | null | undefined;
};
export type BankingResultsRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BankingResults_query">;
};
export type BankingResultsRefetchQuery = {
  response: BankingResultsRefetchQuery$data;
  variables: BankingResultsRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v1 = {
  "kind": "Variable",
  "name": "clientCompanyRowId",
  "variableName": "clientCompanyRowId"
},
v2 = {
  "kind": "Variable",
  "name": "excludeMoneyCategoryRowIds",
  "variableName": "excludeMoneyCategoryRowIds"
},
v3 = {
  "kind": "Variable",
  "name": "fromDate",
  "variableName": "fromDate"
},
v4 = {
  "kind": "Variable",
  "name": "maxAmount",
  "variableName": "maxAmount"
},
v5 = {
  "kind": "Variable",
  "name": "maxMatchedCount",
  "variableName": "maxMatchedCount"
},
v6 = {
  "kind": "Variable",
  "name": "minAmount",
  "variableName": "minAmount"
},
v7 = {
  "kind": "Variable",
  "name": "minMatchedCount",
  "variableName": "minMatchedCount"
},
v8 = {
  "kind": "Variable",
  "name": "moneyAccountRowIds",
  "variableName": "moneyAccountRowIds"
},
v9 = {
  "kind": "Variable",
  "name": "moneyCategoryRowIds",
  "variableName": "moneyCategoryRowIds"
},
v10 = {
  "kind": "Variable",
  "name": "searchText",
  "variableName": "searchText"
},
v11 = {
  "kind": "Variable",
  "name": "type",
  "variableName": "type"
},
v12 = {
  "kind": "Variable",
  "name": "unclear",
  "variableName": "unclear"
},
v13 = {
  "kind": "Variable",
  "name": "untilDate",
  "variableName": "untilDate"
},
v14 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v12/*:: as any*/),
  (v13/*:: as any*/)
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v16 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v15/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "BankingResultsRefetchQuery",
    "selections": [
      {
        "args": (v14/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "BankingResults_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "BankingResultsRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": [
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
          (v12/*:: as any*/),
          (v13/*:: as any*/)
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
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v14/*:: as any*/),
        "concreteType": "MoneyTransactionConnection",
        "kind": "LinkedField",
        "name": "filterMoneyTransactions",
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
                    "selections": (v16/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MoneyCategory",
                    "kind": "LinkedField",
                    "name": "moneyCategory",
                    "plural": false,
                    "selections": (v16/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "orderBy",
                        "value": [
                          "CREATED_AT_ASC"
                        ]
                      }
                    ],
                    "concreteType": "MoneyTransactionDocumentConnection",
                    "kind": "LinkedField",
                    "name": "documentLinks",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "MoneyTransactionDocument",
                        "kind": "LinkedField",
                        "name": "nodes",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "documentRowId",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Document",
                            "kind": "LinkedField",
                            "name": "document",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "derivedTitle",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Invoice",
                                "kind": "LinkedField",
                                "name": "invoice",
                                "plural": false,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "invoiceNumber",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "extractedPartnerName",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "concreteType": "PartnerCompany",
                                    "kind": "LinkedField",
                                    "name": "partnerCompany",
                                    "plural": false,
                                    "selections": (v16/*:: as any*/),
                                    "storageKey": null
                                  },
                                  (v15/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              (v15/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v15/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "documentLinks(orderBy:[\"CREATED_AT_ASC\"])"
                  },
                  {
                    "alias": null,
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "orderBy",
                        "value": [
                          "RANK_ASC"
                        ]
                      }
                    ],
                    "concreteType": "MoneyTransactionSuggestionConnection",
                    "kind": "LinkedField",
                    "name": "suggestions",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "MoneyTransactionSuggestion",
                        "kind": "LinkedField",
                        "name": "nodes",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "score",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "dismissedAt",
                            "storageKey": null
                          },
                          (v15/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "suggestions(orderBy:[\"RANK_ASC\"])"
                  },
                  (v15/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": (v14/*:: as any*/),
        "filters": [
          "clientCompanyRowId",
          "searchText",
          "type",
          "minAmount",
          "maxAmount",
          "minMatchedCount",
          "maxMatchedCount",
          "fromDate",
          "untilDate",
          "moneyAccountRowIds",
          "moneyCategoryRowIds",
          "excludeMoneyCategoryRowIds",
          "unclear"
        ],
        "handle": "connection",
        "key": "TransactionsList_filterMoneyTransactions",
        "kind": "LinkedHandle",
        "name": "filterMoneyTransactions"
      }
    ]
  },
  "params": {
    "id": "210cf13e120bbea5830456a4e057f7c5f0cf0b88fc8ba353e8e5013302b24366",
    "metadata": {},
    "name": "BankingResultsRefetchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "acf77b1cab432d7ff81e115fcacd3927";

export default node;
