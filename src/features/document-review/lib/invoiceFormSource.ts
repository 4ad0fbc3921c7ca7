import type { InputLocale } from "../../../lib/decimalInput.ts";
import {
  INVOICE_FIELD_RULES,
  type InvoiceField,
  type InvoiceFormValues,
  type InvoicePatch,
  invoiceItemsChanged,
  invoiceItemsInputOf,
  invoicePatchOf,
} from "../forms/invoiceFormSchema.ts";

/** The fields the form shows for these values (the conversion rate only for a foreign
 * currency, the credit memo's invoice only for a credit memo, the location with a partner). */
export function shownInvoiceFields(values: InvoiceFormValues): InvoiceField[] {
  return (Object.keys(INVOICE_FIELD_RULES) as InvoiceField[]).filter((field) => {
    if (field === "conversionRate") return values.currency.trim().toUpperCase() !== "EUR";
    if (field === "creditMemoForInvoiceRowId") return values.creditMemo;
    if (field === "partnerCompanyLocationRowId") return values.partnerCompanyRowId !== null;
    // A booking assignment, not something read off the invoice: nothing to confirm.
    if (field === "partnerAccountRowId") return false;
    return true;
  });
}

/** The input of saveInvoiceReview for what changed (null when nothing did): the category when
 * it changed, the changed fields (the VAT breakdown with them), and the lines when they changed. */
export function invoiceReviewInputOf(
  documentRowId: string,
  initial: InvoiceFormValues,
  values: InvoiceFormValues,
  locale: InputLocale,
) {
  const categoryRowId =
    values.categoryRowId && values.categoryRowId !== initial.categoryRowId ? values.categoryRowId : null;
  const patch: InvoicePatch & { vatBreakdown?: unknown[] } = invoicePatchOf(initial, values, locale);
  // The breakdown is no input: it changes only with the credit memo's "take without minus".
  if (JSON.stringify(values.vatBreakdown) !== JSON.stringify(initial.vatBreakdown))
    patch.vatBreakdown = values.vatBreakdown;
  const hasPatch = Object.keys(patch).length > 0;
  const items = invoiceItemsChanged(initial.items, values.items, locale)
    ? invoiceItemsInputOf(values.items, locale)
    : null;
  if (!categoryRowId && !hasPatch && !items) return null;
  return {
    documentRowId,
    ...(categoryRowId ? { categoryRowId } : {}),
    ...(hasPatch ? { patch } : {}),
    ...(items ? { items } : {}),
  };
}
