/**
 * @generated SignedSource<<1a7d801d53dabeee515f7c6af18ef6fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TransactionMatchCell_transaction$data = {
  readonly documentLinks: {
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
  };
  readonly suggestions: {
    readonly nodes: ReadonlyArray<{
      readonly dismissedAt: string | null | undefined;
      readonly score: string;
    }>;
  };
  readonly " $fragmentType": "TransactionMatchCell_transaction";
};
export type TransactionMatchCell_transaction$key = {
  readonly " $data"?: TransactionMatchCell_transaction$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransactionMatchCell_transaction">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TransactionMatchCell_transaction",
  "selections": [
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "suggestions(orderBy:[\"RANK_ASC\"])"
    }
  ],
  "type": "MoneyTransaction",
  "abstractKey": null
};

(node as any).hash = "dddcc3a3491eed8af3b0a2c5872f2c5f";

export default node;
