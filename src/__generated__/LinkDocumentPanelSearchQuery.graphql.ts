/**
 * @generated SignedSource<<d74e14f0857fd2a5f60d4e3b4e4ed2da>>
 * @relayHash 88a2cd03d8f758a5064af9a86503d940
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fedb61976a02c17c0f275a1a34788c8e883935d2d57acc44e9b378290a0273d1

import { ConcreteRequest } from 'relay-runtime';
export type DocumentType = "INCOMING_INVOICE" | "OTHER_DOCUMENT" | "OUTGOING_INVOICE" | "%future added value";
export type DocumentsDateFilterType = "DOCUMENT_DATE" | "IMPORT_DATE" | "INVOICE_DATE" | "%future added value";
export type DocumentsExportStatus = "EXPORTED_FOR_BOOKING" | "NOT_EXPORTED_FOR_BOOKING" | "%future added value";
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
export type LinkDocumentPanelSearchQuery$variables = {
  clientCompanyRowId: string;
  filter?: DocumentsListFilter | null | undefined;
};
export type LinkDocumentPanelSearchQuery$data = {
  readonly documentsList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly derivedTitle: string | null | undefined;
        readonly invoice: {
          readonly currency: string;
          readonly extractedPartnerName: string | null | undefined;
          readonly invoiceDate: string | null | undefined;
          readonly invoiceNumber: string | null | undefined;
          readonly openAmount: string | null | undefined;
          readonly partnerCompany: {
            readonly name: string;
          } | null | undefined;
          readonly signedTotal: string | null | undefined;
        } | null | undefined;
        readonly rowId: string;
      } | null | undefined;
    }>;
    readonly totalCount: number;
  };
};
export type LinkDocumentPanelSearchQuery = {
  response: LinkDocumentPanelSearchQuery$data;
  variables: LinkDocumentPanelSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientCompanyRowId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "clientCompanyRowId",
    "variableName": "clientCompanyRowId"
  },
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  },
  {
    "kind": "Literal",
    "name": "orderBy",
    "value": "INVOICE_DATE"
  },
  {
    "kind": "Literal",
    "name": "orderByDirection",
    "value": "DESC"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
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
  "name": "derivedTitle",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceNumber",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceDate",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signedTotal",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "openAmount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "extractedPartnerName",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LinkDocumentPanelSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DocumentsListConnection",
        "kind": "LinkedField",
        "name": "documentsList",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Invoice",
                    "kind": "LinkedField",
                    "name": "invoice",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PartnerCompany",
                        "kind": "LinkedField",
                        "name": "partnerCompany",
                        "plural": false,
                        "selections": [
                          (v11/*:: as any*/)
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
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LinkDocumentPanelSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DocumentsListConnection",
        "kind": "LinkedField",
        "name": "documentsList",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Invoice",
                    "kind": "LinkedField",
                    "name": "invoice",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v7/*:: as any*/),
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v10/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "PartnerCompany",
                        "kind": "LinkedField",
                        "name": "partnerCompany",
                        "plural": false,
                        "selections": [
                          (v11/*:: as any*/),
                          (v12/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v12/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v12/*:: as any*/)
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
    "id": "fedb61976a02c17c0f275a1a34788c8e883935d2d57acc44e9b378290a0273d1",
    "metadata": {},
    "name": "LinkDocumentPanelSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6f01e39266cb6362f58cb9d49a533e95";

export default node;
