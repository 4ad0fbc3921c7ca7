/**
 * @generated SignedSource<<658125871d07823b752b5fe48b4578da>>
 * @relayHash 82938be2234ef1fe772243a04d7056f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf40a00faacda847a46cb10fd8340f71029e65adb0a9367d4fea1d5078151614

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
export type DocumentsDateFilterType = "DOCUMENT_DATE" | "IMPORT_DATE" | "INVOICE_DATE" | "%future added value";
export type DocumentsExportStatus = "EXPORTED_FOR_BOOKING" | "NOT_EXPORTED_FOR_BOOKING" | "%future added value";
export type DocumentsListOrderBy = "DISCOUNT_DUE_DATE" | "DUE_DATE" | "GENERAL_LEDGER_ACCOUNT" | "IMPORT_DATE" | "INVOICE_DATE" | "INVOICE_NUMBER" | "PARTNER" | "REAL_ESTATE_OBJECT" | "TOTAL" | "%future added value";
export type DocumentsListOrderDirection = "ASC" | "DESC" | "%future added value";
export type DocumentsPaidStatus = "NOT_PAID" | "PAID" | "%future added value";
export type InvoiceCompletenessDetail = "ACCOUNTING_ITEMS" | "PARTNER_ACCOUNT" | "REAL_ESTATE_OBJECT" | "%future added value";
export type DocumentsListFilter = {
  archived?: boolean | null | undefined;
  baseDocumentRowIds?: ReadonlyArray<string> | null | undefined;
  categoryRowIds?: ReadonlyArray<string> | null | undefined;
  commentMentionSeen?: boolean | null | undefined;
  commentMentionedUserRowId?: string | null | undefined;
  contractType?: string | null | undefined;
  costCenterRowIds?: ReadonlyArray<string> | null | undefined;
  costUnitRowIds?: ReadonlyArray<string> | null | undefined;
  dateFilterType?: DocumentsDateFilterType | null | undefined;
  documentRowIds?: ReadonlyArray<string> | null | undefined;
  documentTypes?: ReadonlyArray<DocumentType> | null | undefined;
  documentWorkflowStepRowIds?: ReadonlyArray<string> | null | undefined;
  excludeCategoryRowIds?: ReadonlyArray<string> | null | undefined;
  excludeCostCenterRowIds?: ReadonlyArray<string> | null | undefined;
  excludeCostUnitRowIds?: ReadonlyArray<string> | null | undefined;
  excludeDocumentTypes?: ReadonlyArray<DocumentType> | null | undefined;
  excludeDocumentWorkflowStepRowIds?: ReadonlyArray<string> | null | undefined;
  excludeGeneralLedgerAccountRowIds?: ReadonlyArray<string> | null | undefined;
  excludeInvoiceCompletenessDetails?: ReadonlyArray<InvoiceCompletenessDetail> | null | undefined;
  excludePartnerCompanyRowIds?: ReadonlyArray<string> | null | undefined;
  excludeRealEstateObjectRowIds?: ReadonlyArray<string> | null | undefined;
  excludeTagRowIds?: ReadonlyArray<string> | null | undefined;
  exportStatus?: DocumentsExportStatus | null | undefined;
  fromDate?: string | null | undefined;
  generalLedgerAccountRowIds?: ReadonlyArray<string> | null | undefined;
  hasComments?: boolean | null | undefined;
  hasPain001Payment?: boolean | null | undefined;
  hasPain008DirectDebit?: boolean | null | undefined;
  hasXmlSource?: boolean | null | undefined;
  internalNumber?: string | null | undefined;
  invoiceCompletenessDetails?: ReadonlyArray<InvoiceCompletenessDetail> | null | undefined;
  isApproved?: boolean | null | undefined;
  isCreditMemo?: boolean | null | undefined;
  isDuplicate?: boolean | null | undefined;
  isPaymentReminderSent?: boolean | null | undefined;
  isRecurring?: boolean | null | undefined;
  maxTotal?: string | null | undefined;
  minTotal?: string | null | undefined;
  moneyAccountRowIds?: ReadonlyArray<string> | null | undefined;
  paidStatus?: DocumentsPaidStatus | null | undefined;
  partnerCompanyRowIds?: ReadonlyArray<string> | null | undefined;
  realEstateObjectRowIds?: ReadonlyArray<string> | null | undefined;
  requestedApproverRowIds?: ReadonlyArray<string> | null | undefined;
  searchText?: string | null | undefined;
  superseded?: boolean | null | undefined;
  tagRowIds?: ReadonlyArray<string> | null | undefined;
  untilDate?: string | null | undefined;
};
export type DocumentsListPaginationQuery$variables = {
  after?: string | null | undefined;
  clientCompanyRowId: string;
  filter?: DocumentsListFilter | null | undefined;
  first: number;
  isWorkflowView: boolean;
  orderBy: DocumentsListOrderBy;
  orderByDirection: DocumentsListOrderDirection;
};
export type DocumentsListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DocumentsList_query">;
};
export type DocumentsListPaginationQuery = {
  response: DocumentsListPaginationQuery$data;
  variables: DocumentsListPaginationQuery$variables;
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
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "first"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "isWorkflowView"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderBy"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderByDirection"
  }
],
v1 = {
  "kind": "Variable",
  "name": "after",
  "variableName": "after"
},
v2 = {
  "kind": "Variable",
  "name": "clientCompanyRowId",
  "variableName": "clientCompanyRowId"
},
v3 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v4 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v5 = {
  "kind": "Variable",
  "name": "orderBy",
  "variableName": "orderBy"
},
v6 = {
  "kind": "Variable",
  "name": "orderByDirection",
  "variableName": "orderByDirection"
},
v7 = [
  (v1/*:: as any*/),
  (v2/*:: as any*/),
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  (v6/*:: as any*/)
],
v8 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = [
  (v10/*:: as any*/),
  (v9/*:: as any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "PartnerCompany",
  "kind": "LinkedField",
  "name": "partnerCompany",
  "plural": false,
  "selections": (v11/*:: as any*/),
  "storageKey": null
},
v13 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fullName",
    "storageKey": null
  },
  (v9/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentsListPaginationQuery",
    "selections": [
      {
        "args": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "kind": "Variable",
            "name": "isWorkflowView",
            "variableName": "isWorkflowView"
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "DocumentsList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentsListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "DocumentsListConnection",
        "kind": "LinkedField",
        "name": "documentsList",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentsListEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Document",
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
                    "name": "derivedTitle",
                    "storageKey": null
                  },
                  {
                    "alias": "firstPage",
                    "args": [
                      (v8/*:: as any*/),
                      {
                        "kind": "Literal",
                        "name": "orderBy",
                        "value": [
                          "PAGE_NO_ASC"
                        ]
                      }
                    ],
                    "concreteType": "DocumentPageConnection",
                    "kind": "LinkedField",
                    "name": "pageImages",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DocumentPage",
                        "kind": "LinkedField",
                        "name": "nodes",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "thumbnailUrl",
                            "storageKey": null
                          },
                          (v9/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "pageImages(first:1,orderBy:[\"PAGE_NO_ASC\"])"
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
                        "name": "signedTotal",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "currency",
                        "storageKey": null
                      },
                      (v9/*:: as any*/),
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
                        "name": "extractedPartnerName",
                        "storageKey": null
                      },
                      (v12/*:: as any*/),
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
                        "name": "partiallyPaid",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dueDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "creditMemo",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasDuplicateInvoices",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "hasXmlSource",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "internalNumber",
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
                        "name": "signedNet",
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
                        "name": "openAmount",
                        "storageKey": null
                      },
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
                          (v8/*:: as any*/),
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
                                  (v10/*:: as any*/),
                                  (v9/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              (v9/*:: as any*/)
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
                    "args": null,
                    "concreteType": "OtherDocument",
                    "kind": "LinkedField",
                    "name": "otherDocument",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "documentNumber",
                        "storageKey": null
                      },
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "documentDate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "partnerName",
                        "storageKey": null
                      },
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "importDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "state",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "archived",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "superseded",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isAbandoned",
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
                    "name": "exportedForBookingAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DocumentCategory",
                    "kind": "LinkedField",
                    "name": "category",
                    "plural": false,
                    "selections": (v11/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DocumentSourceEmail",
                    "kind": "LinkedField",
                    "name": "sourceEmail",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "sender",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "condition": "isWorkflowView",
                    "kind": "Condition",
                    "passingValue": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DocumentWorkflowStep",
                        "kind": "LinkedField",
                        "name": "workflowStep",
                        "plural": false,
                        "selections": (v13/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "approvalState",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "approvedWithoutVerifiers",
                        "storageKey": null
                      },
                      {
                        "alias": "latestComment",
                        "args": [
                          (v8/*:: as any*/),
                          {
                            "kind": "Literal",
                            "name": "orderBy",
                            "value": [
                              "CREATED_AT_DESC"
                            ]
                          }
                        ],
                        "concreteType": "CommentConnection",
                        "kind": "LinkedField",
                        "name": "comments",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Comment",
                            "kind": "LinkedField",
                            "name": "nodes",
                            "plural": true,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "textMessage",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "createdAt",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "User",
                                "kind": "LinkedField",
                                "name": "commentedBy",
                                "plural": false,
                                "selections": (v13/*:: as any*/),
                                "storageKey": null
                              },
                              (v9/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": "comments(first:1,orderBy:[\"CREATED_AT_DESC\"])"
                      }
                    ]
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
                              },
                              (v9/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v9/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "realEstateObjectInstances(first:5,orderBy:[\"PRIMARY_KEY_ASC\"])"
                  },
                  (v9/*:: as any*/),
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
            "concreteType": "DocumentsListPageInfo",
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
        "args": (v7/*:: as any*/),
        "filters": [
          "clientCompanyRowId",
          "filter",
          "orderBy",
          "orderByDirection"
        ],
        "handle": "connection",
        "key": "DocumentsList_documentsList",
        "kind": "LinkedHandle",
        "name": "documentsList"
      }
    ]
  },
  "params": {
    "id": "bf40a00faacda847a46cb10fd8340f71029e65adb0a9367d4fea1d5078151614",
    "metadata": {},
    "name": "DocumentsListPaginationQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0a1929001b3aae02f4c027841474edc4";

export default node;
