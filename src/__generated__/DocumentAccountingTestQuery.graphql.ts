/**
 * @generated SignedSource<<413dfa7274dfd34e32550e5bb461c689>>
 * @relayHash 69a6265124bca985f574d29a88cba067
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 548d4d21ce336520ff06edda3dea45bf9578530730d9734a51b70939eb7c9732

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentAccountingTestQuery$variables = {
  documentRowId: string;
};
export type DocumentAccountingTestQuery$data = {
  readonly document: {
    readonly " $fragmentSpreads": FragmentRefs<"DocumentAccounting_document">;
  } | null | undefined;
};
export type DocumentAccountingTestQuery = {
  response: DocumentAccountingTestQuery$data;
  variables: DocumentAccountingTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "documentRowId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "documentRowId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
  (v2/*:: as any*/),
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "description",
    "storageKey": null
  },
  (v5/*:: as any*/)
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
],
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "UUID"
},
v15 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Boolean"
},
v16 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Datetime"
},
v17 = [
  "CREDIT",
  "DEBIT"
],
v18 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "BigFloat"
},
v19 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "BigFloat"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentAccountingTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DocumentAccounting_document"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentAccountingTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
                      (v2/*:: as any*/),
                      (v4/*:: as any*/),
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
                      (v5/*:: as any*/)
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
                      (v2/*:: as any*/),
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
                      (v3/*:: as any*/),
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
                      (v5/*:: as any*/)
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
              (v5/*:: as any*/)
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
                  (v5/*:: as any*/)
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
                      (v2/*:: as any*/),
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
                              (v5/*:: as any*/)
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
                              (v5/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": "costUnits(orderBy:[\"PRIMARY_KEY_ASC\"])"
                      },
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "accountingItems(orderBy:[\"SORT_INDEX_ASC\"])"
              },
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "548d4d21ce336520ff06edda3dea45bf9578530730d9734a51b70939eb7c9732",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "document": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Document"
        },
        "document.accountingTabEditRefusal": (v10/*:: as any*/),
        "document.canCurrentUserEditAccountingTab": (v11/*:: as any*/),
        "document.canCurrentUserViewAccountingTab": (v11/*:: as any*/),
        "document.clientCompany": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClientCompany"
        },
        "document.clientCompany.costCenters": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CostCenterConnection"
        },
        "document.clientCompany.costCenters.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CostCenter"
        },
        "document.clientCompany.costCenters.nodes.description": (v10/*:: as any*/),
        "document.clientCompany.costCenters.nodes.id": (v12/*:: as any*/),
        "document.clientCompany.costCenters.nodes.number": (v13/*:: as any*/),
        "document.clientCompany.costCenters.nodes.rowId": (v14/*:: as any*/),
        "document.clientCompany.costUnits": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CostUnitConnection"
        },
        "document.clientCompany.costUnits.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CostUnit"
        },
        "document.clientCompany.costUnits.nodes.description": (v10/*:: as any*/),
        "document.clientCompany.costUnits.nodes.id": (v12/*:: as any*/),
        "document.clientCompany.costUnits.nodes.number": (v13/*:: as any*/),
        "document.clientCompany.costUnits.nodes.rowId": (v14/*:: as any*/),
        "document.clientCompany.featureFlags": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ClientCompanyFeatureFlag"
        },
        "document.clientCompany.featureFlags.costCenters": (v15/*:: as any*/),
        "document.clientCompany.featureFlags.costUnits": (v15/*:: as any*/),
        "document.clientCompany.featureFlags.singleCostCenterPerAccountingItem": (v15/*:: as any*/),
        "document.clientCompany.featureFlags.singleCostUnitPerAccountingItem": (v15/*:: as any*/),
        "document.clientCompany.generalLedgerAccounts": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "GeneralLedgerAccountConnection"
        },
        "document.clientCompany.generalLedgerAccounts.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "GeneralLedgerAccount"
        },
        "document.clientCompany.generalLedgerAccounts.nodes.disabledAt": (v16/*:: as any*/),
        "document.clientCompany.generalLedgerAccounts.nodes.id": (v12/*:: as any*/),
        "document.clientCompany.generalLedgerAccounts.nodes.name": (v13/*:: as any*/),
        "document.clientCompany.generalLedgerAccounts.nodes.number": (v13/*:: as any*/),
        "document.clientCompany.generalLedgerAccounts.nodes.rowId": (v14/*:: as any*/),
        "document.clientCompany.id": (v12/*:: as any*/),
        "document.clientCompany.valueAddedTaxes": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ValueAddedTaxConnection"
        },
        "document.clientCompany.valueAddedTaxes.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ValueAddedTax"
        },
        "document.clientCompany.valueAddedTaxes.nodes.amountTypeMustBeNet": (v11/*:: as any*/),
        "document.clientCompany.valueAddedTaxes.nodes.code": (v10/*:: as any*/),
        "document.clientCompany.valueAddedTaxes.nodes.id": (v12/*:: as any*/),
        "document.clientCompany.valueAddedTaxes.nodes.percentages": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "BigFloat"
        },
        "document.clientCompany.valueAddedTaxes.nodes.rowId": (v14/*:: as any*/),
        "document.clientCompany.valueAddedTaxes.nodes.shortNameOrName": (v13/*:: as any*/),
        "document.clientCompany.valueAddedTaxes.nodes.type": {
          "enumValues": [
            "INPUT_TAX",
            "OUTPUT_TAX",
            "REVERSE_CHARGE",
            "TAX_FREE"
          ],
          "nullable": false,
          "plural": false,
          "type": "ValueAddedTaxType"
        },
        "document.exportedForBookingAt": (v16/*:: as any*/),
        "document.id": (v12/*:: as any*/),
        "document.invoice": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Invoice"
        },
        "document.invoice.accountingBookingType": {
          "enumValues": (v17/*:: as any*/),
          "nullable": true,
          "plural": false,
          "type": "BookingType"
        },
        "document.invoice.accountingItems": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "AccountingItemConnection"
        },
        "document.invoice.accountingItems.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AccountingItem"
        },
        "document.invoice.accountingItems.nodes.amount": (v18/*:: as any*/),
        "document.invoice.accountingItems.nodes.amountType": {
          "enumValues": [
            "GROSS",
            "NET"
          ],
          "nullable": false,
          "plural": false,
          "type": "AccountingAmountType"
        },
        "document.invoice.accountingItems.nodes.bookingType": {
          "enumValues": (v17/*:: as any*/),
          "nullable": false,
          "plural": false,
          "type": "BookingType"
        },
        "document.invoice.accountingItems.nodes.costCenters": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "AccountingItemCostCenterConnection"
        },
        "document.invoice.accountingItems.nodes.costCenters.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AccountingItemCostCenter"
        },
        "document.invoice.accountingItems.nodes.costCenters.nodes.amount": (v18/*:: as any*/),
        "document.invoice.accountingItems.nodes.costCenters.nodes.costCenterRowId": (v14/*:: as any*/),
        "document.invoice.accountingItems.nodes.costCenters.nodes.id": (v12/*:: as any*/),
        "document.invoice.accountingItems.nodes.costUnits": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "AccountingItemCostUnitConnection"
        },
        "document.invoice.accountingItems.nodes.costUnits.nodes": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AccountingItemCostUnit"
        },
        "document.invoice.accountingItems.nodes.costUnits.nodes.amount": (v18/*:: as any*/),
        "document.invoice.accountingItems.nodes.costUnits.nodes.costUnitRowId": (v14/*:: as any*/),
        "document.invoice.accountingItems.nodes.costUnits.nodes.id": (v12/*:: as any*/),
        "document.invoice.accountingItems.nodes.generalLedgerAccountRowId": (v14/*:: as any*/),
        "document.invoice.accountingItems.nodes.id": (v12/*:: as any*/),
        "document.invoice.accountingItems.nodes.rowId": (v14/*:: as any*/),
        "document.invoice.accountingItems.nodes.title": (v10/*:: as any*/),
        "document.invoice.accountingItems.nodes.valueAddedTaxPercentage": (v19/*:: as any*/),
        "document.invoice.accountingItems.nodes.valueAddedTaxRowId": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "UUID"
        },
        "document.invoice.accountingItemsRemainingAmount": (v19/*:: as any*/),
        "document.invoice.currency": (v13/*:: as any*/),
        "document.invoice.id": (v12/*:: as any*/),
        "document.invoice.invoiceCompletenessDetails": {
          "enumValues": [
            "ACCOUNTING_ITEMS",
            "PARTNER_ACCOUNT",
            "REAL_ESTATE_OBJECT"
          ],
          "nullable": false,
          "plural": true,
          "type": "InvoiceCompletenessDetail"
        },
        "document.invoice.isComplete": (v11/*:: as any*/),
        "document.invoice.net": (v19/*:: as any*/),
        "document.invoice.partnerAccount": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "PartnerAccount"
        },
        "document.invoice.partnerAccount.fullName": (v13/*:: as any*/),
        "document.invoice.partnerAccount.id": (v12/*:: as any*/),
        "document.invoice.total": (v19/*:: as any*/),
        "document.invoice.vatAmount": (v19/*:: as any*/),
        "document.invoice.vatBreakdown": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "JSON"
        },
        "document.rowId": (v14/*:: as any*/),
        "document.type": {
          "enumValues": [
            "INCOMING_INVOICE",
            "OTHER_DOCUMENT",
            "OUTGOING_INVOICE"
          ],
          "nullable": false,
          "plural": false,
          "type": "DocumentType"
        }
      }
    },
    "name": "DocumentAccountingTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4b7dc13c3e7f9f06b708b1c9683211e1";

export default node;
