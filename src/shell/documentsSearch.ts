/** Documents list parameters (spec part 2 §2.1) the shell links to. The documents route
 * validates them once it exists; until then they pass through unchanged. */
export interface DocumentsLinkParams {
  view?: "THUMB_VIEW" | "LIST_VIEW" | "ACCOUNTING_VIEW" | "WORKFLOW_VIEW";
  paidStatus?: "NOT_PAID";
  orderBy?: "DUE_DATE" | "IMPORT_DATE";
  orderByDirection?: "ASC" | "DESC";
}

/** Search of a link to /documents. Typed as the company search alone because the documents
 * route has no search schema yet; the router keeps the other keys. */
export function documentsSearch(
  clientCompanyRowId: string,
  params: DocumentsLinkParams,
): { clientCompanyRowId: string } {
  return { clientCompanyRowId, ...params };
}

/** Spec part 2: open items are unpaid invoices, due date ascending. */
export const OPEN_ITEMS_PARAMS: DocumentsLinkParams = {
  view: "LIST_VIEW",
  paidStatus: "NOT_PAID",
  orderBy: "DUE_DATE",
  orderByDirection: "ASC",
};
