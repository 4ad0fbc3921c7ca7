/**
 * @generated SignedSource<<b8e6ca4e5ba19e2e9264f0049dcb34ad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TransactionMatchSummary_query$data = {
  readonly matchLinks: {
    readonly nodes: ReadonlyArray<{
      readonly document: {
        readonly derivedTitle: string | null | undefined;
        readonly invoice: {
          readonly extractedPartnerName: string | null | undefined;
          readonly invoiceNumber: string | null | undefined;
          readonly partnerCompany: {
            readonly name: string;
          } | null | undefined;
        } | null | undefined;
      } | null | undefined;
      readonly documentRowId: string;
    }>;
  } | null | undefined;
  readonly matchSuggestions: {
    readonly nodes: ReadonlyArray<{
      readonly dismissedAt: string | null | undefined;
      readonly score: string;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "TransactionMatchSummary_query";
};
export type TransactionMatchSummary_query$key = {
  readonly " $data"?: TransactionMatchSummary_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransactionMatchSummary_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "fields": [
    {
      "kind": "Variable",
      "name": "moneyTransactionRowId",
      "variableName": "moneyTransactionRowId"
    }
  ],
  "kind": "ObjectValue",
  "name": "condition"
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "moneyTransactionRowId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "TransactionMatchSummary_query",
  "selections": [
    {
      "alias": "matchLinks",
      "args": [
        (v0/*:: as any*/),
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
                        }
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": "matchSuggestions",
      "args": [
        (v0/*:: as any*/),
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

(node as any).hash = "f6baa9ce38af4d235e8315aa19567983";

export default node;
