/**
 * @generated SignedSource<<bdab6caf7f9bb4de257d510490e89390>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoicePaymentStatus = "NOT_PAID" | "PAID" | "%future added value";
export type MoneyTransactionLinkSource = "AUTO" | "END_TO_END_ID" | "MANUAL" | "SUGGESTION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TransactionLinks_query$data = {
  readonly transactionLinks: {
    readonly nodes: ReadonlyArray<{
      readonly amount: string;
      readonly checks: unknown;
      readonly createdByUser: {
        readonly fullName: string | null | undefined;
      } | null | undefined;
      readonly document: {
        readonly derivedTitle: string | null | undefined;
        readonly id: string;
        readonly invoice: {
          readonly currency: string;
          readonly discountPercent: string | null | undefined;
          readonly discountUntil: string | null | undefined;
          readonly extractedPartnerName: string | null | undefined;
          readonly invoiceDate: string | null | undefined;
          readonly invoiceNumber: string | null | undefined;
          readonly openAmount: string | null | undefined;
          readonly partnerCompany: {
            readonly name: string;
          } | null | undefined;
          readonly paymentStatus: InvoicePaymentStatus;
          readonly signedTotal: string | null | undefined;
        } | null | undefined;
      } | null | undefined;
      readonly documentRowId: string;
      readonly id: string;
      readonly rowId: string;
      readonly score: string | null | undefined;
      readonly source: MoneyTransactionLinkSource;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "TransactionLinks_query";
};
export type TransactionLinks_query$key = {
  readonly " $data"?: TransactionLinks_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"TransactionLinks_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
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
  "name": "TransactionLinks_query",
  "selections": [
    {
      "alias": "transactionLinks",
      "args": [
        {
          "fields": [
            {
              "kind": "Variable",
              "name": "moneyTransactionRowId",
              "variableName": "moneyTransactionRowId"
            }
          ],
          "kind": "ObjectValue",
          "name": "condition"
        },
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
            (v0/*:: as any*/),
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
              "name": "documentRowId",
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
              "name": "source",
              "storageKey": null
            },
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
              "name": "checks",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "createdByUser",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fullName",
                  "storageKey": null
                }
              ],
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
                (v0/*:: as any*/),
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
                      "name": "invoiceDate",
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
                      "name": "signedTotal",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "openAmount",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "paymentStatus",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "discountPercent",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "discountUntil",
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "a6e7e23530aa037da206c74453a32ae1";

export default node;
