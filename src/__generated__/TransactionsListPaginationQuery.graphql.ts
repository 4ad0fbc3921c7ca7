/**
 * @generated SignedSource<<44f7a9d9939255a00b490f13028a1c44>>
 * @relayHash 1779a46c503a024ee6b1aa0dbcc48876
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0bfc45fda018a6a54cfd68d12e445d65d16b6edf2ce10a6e8466a8c1817c18fd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MoneyTransactionDirection = "INCOMING" | "OUTGOING" | "%future added value";
export type TransactionsListPaginationQuery$variables = {
  after?: string | null | undefined;
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
export type TransactionsListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TransactionsList_query">;
};
export type TransactionsListPaginationQuery = {
  response: TransactionsListPaginationQuery$data;
  variables: TransactionsListPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v1 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
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
    "name": "first",
    "variableName": "first"
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TransactionsListPaginationQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "TransactionsList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TransactionsListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
                    "selections": (v3/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MoneyCategory",
                    "kind": "LinkedField",
                    "name": "moneyCategory",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
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
                                    "selections": (v3/*:: as any*/),
                                    "storageKey": null
                                  },
                                  (v2/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              (v2/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v2/*:: as any*/)
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
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "suggestions(orderBy:[\"RANK_ASC\"])"
                  },
                  (v2/*:: as any*/),
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
        "args": (v1/*:: as any*/),
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
    "id": "0bfc45fda018a6a54cfd68d12e445d65d16b6edf2ce10a6e8466a8c1817c18fd",
    "metadata": {},
    "name": "TransactionsListPaginationQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8b661f47890eb5053098d400f8439a5f";

export default node;
