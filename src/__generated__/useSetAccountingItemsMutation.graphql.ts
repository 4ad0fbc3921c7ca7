/**
 * @generated SignedSource<<9f28879ae2cdadcdca0d992f0430d2ff>>
 * @relayHash 72e9c3d43fb96a169b50c317d7e02726
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 52db77f2c1a0ffcff19acac87954df48d40acd1657e5384acdc0b5b6be169da1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountingAmountType = "GROSS" | "NET" | "%future added value";
export type BookingType = "CREDIT" | "DEBIT" | "%future added value";
export type SetAccountingItemsInput = {
  clientMutationId?: string | null | undefined;
  documentRowId: string;
  items: ReadonlyArray<AccountingItemInputRecordInput | null | undefined>;
};
export type AccountingItemInputRecordInput = {
  amount?: string | null | undefined;
  amountType?: AccountingAmountType | null | undefined;
  bookingType?: BookingType | null | undefined;
  costCenters?: ReadonlyArray<AccountingItemCostCenterInputRecordInput | null | undefined> | null | undefined;
  costUnits?: ReadonlyArray<AccountingItemCostUnitInputRecordInput | null | undefined> | null | undefined;
  generalLedgerAccountRowId?: string | null | undefined;
  title?: string | null | undefined;
  valueAddedTaxPercentage?: string | null | undefined;
  valueAddedTaxRowId?: string | null | undefined;
};
export type AccountingItemCostCenterInputRecordInput = {
  amount?: string | null | undefined;
  costCenterRowId?: string | null | undefined;
};
export type AccountingItemCostUnitInputRecordInput = {
  amount?: string | null | undefined;
  costUnitRowId?: string | null | undefined;
};
export type useSetAccountingItemsMutation$variables = {
  input: SetAccountingItemsInput;
};
export type useSetAccountingItemsMutation$data = {
  readonly setAccountingItems: {
    readonly result: {
      readonly document: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"DocumentAccounting_document">;
      } | null | undefined;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useSetAccountingItemsMutation = {
  response: useSetAccountingItemsMutation$data;
  variables: useSetAccountingItemsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v6 = [
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "CREATED_AT_ASC"
    ]
  }
],
v7 = [
  (v3/*:: as any*/),
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "description",
    "storageKey": null
  },
  (v2/*:: as any*/)
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v9 = [
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "PRIMARY_KEY_ASC"
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetAccountingItemsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetAccountingItemsPayload",
        "kind": "LinkedField",
        "name": "setAccountingItems",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Invoice",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Document",
                "kind": "LinkedField",
                "name": "document",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DocumentAccounting_document"
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetAccountingItemsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "SetAccountingItemsPayload",
        "kind": "LinkedField",
        "name": "setAccountingItems",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Invoice",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Document",
                "kind": "LinkedField",
                "name": "document",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
                              (v3/*:: as any*/),
                              (v5/*:: as any*/),
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
                              },
                              (v2/*:: as any*/)
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
                              (v3/*:: as any*/),
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
                              (v4/*:: as any*/),
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
                              },
                              (v2/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": "valueAddedTaxes(orderBy:[\"CODE_ASC\"])"
                      },
                      {
                        "alias": null,
                        "args": (v6/*:: as any*/),
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
                            "selections": (v7/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "storageKey": "costCenters(orderBy:[\"CREATED_AT_ASC\"])"
                      },
                      {
                        "alias": null,
                        "args": (v6/*:: as any*/),
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
                            "selections": (v7/*:: as any*/),
                            "storageKey": null
                          }
                        ],
                        "storageKey": "costUnits(orderBy:[\"CREATED_AT_ASC\"])"
                      },
                      (v2/*:: as any*/)
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
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "invoiceCompletenessDetails",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isComplete",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PartnerAccount",
                        "kind": "LinkedField",
                        "name": "partnerAccount",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "fullName",
                            "storageKey": null
                          },
                          (v2/*:: as any*/)
                        ],
                        "storageKey": null
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
                              (v3/*:: as any*/),
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
                              (v8/*:: as any*/),
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
                                "args": (v9/*:: as any*/),
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
                                      (v8/*:: as any*/),
                                      (v2/*:: as any*/)
                                    ],
                                    "storageKey": null
                                  }
                                ],
                                "storageKey": "costCenters(orderBy:[\"PRIMARY_KEY_ASC\"])"
                              },
                              {
                                "alias": null,
                                "args": (v9/*:: as any*/),
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
                                      (v8/*:: as any*/),
                                      (v2/*:: as any*/)
                                    ],
                                    "storageKey": null
                                  }
                                ],
                                "storageKey": "costUnits(orderBy:[\"PRIMARY_KEY_ASC\"])"
                              },
                              (v2/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": "accountingItems(orderBy:[\"SORT_INDEX_ASC\"])"
                      },
                      (v2/*:: as any*/)
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
    ]
  },
  "params": {
    "id": "52db77f2c1a0ffcff19acac87954df48d40acd1657e5384acdc0b5b6be169da1",
    "metadata": {},
    "name": "useSetAccountingItemsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "48fe9603b362021b5393186a75b56db7";

export default node;
