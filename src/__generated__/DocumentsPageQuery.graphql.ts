/**
 * @generated SignedSource<<027561c6604a6fa277e0686bd66856f8>>
 * @relayHash 65edf88aa18994e16c5ca9fc469b676c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb08dbbee3c49ccaec3c607e76cae8684bd573616c3d06ecd849d703f0951326

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
export type DocumentsDateFilterType = "DOCUMENT_DATE" | "IMPORT_DATE" | "INVOICE_DATE" | "%future added value";
export type DocumentsExportStatus = "EXPORTED_FOR_BOOKING" | "NOT_EXPORTED_FOR_BOOKING" | "%future added value";
export type DocumentsListOrderBy = "DISCOUNT_DUE_DATE" | "DUE_DATE" | "IMPORT_DATE" | "INVOICE_DATE" | "INVOICE_NUMBER" | "PARTNER" | "TOTAL" | "%future added value";
export type DocumentsListOrderDirection = "ASC" | "DESC" | "%future added value";
export type DocumentsPaidStatus = "NOT_PAID" | "PAID" | "%future added value";
export type DocumentsListFilter = {
  archived?: boolean | null | undefined;
  baseDocumentRowIds?: ReadonlyArray<string> | null | undefined;
  categoryRowIds?: ReadonlyArray<string> | null | undefined;
  commentMentionSeen?: boolean | null | undefined;
  commentMentionedUserRowId?: string | null | undefined;
  contractType?: string | null | undefined;
  dateFilterType?: DocumentsDateFilterType | null | undefined;
  documentRowIds?: ReadonlyArray<string> | null | undefined;
  documentTypes?: ReadonlyArray<DocumentType> | null | undefined;
  documentWorkflowStepRowIds?: ReadonlyArray<string> | null | undefined;
  excludeCategoryRowIds?: ReadonlyArray<string> | null | undefined;
  excludeDocumentTypes?: ReadonlyArray<DocumentType> | null | undefined;
  excludeDocumentWorkflowStepRowIds?: ReadonlyArray<string> | null | undefined;
  excludePartnerCompanyRowIds?: ReadonlyArray<string> | null | undefined;
  exportStatus?: DocumentsExportStatus | null | undefined;
  fromDate?: string | null | undefined;
  hasComments?: boolean | null | undefined;
  hasXmlSource?: boolean | null | undefined;
  internalNumber?: string | null | undefined;
  isApproved?: boolean | null | undefined;
  isCreditMemo?: boolean | null | undefined;
  isDuplicate?: boolean | null | undefined;
  isRecurring?: boolean | null | undefined;
  maxTotal?: string | null | undefined;
  minTotal?: string | null | undefined;
  paidStatus?: DocumentsPaidStatus | null | undefined;
  partnerCompanyRowIds?: ReadonlyArray<string> | null | undefined;
  requestedApproverRowIds?: ReadonlyArray<string> | null | undefined;
  searchText?: string | null | undefined;
  superseded?: boolean | null | undefined;
  untilDate?: string | null | undefined;
};
export type DocumentsPageQuery$variables = {
  clientCompanyRowId: string;
  filter?: DocumentsListFilter | null | undefined;
  first: number;
  isWorkflowView: boolean;
  orderBy: DocumentsListOrderBy;
  orderByDirection: DocumentsListOrderDirection;
};
export type DocumentsPageQuery$data = {
  readonly clientCompany: {
    readonly currentUserWorkflowStepRowIds: ReadonlyArray<string>;
    readonly featureFlags: {
      readonly documentsWorkflowView: boolean | null | undefined;
      readonly useLast3Months: boolean | null | undefined;
    } | null | undefined;
    readonly rowId: string;
    readonly " $fragmentSpreads": FragmentRefs<"useFilterOptions_clientCompany">;
  } | null | undefined;
  readonly currentUser: {
    readonly rowId: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentsResults_query">;
};
export type DocumentsPageQuery = {
  response: DocumentsPageQuery$data;
  variables: DocumentsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "clientCompanyRowId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isWorkflowView"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderBy"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderByDirection"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v7 = [
  {
    "kind": "Variable",
    "name": "rowId",
    "variableName": "clientCompanyRowId"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserWorkflowStepRowIds",
  "storageKey": null
},
v9 = {
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
      "name": "useLast3Months",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentsWorkflowView",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "kind": "Variable",
  "name": "clientCompanyRowId",
  "variableName": "clientCompanyRowId"
},
v11 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v12 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v13 = {
  "kind": "Variable",
  "name": "orderBy",
  "variableName": "orderBy"
},
v14 = {
  "kind": "Variable",
  "name": "orderByDirection",
  "variableName": "orderByDirection"
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openAmount",
  "storageKey": null
},
v21 = [
  (v10/*:: as any*/),
  (v11/*:: as any*/),
  (v12/*:: as any*/),
  (v13/*:: as any*/),
  (v14/*:: as any*/)
],
v22 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v23 = [
  (v16/*:: as any*/),
  (v15/*:: as any*/)
],
v24 = {
  "alias": null,
  "args": null,
  "concreteType": "PartnerCompany",
  "kind": "LinkedField",
  "name": "partnerCompany",
  "plural": false,
  "selections": (v23/*:: as any*/),
  "storageKey": null
},
v25 = [
  (v17/*:: as any*/),
  (v15/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v6/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "useFilterOptions_clientCompany"
          }
        ],
        "storageKey": null
      },
      {
        "args": [
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          (v12/*:: as any*/),
          {
            "kind": "Variable",
            "name": "isWorkflowView",
            "variableName": "isWorkflowView"
          },
          (v13/*:: as any*/),
          (v14/*:: as any*/)
        ],
        "kind": "FragmentSpread",
        "name": "DocumentsResults_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DocumentsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "currentUser",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v7/*:: as any*/),
        "concreteType": "ClientCompany",
        "kind": "LinkedField",
        "name": "clientCompany",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentCategoryConnection",
            "kind": "LinkedField",
            "name": "sortedDocumentCategories",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentCategory",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "documentType",
                    "storageKey": null
                  },
                  (v15/*:: as any*/)
                ],
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
                "name": "first",
                "value": 100
              }
            ],
            "concreteType": "DocumentWorkflowConnection",
            "kind": "LinkedField",
            "name": "documentWorkflows",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentWorkflow",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v16/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DocumentWorkflowStep",
                    "kind": "LinkedField",
                    "name": "sortedSteps",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v15/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "documentWorkflows(first:100)"
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 500
              }
            ],
            "concreteType": "ClientCompanyUserConnection",
            "kind": "LinkedField",
            "name": "clientCompanyUsers",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ClientCompanyUser",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "user",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v17/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "email",
                        "storageKey": null
                      },
                      (v15/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "clientCompanyUsers(first:500)"
          },
          (v15/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "summary",
        "args": [
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "kind": "Literal",
            "name": "first",
            "value": 0
          },
          (v13/*:: as any*/),
          (v14/*:: as any*/)
        ],
        "concreteType": "DocumentsListConnection",
        "kind": "LinkedField",
        "name": "documentsList",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "ids",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentsListStatistics",
            "kind": "LinkedField",
            "name": "statistics",
            "plural": false,
            "selections": [
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "invoiceCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "openCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentsListCurrencyTotals",
                "kind": "LinkedField",
                "name": "currencies",
                "plural": true,
                "selections": [
                  (v19/*:: as any*/),
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "netSum",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "totalSum",
                    "storageKey": null
                  },
                  (v20/*:: as any*/)
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
        "alias": null,
        "args": (v21/*:: as any*/),
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
                  (v6/*:: as any*/),
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
                      (v22/*:: as any*/),
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
                          (v15/*:: as any*/)
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
                      (v19/*:: as any*/),
                      (v15/*:: as any*/),
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
                      (v24/*:: as any*/),
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
                      (v20/*:: as any*/)
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
                      (v15/*:: as any*/),
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
                      (v24/*:: as any*/)
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
                    "selections": (v23/*:: as any*/),
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
                        "selections": (v25/*:: as any*/),
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
                        "alias": "latestComment",
                        "args": [
                          (v22/*:: as any*/),
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
                                "selections": (v25/*:: as any*/),
                                "storageKey": null
                              },
                              (v15/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": "comments(first:1,orderBy:[\"CREATED_AT_DESC\"])"
                      }
                    ]
                  },
                  (v15/*:: as any*/),
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
        "args": (v21/*:: as any*/),
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
    "id": "bb08dbbee3c49ccaec3c607e76cae8684bd573616c3d06ecd849d703f0951326",
    "metadata": {},
    "name": "DocumentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cfdb9fdc0c0179c7eed2be1e74b394a5";

export default node;
