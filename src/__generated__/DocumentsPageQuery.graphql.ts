/**
 * @generated SignedSource<<c69ac940d1f1d63f6702904269496ef1>>
 * @relayHash 1f92f16d39795405635d71ed419a48bd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0233695676219deeade352601afeac39bd802922ab5d206bf02ac837f05426de

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
    readonly currentUserCanExportBookings: boolean | null | undefined;
    readonly currentUserHasAccountingAccess: boolean | null | undefined;
    readonly currentUserHasBankingAccess: boolean | null | undefined;
    readonly currentUserWorkflowStepRowIds: ReadonlyArray<string>;
    readonly featureFlags: {
      readonly documentsWorkflowView: boolean | null | undefined;
      readonly useLast3Months: boolean | null | undefined;
    } | null | undefined;
    readonly rowId: string;
    readonly " $fragmentSpreads": FragmentRefs<"ExportDialog_clientCompany" | "useFilterOptions_clientCompany">;
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
  "name": "currentUserHasBankingAccess",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserHasAccountingAccess",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserWorkflowStepRowIds",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currentUserCanExportBookings",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "useLast3Months",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documentsWorkflowView",
  "storageKey": null
},
v14 = {
  "kind": "Variable",
  "name": "clientCompanyRowId",
  "variableName": "clientCompanyRowId"
},
v15 = {
  "kind": "Variable",
  "name": "filter",
  "variableName": "filter"
},
v16 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "first"
},
v17 = {
  "kind": "Variable",
  "name": "orderBy",
  "variableName": "orderBy"
},
v18 = {
  "kind": "Variable",
  "name": "orderByDirection",
  "variableName": "orderByDirection"
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "number",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disabledAt",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v25 = [
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": [
      "NUMBER_ASC"
    ]
  }
],
v26 = [
  (v6/*:: as any*/),
  (v21/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "description",
    "storageKey": null
  },
  (v19/*:: as any*/)
],
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openAmount",
  "storageKey": null
},
v30 = [
  (v14/*:: as any*/),
  (v15/*:: as any*/),
  (v16/*:: as any*/),
  (v17/*:: as any*/),
  (v18/*:: as any*/)
],
v31 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v32 = [
  (v23/*:: as any*/),
  (v19/*:: as any*/)
],
v33 = {
  "alias": null,
  "args": null,
  "concreteType": "PartnerCompany",
  "kind": "LinkedField",
  "name": "partnerCompany",
  "plural": false,
  "selections": (v32/*:: as any*/),
  "storageKey": null
},
v34 = [
  (v24/*:: as any*/),
  (v19/*:: as any*/)
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
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ExportDialog_clientCompany"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompanyFeatureFlag",
            "kind": "LinkedField",
            "name": "featureFlags",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          },
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
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          (v16/*:: as any*/),
          {
            "kind": "Variable",
            "name": "isWorkflowView",
            "variableName": "isWorkflowView"
          },
          (v17/*:: as any*/),
          (v18/*:: as any*/)
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
          (v19/*:: as any*/)
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
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountingSystem",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "disableIncompleteExport",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompanyFeatureFlag",
            "kind": "LinkedField",
            "name": "featureFlags",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v13/*:: as any*/),
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
                "name": "realEstateObjects",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "currentUserCanViewAccountingTab",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ClientCompanyTagConnection",
            "kind": "LinkedField",
            "name": "sortedTags",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ClientCompanyTag",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tag",
                    "storageKey": null
                  },
                  (v19/*:: as any*/)
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
                "name": "orderBy",
                "value": [
                  "TITLE_ASC"
                ]
              }
            ],
            "concreteType": "RealEstateObjectConnection",
            "kind": "LinkedField",
            "name": "realEstateObjects",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "RealEstateObject",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
                  (v22/*:: as any*/),
                  (v19/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "realEstateObjects(orderBy:[\"TITLE_ASC\"])"
          },
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
                  (v23/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "documentType",
                    "storageKey": null
                  },
                  (v19/*:: as any*/)
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
                  (v23/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DocumentWorkflowStep",
                    "kind": "LinkedField",
                    "name": "sortedSteps",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
                      (v23/*:: as any*/),
                      (v24/*:: as any*/),
                      (v19/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v19/*:: as any*/)
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
                      (v24/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "email",
                        "storageKey": null
                      },
                      (v19/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v19/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "clientCompanyUsers(first:500)"
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "orderBy",
                "value": [
                  "ACTIVE_DESC",
                  "NAME_ASC"
                ]
              }
            ],
            "concreteType": "MoneyAccountConnection",
            "kind": "LinkedField",
            "name": "moneyAccounts",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MoneyAccount",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v24/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "active",
                    "storageKey": null
                  },
                  (v19/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "moneyAccounts(orderBy:[\"ACTIVE_DESC\",\"NAME_ASC\"])"
          },
          {
            "alias": null,
            "args": (v25/*:: as any*/),
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
                  (v6/*:: as any*/),
                  (v21/*:: as any*/),
                  (v23/*:: as any*/),
                  (v22/*:: as any*/),
                  (v19/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "generalLedgerAccounts(orderBy:[\"NUMBER_ASC\"])"
          },
          {
            "alias": null,
            "args": (v25/*:: as any*/),
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
                "selections": (v26/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": "costCenters(orderBy:[\"NUMBER_ASC\"])"
          },
          {
            "alias": null,
            "args": (v25/*:: as any*/),
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
                "selections": (v26/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": "costUnits(orderBy:[\"NUMBER_ASC\"])"
          },
          (v19/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": "summary",
        "args": [
          (v14/*:: as any*/),
          (v15/*:: as any*/),
          {
            "kind": "Literal",
            "name": "first",
            "value": 0
          },
          (v17/*:: as any*/),
          (v18/*:: as any*/)
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
              (v27/*:: as any*/),
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
                  (v28/*:: as any*/),
                  (v27/*:: as any*/),
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
                  (v29/*:: as any*/)
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
        "args": (v30/*:: as any*/),
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
                      (v31/*:: as any*/),
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
                          (v19/*:: as any*/)
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
                      (v28/*:: as any*/),
                      (v19/*:: as any*/),
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
                      (v33/*:: as any*/),
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
                      (v29/*:: as any*/),
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
                          (v31/*:: as any*/),
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
                                  (v21/*:: as any*/),
                                  (v23/*:: as any*/),
                                  (v19/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              (v19/*:: as any*/)
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
                      (v19/*:: as any*/),
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
                      (v33/*:: as any*/)
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
                    "selections": (v32/*:: as any*/),
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
                        "selections": (v34/*:: as any*/),
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
                          (v31/*:: as any*/),
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
                                "selections": (v34/*:: as any*/),
                                "storageKey": null
                              },
                              (v19/*:: as any*/)
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
                              (v20/*:: as any*/),
                              (v19/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v19/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "realEstateObjectInstances(first:5,orderBy:[\"PRIMARY_KEY_ASC\"])"
                  },
                  (v19/*:: as any*/),
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
        "args": (v30/*:: as any*/),
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
    "id": "0233695676219deeade352601afeac39bd802922ab5d206bf02ac837f05426de",
    "metadata": {},
    "name": "DocumentsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "210edf30de2cbdb053ac691ff7fec4f6";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
