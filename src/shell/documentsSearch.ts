import type { DocumentsSearch } from "../lib/search/documentsSearchSchema.ts";

/** A link's search to /documents (spec part 2 §2): the company plus any documents parameters,
 * typed by the route's schema. */
export function documentsSearch(
  clientCompanyRowId: string,
  params: Omit<DocumentsSearch, "clientCompanyRowId">,
): Partial<DocumentsSearch> & { clientCompanyRowId: string } {
  return { clientCompanyRowId, ...params };
}

/** Spec part 2: open items are unpaid invoices, due date ascending; over the twelve months
 * back to today ("all"), so last year's unpaid invoices stay in sight in January. The
 * documents menu opens them in the list view; the presets of the page share the filter. */
export const OPEN_ITEMS_FILTER = {
  paidStatus: "NOT_PAID",
  orderBy: "DUE_DATE",
  orderByDirection: "ASC",
  datePreset: "ALL",
} as const satisfies Partial<DocumentsSearch>;

export const OPEN_ITEMS_PARAMS = {
  view: "LIST_VIEW",
  ...OPEN_ITEMS_FILTER,
} as const satisfies Partial<DocumentsSearch>;
