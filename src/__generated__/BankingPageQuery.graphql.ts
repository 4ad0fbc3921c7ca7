/**
 * @generated SignedSource<<2b7cdf74a403dbabb27025b602d1078f>>
 * @relayHash 7f64ada8360cfacf9708fb66d0cd80fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd4e04dc7681cc9fd14ef44eee51b3bfeb9673cfb69fe6656fa7fd9812a606d8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoneyTransactionDirection = "INCOMING" | "OUTGOING" | "%future added value";
export type BankingPageQuery$variables = {
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
export type BankingPageQuery$data = {
  readonly clientCompany: {
    readonly brandNameOrName: string | null | undefined;
    readonly currentUserHasBankingAccess: boolean | null | undefined;
    readonly rowId: string;
    readonly " $fragmentSpreads": FragmentRefs<"useBankingOptions_clientCompany">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"BankingResults_query">;
};
export type BankingPageQuery = {
  response: BankingPageQuery$data;
  variables: BankingPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientCompanyRowId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "excludeMoneyCategoryRowIds"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "fromDate"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "maxAmount"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "maxMatchedCount"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "minAmount"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "minMatchedCount"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "moneyAccountRowIds"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "moneyCategoryRowIds"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchText"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "unclear"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "untilDate"
},
v14 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientCompanyRowId"
  }
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "brandNameOrName",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasBankingAccess",
  "storageKey": null
},
v18 = {
  "kind": "Variable",
  "name": "clientCompanyRowId",
  "variableName": "clientCompanyRowId"
},
v19 = {
  "kind": "Variable",
  "name": "excludeMoneyCategoryRowIds",
  "variableName": "excludeMoneyCategoryRowIds"
},
v20 = {
  "kind": "Variable",
  "name": "fromDate",
  "variableName": "fromDate"
},
v21 = {
  "kind": "Variable",
  "name": "maxAmount",
  "variableName": "maxAmount"
},
v22 = {
  "kind": "Variable",
  "name": "maxMatchedCount",
  "variableName": "maxMatchedCount"
},
v23 = {
  "kind": "Variable",
  "name": "minAmount",
  "variableName": "minAmount"
},
v24 = {
  "kind": "Variable",
  "name": "minMatchedCount",
  "variableName": "minMatchedCount"
},
v25 = {
  "kind": "Variable",
  "name": "moneyAccountRowIds",
  "variableName": "moneyAccountRowIds"
},
v26 = {
  "kind": "Variable",
  "name": "moneyCategoryRowIds",
  "variableName": "moneyCategoryRowIds"
},
v27 = {
  "kind": "Variable",
  "name": "searchText",
  "variableName": "searchText"
},
v28 = {
  "kind": "Variable",
  "name": "type",
  "variableName": "type"
},
v29 = {
  "kind": "Variable",
  "name": "unclear",
  "variableName": "unclear"
},
v30 = {
  "kind": "Variable",
  "name": "untilDate",
  "variableName": "untilDate"
},
v31 = [
  (v18/*:: as any*/),
  (v19/*:: as any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  (v20/*:: as any*/),
  (v21/*:: as any*/),
  (v22/*:: as any*/),
  (v23/*:: as any*/),
  (v24/*:: as any*/),
  (v25/*:: as any*/),
  (v26/*:: as any*/),
  (v27/*:: as any*/),
  (v28/*:: as any*/),
  (v29/*:: as any*/),
  (v30/*:: as any*/)
],
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v35 = [
  (v32/*:: as any*/),
  (v34/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
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
      (v12/*:: as any*/),
      (v13/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "BankingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v14/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useBankingOptions_clientCompany"
          }
        ],
        "storageKey": null
      },
      {
        "args": (v31/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "BankingResults_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v6/*:: as any*/),
      (v4/*:: as any*/),
      (v7/*:: as any*/),
      (v5/*:: as any*/),
      (v3/*:: as any*/),
      (v13/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v1/*:: as any*/),
      (v12/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "BankingPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v14/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          (v17/*:: as any*/),
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "orderBy",
                "value": [
                  "ACTIVE_DESC",
                  "NAME_ASC"
                ]
              }
            ],
            "concreteType": "MoneyAccountConnection",
            "kind": "LinkedField",
            "name": "moneyAccounts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MoneyAccount",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v15/*:: as any*/),
                  (v32/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fullName",
                    "storageKey": null
                  },
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
                    "name": "active",
                    "storageKey": null
                  },
                  (v33/*:: as any*/),
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
                  (v34/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "moneyAccounts(orderBy:[\"ACTIVE_DESC\",\"NAME_ASC\"])"
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "orderBy",
                "value": [
                  "NAME_ASC"
                ]
              }
            ],
            "concreteType": "MoneyCategoryConnection",
            "kind": "LinkedField",
            "name": "moneyCategories",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MoneyCategory",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v15/*:: as any*/),
                  (v32/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GeneralLedgerAccount",
                    "kind": "LinkedField",
                    "name": "generalLedgerAccount",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "number",
                        "storageKey": null
                      },
                      (v32/*:: as any*/),
                      (v34/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v34/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "moneyCategories(orderBy:[\"NAME_ASC\"])"
          },
          (v34/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          (v18/*:: as any*/),
          (v19/*:: as any*/),
          (v20/*:: as any*/),
          (v21/*:: as any*/),
          (v22/*:: as any*/),
          (v23/*:: as any*/),
          (v24/*:: as any*/),
          (v25/*:: as any*/),
          (v26/*:: as any*/),
          (v27/*:: as any*/),
          (v28/*:: as any*/),
          (v29/*:: as any*/),
          (v30/*:: as any*/)
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
        "args": (v31/*:: as any*/),
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
                  (v15/*:: as any*/),
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
                  (v33/*:: as any*/),
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
                    "selections": (v35/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MoneyCategory",
                    "kind": "LinkedField",
                    "name": "moneyCategory",
                    "plural": false,
                    "selections": (v35/*:: as any*/),
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
                                    "selections": (v35/*:: as any*/),
                                    "storageKey": null
                                  },
                                  (v34/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              (v34/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v34/*:: as any*/)
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
                          (v34/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "suggestions(orderBy:[\"RANK_ASC\"])"
                  },
                  (v34/*:: as any*/),
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
        "args": (v31/*:: as any*/),
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
    "id": "dd4e04dc7681cc9fd14ef44eee51b3bfeb9673cfb69fe6656fa7fd9812a606d8",
    "metadata": {},
    "name": "BankingPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9bba0bdd1950754445fcc7a54aff7279";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
