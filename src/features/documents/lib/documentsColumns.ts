import type { DocumentsView } from "../../../lib/search/documentsSearchSchema.ts";

// Which columns the table views show. The list view's columns can be chosen; the choice is
// kept per user in this browser (localStorage). The accounting and workflow views are fixed.

export const DOCUMENTS_COLUMN_IDS = [
  "date",
  "partner",
  "title",
  "documentType",
  "category",
  "invoiceNumber",
  "internalNumber",
  "dueDate",
  "discountUntil",
  "importDate",
  "net",
  "total",
  "openAmount",
  "netAmount",
  "vatAmount",
  "totalAmount",
  "currency",
  "exportState",
  "state",
  "generalLedgerAccount",
  "realEstateObject",
  "completeness",
  "workflowStep",
  "approvalState",
  "latestComment",
] as const;
export type DocumentsColumnId = (typeof DOCUMENTS_COLUMN_IDS)[number];

/** The list view's columns, in display order, that a person may switch on and off. The
 * partner column carries the link to the document and always shows. */
export const LIST_VIEW_COLUMNS: readonly DocumentsColumnId[] = [
  "date",
  "partner",
  "title",
  "documentType",
  "category",
  "invoiceNumber",
  "internalNumber",
  "dueDate",
  "discountUntil",
  "importDate",
  "net",
  "total",
  "openAmount",
  "generalLedgerAccount",
  "realEstateObject",
  "completeness",
  "exportState",
  "state",
];
export const ALWAYS_VISIBLE_COLUMNS: readonly DocumentsColumnId[] = ["partner"];
export const DEFAULT_LIST_VIEW_COLUMNS: readonly DocumentsColumnId[] = [
  "date",
  "partner",
  "invoiceNumber",
  "category",
  "dueDate",
  "total",
  "state",
];

/** The accounting view (spec: internal number, invoice number, date, partner, net, VAT,
 * total, currency, category, export state), with the ledger account of the first accounting
 * item and what the invoice still lacks for the booking export before the category, so both
 * stay in sight on a laptop screen. */
export const ACCOUNTING_VIEW_COLUMNS: readonly DocumentsColumnId[] = [
  "internalNumber",
  "invoiceNumber",
  "date",
  "partner",
  "netAmount",
  "vatAmount",
  "totalAmount",
  "currency",
  "generalLedgerAccount",
  "completeness",
  "category",
  "exportState",
];

/** The workflow view: step, approval state and only the latest comment. */
export const WORKFLOW_VIEW_COLUMNS: readonly DocumentsColumnId[] = [
  "date",
  "partner",
  "total",
  "workflowStep",
  "approvalState",
  "latestComment",
];

export function columnsOfView(view: DocumentsView, listViewColumns: readonly DocumentsColumnId[]) {
  switch (view) {
    case "ACCOUNTING_VIEW":
      return ACCOUNTING_VIEW_COLUMNS;
    case "WORKFLOW_VIEW":
      return WORKFLOW_VIEW_COLUMNS;
    default:
      return listViewColumns;
  }
}

const storageKey = (userRowId: string) => `belegwerk.documents.listColumns.${userRowId}`;

/** The chosen columns in display order, always with the partner; unknown ids are dropped. */
export function normalizeListColumns(chosen: readonly string[]): DocumentsColumnId[] {
  const wanted = new Set([...chosen, ...ALWAYS_VISIBLE_COLUMNS]);
  return LIST_VIEW_COLUMNS.filter((id) => wanted.has(id));
}

export function readListColumns(userRowId: string): DocumentsColumnId[] {
  try {
    const text = window.localStorage.getItem(storageKey(userRowId));
    const value: unknown = text ? JSON.parse(text) : null;
    if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
      const columns = normalizeListColumns(value);
      if (columns.length > ALWAYS_VISIBLE_COLUMNS.length) return columns;
    }
  } catch {
    // unreadable: the defaults
  }
  return [...DEFAULT_LIST_VIEW_COLUMNS];
}

export function writeListColumns(userRowId: string, columns: readonly DocumentsColumnId[]): void {
  try {
    window.localStorage.setItem(storageKey(userRowId), JSON.stringify(normalizeListColumns(columns)));
  } catch {
    // storage blocked: the choice lasts for this visit
  }
}
