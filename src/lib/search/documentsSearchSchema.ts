import {
  amountParam,
  booleanParam,
  enumListParam,
  enumParam,
  isoDateParam,
  optionalUuidParam,
  parseSearch,
  type SearchOf,
  type SearchParam,
  textParam,
  uuidListParam,
} from "../searchParams.ts";

// Search parameters of the documents list (spec part 2, §2 "Documents list" and §9). Like the
// other route schemas it repairs instead of failing: a value that cannot be used is dropped
// and its default applies. Defaults are not written into the URL: a missing view is
// THUMB_VIEW, a missing period the current year, a missing sort the newest document date.

export const DOCUMENTS_VIEWS = ["THUMB_VIEW", "LIST_VIEW", "ACCOUNTING_VIEW", "WORKFLOW_VIEW"] as const;
export type DocumentsView = (typeof DOCUMENTS_VIEWS)[number];
export const DEFAULT_DOCUMENTS_VIEW: DocumentsView = "THUMB_VIEW";

/** The sort fields of spec §9 (DocumentsListOrderBy); an unknown field falls back to the
 * default. GENERAL_LEDGER_ACCOUNT sorts by the ledger account of the invoice's first accounting
 * item, REAL_ESTATE_OBJECT by the title of the document's first real-estate object. */
export const DOCUMENTS_SORT_FIELDS = [
  "INVOICE_DATE",
  "IMPORT_DATE",
  "PARTNER",
  "INVOICE_NUMBER",
  "DUE_DATE",
  "DISCOUNT_DUE_DATE",
  "TOTAL",
  "GENERAL_LEDGER_ACCOUNT",
  "REAL_ESTATE_OBJECT",
] as const;
export type DocumentsSortField = (typeof DOCUMENTS_SORT_FIELDS)[number];
export const DEFAULT_SORT_FIELD: DocumentsSortField = "INVOICE_DATE";

export const SORT_DIRECTIONS = ["ASC", "DESC"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const DEFAULT_SORT_DIRECTION: SortDirection = "DESC";

export const DATE_FILTER_TYPES = ["INVOICE_DATE", "DOCUMENT_DATE", "IMPORT_DATE"] as const;
export type DateFilterType = (typeof DATE_FILTER_TYPES)[number];
export const DEFAULT_DATE_FILTER_TYPE: DateFilterType = "INVOICE_DATE";

/** Periods relative to today (see src/lib/datePresets.ts). ALL is twelve
 * months back to today (spec). */
export const DATE_PRESETS = ["WEEK", "MONTH", "YEAR", "ALL", "LAST_7_DAYS", "LAST_3_MONTHS"] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export const DEFAULT_DATE_PRESET: DatePreset = "YEAR";

export const DOCUMENT_TYPES = ["INCOMING_INVOICE", "OUTGOING_INVOICE", "OTHER_DOCUMENT"] as const;
export type DocumentTypeParam = (typeof DOCUMENT_TYPES)[number];

export const PAID_STATUSES = ["PAID", "NOT_PAID"] as const;
export const EXPORT_STATUSES = ["EXPORTED_FOR_BOOKING", "NOT_EXPORTED_FOR_BOOKING"] as const;
/** What an invoice needs before the booking export (REAL_ESTATE_OBJECT only with that feature). */
export const INVOICE_COMPLETENESS_DETAILS = ["PARTNER_ACCOUNT", "ACCOUNTING_ITEMS", "REAL_ESTATE_OBJECT"] as const;
export type InvoiceCompletenessDetailParam = (typeof INVOICE_COMPLETENESS_DETAILS)[number];

/** archived / superseded: missing = only current documents (the server's default false),
 * true = only archived (superseded) ones, "ALL" = both. */
const stateParam: SearchParam<true | "ALL"> = (value) => {
  const state = value === "true" ? true : typeof value === "string" ? value.toUpperCase() : value;
  return state === true || state === "ALL" ? state : undefined;
};
export type DocumentStateParam = true | "ALL" | undefined;

export const documentsSearchSchema = {
  clientCompanyRowId: optionalUuidParam,
  view: enumParam(DOCUMENTS_VIEWS),
  datePreset: enumParam(DATE_PRESETS),
  dateFilterType: enumParam(DATE_FILTER_TYPES),
  fromDate: isoDateParam,
  untilDate: isoDateParam,
  orderBy: enumParam(DOCUMENTS_SORT_FIELDS),
  orderByDirection: enumParam(SORT_DIRECTIONS),
  searchText: textParam(200),
  /** Applies in the accounting view only; kept in the URL in the other views. */
  internalNumber: textParam(100),
  documentTypes: enumListParam(DOCUMENT_TYPES),
  excludeDocumentTypes: enumListParam(DOCUMENT_TYPES),
  categoryRowIds: uuidListParam,
  excludeCategoryRowIds: uuidListParam,
  partnerCompanyRowIds: uuidListParam,
  excludePartnerCompanyRowIds: uuidListParam,
  minTotal: amountParam,
  maxTotal: amountParam,
  paidStatus: enumParam(PAID_STATUSES),
  exportStatus: enumParam(EXPORT_STATUSES),
  isApproved: booleanParam,
  isDuplicate: booleanParam,
  isCreditMemo: booleanParam,
  /** E-invoices (the figures come from XML). */
  hasXmlSource: booleanParam,
  contractType: textParam(100),
  archived: stateParam,
  superseded: stateParam,
  baseDocumentRowIds: uuidListParam,
  documentRowIds: uuidListParam,
  requestedApproverRowIds: uuidListParam,
  documentWorkflowStepRowIds: uuidListParam,
  excludeDocumentWorkflowStepRowIds: uuidListParam,
  commentMentionedUserRowId: optionalUuidParam,
  commentMentionSeen: booleanParam,
  hasComments: booleanParam,
  isRecurring: booleanParam,
  /** Payment and accounting (spec part 2 §7): in a SEPA transfer file (pain.001), collected by
   * direct debit (pain.008), a payment reminder sent; linked to a transaction of these money
   * accounts; accounting items booked to these ledger accounts, cost centres, cost units. */
  hasPain001Payment: booleanParam,
  hasPain008DirectDebit: booleanParam,
  isPaymentReminderSent: booleanParam,
  moneyAccountRowIds: uuidListParam,
  generalLedgerAccountRowIds: uuidListParam,
  excludeGeneralLedgerAccountRowIds: uuidListParam,
  costCenterRowIds: uuidListParam,
  excludeCostCenterRowIds: uuidListParam,
  costUnitRowIds: uuidListParam,
  excludeCostUnitRowIds: uuidListParam,
  /** Tags on the document; real-estate objects it is booked to (each with its exclusion). */
  tagRowIds: uuidListParam,
  excludeTagRowIds: uuidListParam,
  realEstateObjectRowIds: uuidListParam,
  excludeRealEstateObjectRowIds: uuidListParam,
  /** Invoices complete in these details; invoices missing at least one of these. */
  invoiceCompletenessDetails: enumListParam(INVOICE_COMPLETENESS_DETAILS),
  excludeInvoiceCompletenessDetails: enumListParam(INVOICE_COMPLETENESS_DETAILS),
};
export type DocumentsSearch = SearchOf<typeof documentsSearchSchema>;
/** The filter part of the search: everything but the company and the view. */
export type DocumentsFilterSearch = Omit<DocumentsSearch, "clientCompanyRowId" | "view">;
export type DocumentsFilterKey = keyof DocumentsFilterSearch;

export const DOCUMENTS_SEARCH_KEYS = Object.keys(documentsSearchSchema) as (keyof DocumentsSearch)[];
export const DOCUMENTS_FILTER_KEYS = DOCUMENTS_SEARCH_KEYS.filter(
  (key): key is DocumentsFilterKey => key !== "clientCompanyRowId" && key !== "view",
);

/** Validates and repairs the documents search; never throws. Every key is present (undefined
 * when missing or dropped), see parseSearch. */
export function parseDocumentsSearch(search: Record<string, unknown>): DocumentsSearch {
  const parsed = parseSearch(documentsSearchSchema, search);
  // Explicit dates are a custom period: a preset beside them would contradict them.
  if (parsed.fromDate !== undefined || parsed.untilDate !== undefined) parsed.datePreset = undefined;
  // "Mention seen" qualifies a mentioned user; without one it filters nothing.
  if (parsed.commentMentionedUserRowId === undefined) parsed.commentMentionSeen = undefined;
  return parsed;
}
