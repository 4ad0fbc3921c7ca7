import {
  DEFAULT_DATE_FILTER_TYPE,
  DEFAULT_DATE_PRESET,
  DEFAULT_SORT_DIRECTION,
  DEFAULT_SORT_FIELD,
  DOCUMENTS_FILTER_KEYS,
  type DocumentsFilterSearch,
  type DocumentsSearch,
  type DocumentsView,
  INVOICE_COMPLETENESS_DETAILS,
  type InvoiceCompletenessDetailParam,
} from "../../../lib/search/documentsSearchSchema.ts";
import { OPEN_ITEMS_FILTER } from "../../../shell/documentsSearch.ts";

// The preset shortcuts of the documents list (spec part 2 §2). A preset is a filter (a part
// of the URL's search); it is "active" when the current search filters exactly the same way.

export type DocumentsPresetId =
  | "newDocuments"
  | "invoices"
  | "assignedToMe"
  | "myWorkflowSteps"
  | "commentsMentioningMe"
  | "thisMonth"
  | "last3Months"
  | "openItems"
  | "openItemsVendors"
  | "openItemsClients"
  | "accountingExport";

export interface DocumentsPreset {
  id: DocumentsPresetId;
  filter: Partial<DocumentsFilterSearch>;
}

export interface DocumentsPresetContext {
  currentUserRowId: string;
  /** The workflow steps the current user works in; null where the server does not tell. */
  workflowStepRowIds: readonly string[] | null;
  /** ClientCompany.featureFlags.useLast3Months */
  useLast3Months: boolean;
  /** ClientCompany.featureFlags.realEstateObjects: completeness includes the object. */
  realEstateObjects?: boolean;
}

/** What "complete" means for the company: partner account and accounting items, and the
 * real-estate object where the company works with objects. */
export function completenessDetailsOf(realEstateObjects: boolean): InvoiceCompletenessDetailParam[] {
  return INVOICE_COMPLETENESS_DETAILS.filter((detail) => realEstateObjects || detail !== "REAL_ESTATE_OBJECT");
}

/** The presets on offer, in the order of the spec. */
export function documentsPresets(context: DocumentsPresetContext): DocumentsPreset[] {
  const presets: (DocumentsPreset | false)[] = [
    {
      id: "newDocuments",
      filter: { dateFilterType: "IMPORT_DATE", datePreset: "LAST_7_DAYS", orderBy: "IMPORT_DATE" },
    },
    { id: "invoices", filter: { documentTypes: ["INCOMING_INVOICE", "OUTGOING_INVOICE"] } },
    {
      id: "assignedToMe",
      filter: { isApproved: false, requestedApproverRowIds: [context.currentUserRowId], datePreset: "ALL" },
    },
    // An empty step list would not filter at all: offered only to people with steps.
    (context.workflowStepRowIds?.length ?? 0) > 0 && {
      id: "myWorkflowSteps",
      filter: { documentWorkflowStepRowIds: [...(context.workflowStepRowIds ?? [])], datePreset: "ALL" },
    },
    {
      id: "commentsMentioningMe",
      filter: { commentMentionedUserRowId: context.currentUserRowId, datePreset: "ALL" },
    },
    { id: "thisMonth", filter: { dateFilterType: "DOCUMENT_DATE", datePreset: "MONTH" } },
    context.useLast3Months && {
      id: "last3Months",
      filter: { dateFilterType: "DOCUMENT_DATE", datePreset: "LAST_3_MONTHS" },
    },
    { id: "openItems", filter: { ...OPEN_ITEMS_FILTER } },
    { id: "openItemsVendors", filter: { ...OPEN_ITEMS_FILTER, documentTypes: ["INCOMING_INVOICE"] } },
    { id: "openItemsClients", filter: { ...OPEN_ITEMS_FILTER, documentTypes: ["OUTGOING_INVOICE"] } },
    // Approved, complete invoices not yet exported for booking, whatever their period.
    {
      id: "accountingExport",
      filter: {
        documentTypes: ["INCOMING_INVOICE", "OUTGOING_INVOICE"],
        isApproved: true,
        exportStatus: "NOT_EXPORTED_FOR_BOOKING",
        invoiceCompletenessDetails: completenessDetailsOf(context.realEstateObjects ?? false),
        datePreset: "ALL",
      },
    },
  ];
  return presets.filter((preset): preset is DocumentsPreset => preset !== false);
}

const DEFAULTS: Partial<Record<keyof DocumentsFilterSearch, unknown>> = {
  dateFilterType: DEFAULT_DATE_FILTER_TYPE,
  datePreset: DEFAULT_DATE_PRESET,
  orderBy: DEFAULT_SORT_FIELD,
  orderByDirection: DEFAULT_SORT_DIRECTION,
};

/**
 * What a search filters, in one comparable form: defaults and empty values removed, lists
 * sorted, and the internal number only where it applies (the accounting view).
 */
export function canonicalFilter(filter: Partial<DocumentsFilterSearch>, view: DocumentsView): string {
  const entries = DOCUMENTS_FILTER_KEYS.flatMap((key): [string, unknown][] => {
    const value = filter[key];
    if (value === undefined || value === DEFAULTS[key]) return [];
    if (key === "internalNumber" && view !== "ACCOUNTING_VIEW") return [];
    return [[key, Array.isArray(value) ? [...(value as string[])].sort() : value]];
  });
  return JSON.stringify(entries);
}

export function isPresetActive(preset: DocumentsPreset, search: DocumentsSearch, view: DocumentsView): boolean {
  return canonicalFilter(search, view) === canonicalFilter(preset.filter, view);
}

/** Whether the search filters anything beyond the defaults (for "reset"). */
export function hasActiveFilter(search: DocumentsSearch, view: DocumentsView): boolean {
  return canonicalFilter(search, view) !== canonicalFilter({}, view);
}
