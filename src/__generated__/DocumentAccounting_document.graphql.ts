/**
 * @generated SignedSource<<9fdbd9dc2a48453d95ad70852d8badf2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountingAmountType = "GROSS" | "NET" | "%future added value";
export type BookingType = "CREDIT" | "DEBIT" | "%future added value";
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
export type ValueAddedTaxType = "INPUT_TAX" | "OUTPUT_TAX" | "REVERSE_CHARGE" | "TAX_FREE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DocumentAccounting_document$data = {
  readonly accountingTabEditRefusal: string | null | undefined;
  readonly canCurrentUserEditAccountingTab: boolean;
  readonly canCurrentUserViewAccountingTab: boolean;
  readonly clientCompany: {
    readonly costCenters: {
      readonly nodes: ReadonlyArray<{
        readonly description: string | null | undefined;
        readonly number: string;
        readonly rowId: string;
      }>;
    };
    readonly costUnits: {
      readonly nodes: ReadonlyArray<{
        readonly description: string | null | undefined;
        readonly number: string;
        readonly rowId: string;
      }>;
    };
    readonly featureFlags: {
      readonly costCenters: boolean | null | undefined;
      readonly costUnits: boolean | null | undefined;
      readonly singleCostCenterPerAccountingItem: boolean | null | undefined;
      readonly singleCostUnitPerAccountingItem: boolean | null | undefined;
    } | null | undefined;
    readonly generalLedgerAccounts: {
      readonly nodes: ReadonlyArray<{
        readonly disabledAt: string | null | undefined;
        readonly name: string;
        readonly number: string;
        readonly rowId: string;
      }>;
    };
    readonly valueAddedTaxes: {
      readonly nodes: ReadonlyArray<{
        readonly amountTypeMustBeNet: boolean;
        readonly code: string | null | undefined;
        readonly percentages: ReadonlyArray<string | null | undefined>;
        readonly rowId: string;
        readonly shortNameOrName: string;
        readonly type: ValueAddedTaxType;
      }>;
    };
  } | null | undefined;
  readonly exportedForBookingAt: string | null | undefined;
  readonly invoice: {
    readonly accountingBookingType: BookingType | null | undefined;
    readonly accountingItems: {
      readonly nodes: ReadonlyArray<{
        readonly amount: string;
        readonly amountType: AccountingAmountType;
        readonly bookingType: BookingType;
        readonly costCenters: {
          readonly nodes: ReadonlyArray<{
            readonly amount: string;
            readonly costCenterRowId: string;
          }>;
        };
        readonly costUnits: {
          readonly nodes: ReadonlyArray<{
            readonly amount: string;
            readonly costUnitRowId: string;
          }>;
        };
        readonly generalLedgerAccountRowId: string;
        readonly rowId: string;
        readonly title: string | null | undefined;
        readonly valueAddedTaxPercentage: string | null | undefined;
        readonly valueAddedTaxRowId: string | null | undefined;
      }>;
    };
    readonly accountingItemsRemainingAmount: string | null | undefined;
    readonly currency: string;
    readonly net: string | null | undefined;
    readonly total: string | null | undefined;
    readonly vatAmount: string | null | undefined;
    readonly vatBreakdown: unknown;
    readonly " $fragmentSpreads": FragmentRefs<"InvoiceCompletenessNotice_invoice">;
  } | null | undefined;
  readonly rowId: string;
  readonly type: DocumentType;
  readonly " $fragmentType": "DocumentAccounting_document";
};
export type DocumentAccounting_document$key = {
  readonly " $data"?: DocumentAccounting_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentAccounting_document">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "CREATED_AT_ASC"
    ]
  }
],
v4 = [
  (v0/*:: as any*/),
  (v2/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "description",
    "storageKey": null
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v6 = [
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "PRIMARY_KEY_ASC"
    ]
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentAccounting_document",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCurrentUserViewAccountingTab",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCurrentUserEditAccountingTab",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountingTabEditRefusal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "exportedForBookingAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ClientCompany",
      "kind": "LinkedField",
      "name": "clientCompany",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ClientCompanyFeatureFlag",
          "kind": "LinkedField",
          "name": "featureFlags",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "costCenters",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "costUnits",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "singleCostCenterPerAccountingItem",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "singleCostUnitPerAccountingItem",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "orderBy",
              "value": [
                "NUMBER_ASC"
              ]
            }
          ],
          "concreteType": "GeneralLedgerAccountConnection",
          "kind": "LinkedField",
          "name": "generalLedgerAccounts",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "GeneralLedgerAccount",
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "disabledAt",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "generalLedgerAccounts(orderBy:[\"NUMBER_ASC\"])"
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "orderBy",
              "value": [
                "CODE_ASC"
              ]
            }
          ],
          "concreteType": "ValueAddedTaxConnection",
          "kind": "LinkedField",
          "name": "valueAddedTaxes",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ValueAddedTax",
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "code",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "shortNameOrName",
                  "storageKey": null
                },
                (v1/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "amountTypeMustBeNet",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "percentages",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "valueAddedTaxes(orderBy:[\"CODE_ASC\"])"
        },
        {
          "alias": null,
          "args": (v3/*:: as any*/),
          "concreteType": "CostCenterConnection",
          "kind": "LinkedField",
          "name": "costCenters",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "CostCenter",
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": (v4/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": "costCenters(orderBy:[\"CREATED_AT_ASC\"])"
        },
        {
          "alias": null,
          "args": (v3/*:: as any*/),
          "concreteType": "CostUnitConnection",
          "kind": "LinkedField",
          "name": "costUnits",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "CostUnit",
              "kind": "LinkedField",
              "name": "nodes",
              "plural": true,
              "selections": (v4/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": "costUnits(orderBy:[\"CREATED_AT_ASC\"])"
        }
      ],
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "InvoiceCompletenessNotice_invoice"
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "net",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vatAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vatBreakdown",
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
          "name": "accountingBookingType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountingItemsRemainingAmount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
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
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "title",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "bookingType",
                  "storageKey": null
                },
                (v5/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "amountType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "generalLedgerAccountRowId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "valueAddedTaxRowId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "valueAddedTaxPercentage",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": (v6/*:: as any*/),
                  "concreteType": "AccountingItemCostCenterConnection",
                  "kind": "LinkedField",
                  "name": "costCenters",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "AccountingItemCostCenter",
                      "kind": "LinkedField",
                      "name": "nodes",
                      "plural": true,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "costCenterRowId",
                          "storageKey": null
                        },
                        (v5/*:: as any*/)
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": "costCenters(orderBy:[\"PRIMARY_KEY_ASC\"])"
                },
                {
                  "alias": null,
                  "args": (v6/*:: as any*/),
                  "concreteType": "AccountingItemCostUnitConnection",
                  "kind": "LinkedField",
                  "name": "costUnits",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "AccountingItemCostUnit",
                      "kind": "LinkedField",
                      "name": "nodes",
                      "plural": true,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "costUnitRowId",
                          "storageKey": null
                        },
                        (v5/*:: as any*/)
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": "costUnits(orderBy:[\"PRIMARY_KEY_ASC\"])"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "accountingItems(orderBy:[\"SORT_INDEX_ASC\"])"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};
})();

(node as any).hash = "426c0f10914b238da187781cf08fc375";

export default node;
