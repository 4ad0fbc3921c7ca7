/**
 * @generated SignedSource<<d3ea7e19d5300ccb1e28e849dc77f3a6>>
 * @relayHash e3cab357dff3ac61450b8cdd7539ca2a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1b872e59ab1474a72c8ecd28ee09528be17cc8b916033e669bdb46090e39a46d

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TransactionMatchCellQuery$variables = {
  moneyTransactionRowId: string;
};
export type TransactionMatchCellQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TransactionMatchSummary_query">;
};
export type TransactionMatchCellQuery = {
  response: TransactionMatchCellQuery$data;
  variables: TransactionMatchCellQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "moneyTransactionRowId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "moneyTransactionRowId",
    "variableName": "moneyTransactionRowId"
  }
],
v2 = {
  "fields": (v1/*:: as any*/),
  "kind": "ObjectValue",
  "name": "condition"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TransactionMatchCellQuery",
    "selections": [
      {
        "args": (v1/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "TransactionMatchSummary_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TransactionMatchCellQuery",
    "selections": [
      {
        "alias": "matchLinks",
        "args": [
          (v2/*:: as any*/),
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
        "name": "moneyTransactionDocuments",
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
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "name",
                            "storageKey": null
                          },
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "matchSuggestions",
        "args": [
          (v2/*:: as any*/),
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
        "name": "moneyTransactionSuggestions",
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
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1b872e59ab1474a72c8ecd28ee09528be17cc8b916033e669bdb46090e39a46d",
    "metadata": {},
    "name": "TransactionMatchCellQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e10fbb6a789e7801e15ad02c6a0fcc0e";

export default node;
