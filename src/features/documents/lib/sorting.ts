import {
  DEFAULT_SORT_DIRECTION,
  DEFAULT_SORT_FIELD,
  type DocumentsSearch,
  type DocumentsSortField,
  type SortDirection,
} from "../../../lib/search/documentsSearchSchema.ts";
import { resolveSort } from "./listVariables.ts";

/** The direction a field sorts in when first chosen: names, numbers, accounts and objects A→Z, due dates
 * soonest first, document dates and totals newest / largest first. */
export const FIRST_DIRECTION: Record<DocumentsSortField, SortDirection> = {
  INVOICE_DATE: "DESC",
  IMPORT_DATE: "DESC",
  PARTNER: "ASC",
  INVOICE_NUMBER: "ASC",
  DUE_DATE: "ASC",
  DISCOUNT_DUE_DATE: "ASC",
  TOTAL: "DESC",
  GENERAL_LEDGER_ACCOUNT: "ASC",
  REAL_ESTATE_OBJECT: "ASC",
};

/** The search's sort part, defaults left out of the URL. */
export function sortSearch(
  orderBy: DocumentsSortField,
  orderByDirection: SortDirection,
): Pick<DocumentsSearch, "orderBy" | "orderByDirection"> {
  return {
    orderBy: orderBy === DEFAULT_SORT_FIELD ? undefined : orderBy,
    orderByDirection: orderByDirection === DEFAULT_SORT_DIRECTION ? undefined : orderByDirection,
  };
}

/** A click on a column header: the same field turns the direction, another starts with its
 * first direction. */
export function sortByColumn(search: DocumentsSearch, field: DocumentsSortField) {
  const current = resolveSort(search);
  if (current.orderBy === field) {
    return sortSearch(field, current.orderByDirection === "ASC" ? "DESC" : "ASC");
  }
  return sortSearch(field, FIRST_DIRECTION[field]);
}
