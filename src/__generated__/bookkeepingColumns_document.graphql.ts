/**
 * @generated SignedSource<<516fcab833e55d4135be006c83fbd8be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceCompletenessDetail = "ACCOUNTING_ITEMS" | "PARTNER_ACCOUNT" | "REAL_ESTATE_OBJECT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type bookkeepingColumns_document$data = {
  readonly invoice: {
    readonly firstAccountingItem: {
      readonly nodes: ReadonlyArray<{
        readonly generalLedgerAccount: {
          readonly name: string;
          readonly number: string;
        } | null | undefined;
      }>;
    };
    readonly invoiceCompletenessDetails: ReadonlyArray<InvoiceCompletenessDetail | null | undefined>;
  } | null | undefined;
  readonly realEstateObjectInstances: {
    readonly nodes: ReadonlyArray<{
      readonly realEstateObject: {
        readonly title: string;
      } | null | undefined;
    }>;
  };
  readonly " $fragmentType": "bookkeepingColumns_document";
};
export type bookkeepingColumns_document$key = {
  readonly " $data"?: bookkeepingColumns_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"bookkeepingColumns_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "bookkeepingColumns_document",
  "selections": [
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
          "name": "invoiceCompletenessDetails",
          "storageKey": null
        },
        {
          "alias": "firstAccountingItem",
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 1
            },
            {
              "kind": "Literal",
              "name": "orderBy",
              "value": [
                "SORT_INDEX_ASC"
              ]
            }
          ],
          "concreteType": "AccountingItemConnection",
          "kind": "LinkedField",
          "name": "accountingItems",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AccountingItem",
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
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
          "storageKey": "accountingItems(first:1,orderBy:[\"SORT_INDEX_ASC\"])"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        },
        {
          "kind": "Literal",
          "name": "orderBy",
          "value": [
            "PRIMARY_KEY_ASC"
          ]
        }
      ],
      "concreteType": "DocumentRealEstateObjectInstanceConnection",
      "kind": "LinkedField",
      "name": "realEstateObjectInstances",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentRealEstateObjectInstance",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "RealEstateObject",
              "kind": "LinkedField",
              "name": "realEstateObject",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "title",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "realEstateObjectInstances(first:5,orderBy:[\"PRIMARY_KEY_ASC\"])"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "0536875ec1e236a4f3dd4767c1b160a8";

export default node;
