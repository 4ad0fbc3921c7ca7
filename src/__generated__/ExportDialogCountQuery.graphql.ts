/**
 * @generated SignedSource<<068366dec92677b811d893c9c034cf7b>>
 * @relayHash ebab5bf445ce894ff267dfda41f36f2e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d224ee32fa76cc7ef8c2f8ea6303ea09df0ce4acaeebad92c6b6c6652f838f0

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
export type ExportDialogCountQuery$variables = {
  clientCompanyRowId: string;
  filter: DocumentsListFilter;
};
export type ExportDialogCountQuery$data = {
  readonly documentsList: {
    readonly totalCount: number;
  };
};
export type ExportDialogCountQuery = {
  response: ExportDialogCountQuery$data;
  variables: ExportDialogCountQuery$variables;
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
    "alias": null,
    "args": [
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
        "value": 1
      }
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
        "name": "totalCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ExportDialogCountQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExportDialogCountQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5d224ee32fa76cc7ef8c2f8ea6303ea09df0ce4acaeebad92c6b6c6652f838f0",
    "metadata": {},
    "name": "ExportDialogCountQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0902131c3e4bb0fb3d318ab4ac46337b";

export default node;
