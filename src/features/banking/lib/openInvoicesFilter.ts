import type { DocumentsListFilter } from "../../../__generated__/LinkDocumentPanelSearchQuery.graphql.ts";
import { inputLocaleOf, parseAmountInput } from "../../../lib/decimalInput.ts";

// Which documents "Beleg verknüpfen" offers: open invoices the transaction's direction can pay
// (the database refuses the others: TRANSACTION_DIRECTION_DOES_NOT_PAY_INVOICE).

export type OpenInvoicesKind = "INVOICES" | "CREDIT_MEMOS";

/** The documents list's filter: an outgoing payment settles incoming invoices or refunds
 * outgoing credit memos, an incoming one the reverse. A typed amount ("1.190,00") looks for that
 * total (decimals or a € sign make it an amount); other text searches numbers, partners and the documents' text. */
export function openInvoicesFilter(
  amount: string,
  kind: OpenInvoicesKind,
  text: string,
  language: string,
): DocumentsListFilter {
  const isOutgoing = amount.startsWith("-");
  const isCreditMemo = kind === "CREDIT_MEMOS";
  const documentType = isOutgoing !== isCreditMemo ? "INCOMING_INVOICE" : "OUTGOING_INVOICE";
  const filter: DocumentsListFilter = { documentTypes: [documentType], isCreditMemo, paidStatus: "NOT_PAID" };
  const trimmed = text.trim();
  if (trimmed === "") return filter;
  // Only text with decimals or a € sign is an amount: bare digits are likely an invoice number.
  const looksLikeAmount = /^[+-]?[\d.,\s]*\d[.,]\d{1,2}\s*€?$/.test(trimmed) || /^[+-]?[\d.,\s]+\s*€$/.test(trimmed);
  const asAmount = looksLikeAmount ? parseAmountInput(trimmed, inputLocaleOf(language)) : undefined;
  if (typeof asAmount === "string" && !/^[0.]*$/.test(asAmount.replace(/^-/, ""))) {
    // Credit memos' totals are negative in the list.
    const magnitude = asAmount.replace(/^-/, "");
    const total = isCreditMemo ? `-${magnitude}` : magnitude;
    return { ...filter, minTotal: total, maxTotal: total };
  }
  return { ...filter, searchText: trimmed.slice(0, 200) };
}
