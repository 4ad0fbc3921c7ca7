import {
  type DateFilterType,
  type DatePreset,
  DEFAULT_DATE_FILTER_TYPE,
  DEFAULT_DATE_PRESET,
  DEFAULT_DOCUMENTS_VIEW,
  DEFAULT_SORT_DIRECTION,
  DEFAULT_SORT_FIELD,
  type DocumentsSearch,
  type DocumentStateParam,
  type DocumentsSortField,
  type InvoiceCompletenessDetailParam,
  type DocumentsView,
  type SortDirection,
} from "../../../lib/search/documentsSearchSchema.ts";
import { datePresetRange } from "../../../lib/datePresets.ts";

// From the URL's search to what the server is asked: defaults filled in, the period turned
// into dates for today, and the accounting view's internal-number filter applied only there.

/** Spec §9: rows loaded at a time; the dense list view takes more. */
export function pageSizeOf(view: DocumentsView): number {
  return view === "LIST_VIEW" ? 100 : 70;
}

export interface ResolvedPeriod {
  /** The preset in force; null for a custom period (explicit dates). */
  datePreset: DatePreset | null;
  dateFilterType: DateFilterType;
  fromDate: string | undefined;
  untilDate: string | undefined;
  /** A search text without a chosen period: the search spans all dates (an invoice dated in an
   * earlier year is found by its number), and the period select says so. */
  isSearchAcrossDates?: boolean;
}

/** The period of a search on `today`: explicit dates win, else the preset, else — while a
 * text is searched — all dates, else the year. */
export function resolvePeriod(search: DocumentsSearch, today: string): ResolvedPeriod {
  const dateFilterType = search.dateFilterType ?? DEFAULT_DATE_FILTER_TYPE;
  if (search.fromDate !== undefined || search.untilDate !== undefined) {
    return { datePreset: null, dateFilterType, fromDate: search.fromDate, untilDate: search.untilDate };
  }
  if (search.searchText?.trim() && search.datePreset === undefined) {
    return { datePreset: null, dateFilterType, fromDate: undefined, untilDate: undefined, isSearchAcrossDates: true };
  }
  const datePreset = search.datePreset ?? DEFAULT_DATE_PRESET;
  return { datePreset, dateFilterType, ...datePresetRange(datePreset, today) };
}

export const viewOf = (search: Pick<DocumentsSearch, "view">): DocumentsView => search.view ?? DEFAULT_DOCUMENTS_VIEW;

export interface ResolvedSort {
  orderBy: DocumentsSortField;
  orderByDirection: SortDirection;
}

export function resolveSort(search: DocumentsSearch): ResolvedSort {
  return {
    orderBy: search.orderBy ?? DEFAULT_SORT_FIELD,
    orderByDirection: search.orderByDirection ?? DEFAULT_SORT_DIRECTION,
  };
}

/** The server's DocumentsListFilter as this client fills it. */
export interface ListFilter {
  searchText?: string;
  internalNumber?: string;
  dateFilterType?: DateFilterType;
  fromDate?: string;
  untilDate?: string;
  minTotal?: string;
  maxTotal?: string;
  paidStatus?: "PAID" | "NOT_PAID";
  exportStatus?: "EXPORTED_FOR_BOOKING" | "NOT_EXPORTED_FOR_BOOKING";
  documentTypes?: readonly ("INCOMING_INVOICE" | "OUTGOING_INVOICE" | "OTHER_DOCUMENT")[];
  excludeDocumentTypes?: readonly ("INCOMING_INVOICE" | "OUTGOING_INVOICE" | "OTHER_DOCUMENT")[];
  categoryRowIds?: readonly string[];
  excludeCategoryRowIds?: readonly string[];
  partnerCompanyRowIds?: readonly string[];
  excludePartnerCompanyRowIds?: readonly string[];
  baseDocumentRowIds?: readonly string[];
  documentRowIds?: readonly string[];
  archived?: boolean | null;
  superseded?: boolean | null;
  isApproved?: boolean;
  isDuplicate?: boolean;
  isCreditMemo?: boolean;
  hasXmlSource?: boolean;
  contractType?: string;
  documentWorkflowStepRowIds?: readonly string[];
  excludeDocumentWorkflowStepRowIds?: readonly string[];
  requestedApproverRowIds?: readonly string[];
  hasComments?: boolean;
  isRecurring?: boolean;
  hasPain001Payment?: boolean;
  hasPain008DirectDebit?: boolean;
  isPaymentReminderSent?: boolean;
  moneyAccountRowIds?: readonly string[];
  generalLedgerAccountRowIds?: readonly string[];
  excludeGeneralLedgerAccountRowIds?: readonly string[];
  costCenterRowIds?: readonly string[];
  excludeCostCenterRowIds?: readonly string[];
  costUnitRowIds?: readonly string[];
  excludeCostUnitRowIds?: readonly string[];
  commentMentionedUserRowId?: string;
  commentMentionSeen?: boolean;
  tagRowIds?: readonly string[];
  excludeTagRowIds?: readonly string[];
  realEstateObjectRowIds?: readonly string[];
  excludeRealEstateObjectRowIds?: readonly string[];
  invoiceCompletenessDetails?: readonly InvoiceCompletenessDetailParam[];
  excludeInvoiceCompletenessDetails?: readonly InvoiceCompletenessDetailParam[];
}

/** Missing: the server's default (false); true: only those; "ALL": null, i.e. both. */
function stateFilter(value: DocumentStateParam): boolean | null | undefined {
  return value === "ALL" ? null : value;
}

/** Keys with undefined values removed, so equal filters serialise equally. */
function compact<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

export function listFilterOf(search: DocumentsSearch, today: string): ListFilter {
  const period = resolvePeriod(search, today);
  return compact<ListFilter>({
    searchText: search.searchText,
    internalNumber: viewOf(search) === "ACCOUNTING_VIEW" ? search.internalNumber : undefined,
    dateFilterType: period.dateFilterType,
    fromDate: period.fromDate,
    untilDate: period.untilDate,
    minTotal: search.minTotal,
    maxTotal: search.maxTotal,
    paidStatus: search.paidStatus,
    exportStatus: search.exportStatus,
    documentTypes: search.documentTypes,
    excludeDocumentTypes: search.excludeDocumentTypes,
    categoryRowIds: search.categoryRowIds,
    excludeCategoryRowIds: search.excludeCategoryRowIds,
    partnerCompanyRowIds: search.partnerCompanyRowIds,
    excludePartnerCompanyRowIds: search.excludePartnerCompanyRowIds,
    baseDocumentRowIds: search.baseDocumentRowIds,
    documentRowIds: search.documentRowIds,
    archived: stateFilter(search.archived),
    superseded: stateFilter(search.superseded),
    isApproved: search.isApproved,
    isDuplicate: search.isDuplicate,
    isCreditMemo: search.isCreditMemo,
    hasXmlSource: search.hasXmlSource,
    contractType: search.contractType,
    documentWorkflowStepRowIds: search.documentWorkflowStepRowIds,
    excludeDocumentWorkflowStepRowIds: search.excludeDocumentWorkflowStepRowIds,
    requestedApproverRowIds: search.requestedApproverRowIds,
    hasComments: search.hasComments,
    isRecurring: search.isRecurring,
    hasPain001Payment: search.hasPain001Payment,
    hasPain008DirectDebit: search.hasPain008DirectDebit,
    isPaymentReminderSent: search.isPaymentReminderSent,
    moneyAccountRowIds: search.moneyAccountRowIds,
    generalLedgerAccountRowIds: search.generalLedgerAccountRowIds,
    excludeGeneralLedgerAccountRowIds: search.excludeGeneralLedgerAccountRowIds,
    costCenterRowIds: search.costCenterRowIds,
    excludeCostCenterRowIds: search.excludeCostCenterRowIds,
    costUnitRowIds: search.costUnitRowIds,
    excludeCostUnitRowIds: search.excludeCostUnitRowIds,
    commentMentionedUserRowId: search.commentMentionedUserRowId,
    // The server refuses "seen" without the mentioned user; alone it would mean nothing.
    commentMentionSeen: search.commentMentionedUserRowId ? search.commentMentionSeen : undefined,
    tagRowIds: search.tagRowIds,
    excludeTagRowIds: search.excludeTagRowIds,
    realEstateObjectRowIds: search.realEstateObjectRowIds,
    excludeRealEstateObjectRowIds: search.excludeRealEstateObjectRowIds,
    invoiceCompletenessDetails: search.invoiceCompletenessDetails,
    excludeInvoiceCompletenessDetails: search.excludeInvoiceCompletenessDetails,
  });
}

export interface DocumentsListVariables {
  clientCompanyRowId: string;
  filter: ListFilter;
  orderBy: DocumentsSortField;
  orderByDirection: SortDirection;
  first: number;
  /** The workflow view's columns (step, approval, latest comment) are loaded only there. */
  isWorkflowView: boolean;
}

export function listVariablesOf(
  clientCompanyRowId: string,
  search: DocumentsSearch,
  today: string,
): DocumentsListVariables {
  const view = viewOf(search);
  return {
    clientCompanyRowId,
    filter: listFilterOf(search, today),
    ...resolveSort(search),
    first: pageSizeOf(view),
    isWorkflowView: view === "WORKFLOW_VIEW",
  };
}

/** A stable text of the variables: equal lists, equal keys. */
export function variablesKey(variables: DocumentsListVariables): string {
  return JSON.stringify(variables, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}
