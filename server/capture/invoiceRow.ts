import type { EInvoice, ExtractedEvidence, ExtractedInvoiceFields, ExtractedValue } from "../domain/capture/types.ts";
import { creditNoteUnsigned, FILL_THRESHOLD, SUGGESTION_THRESHOLD, turnSign } from "../domain/extraction/index.ts";
import { creditMemoBreakdownUnsigned, creditMemoItemsUnsigned } from "../../src/lib/creditMemoSign.ts";
import { BIC_FORMAT, IBAN_FORMAT } from "../../src/lib/iban.ts";

/** Provenance of one captured field (document_field_states). */
export interface FieldState {
  field: string;
  source: "EINVOICE" | "EXTRACTED" | "PARTNER";
  confidence: number | null;
  /** Where a value read from the text stands on the page (shown with the field). */
  evidence?: ExtractedEvidence;
}

/** A value read with too little confidence to fill its field: offered beside it (document_field_suggestions). */
export interface FieldSuggestion {
  /** Field-state name (camel case). */
  field: string;
  /** The column it would fill. */
  column: string;
  value: string;
  confidence: number;
  evidence: ExtractedEvidence | null;
}

export interface ItemRow {
  sort_index: number;
  pos_no: string | null;
  delivery_no: string | null;
  order_no: string | null;
  title: string;
  quantity: string | null;
  unit: string | null;
  unit_net_price: string | null;
  vat_percent: string | null;
  discount_percent: string | null;
  total_price: string | null;
}

/** Columns of app_public.invoices (snake case) with the provenance of each. */
export interface InvoiceRow {
  columns: Record<string, unknown>;
  fieldStates: FieldState[];
  items: ItemRow[];
  /** Values below the fill threshold, for the person to accept (text extraction only). */
  suggestions?: FieldSuggestion[];
}

const snakeToCamel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

const MAX_TEXT = { invoice_number: 100, order_number: 100, payment_reference: 140 } as const;
const clip = (column: string, value: string) => {
  const max = (MAX_TEXT as Record<string, number>)[column];
  return max ? value.slice(0, max) : value;
};

const CURRENCY_RE = /^[A-Z]{3}$/;

/** Values the table would refuse are dropped (and stay for a person to fill in). */
function acceptable(column: string, value: unknown): boolean {
  if (value === undefined || value === null || value === "") return false;
  if (column === "iban") return IBAN_FORMAT.test(String(value));
  if (column === "bic") return BIC_FORMAT.test(String(value));
  if (column === "currency") return CURRENCY_RE.test(String(value));
  if (column === "discount_percent") return Number(value) >= 0 && Number(value) <= 100;
  return true;
}

/** The exact figures of an e-invoice (every field from the XML, confidence 1). The partner is
 * the seller of an incoming invoice and the buyer of an outgoing one. */
export function capturedInvoiceRow(einvoice: EInvoice, direction: "INCOMING" | "OUTGOING" = "INCOMING"): InvoiceRow {
  const inv = einvoice.invoice;
  const partner = direction === "OUTGOING" ? inv.buyer : inv.seller;
  const candidates: Record<string, unknown> = {
    invoice_number: inv.invoiceNumber,
    invoice_date: inv.invoiceDate,
    due_date: inv.dueDate,
    delivered_from: inv.deliveredFrom ?? inv.deliveryDate,
    delivered_until: inv.deliveredUntil ?? inv.deliveryDate,
    net: inv.net,
    vat_amount: inv.vatAmount,
    total: inv.total,
    prepaid_amount: inv.prepaid,
    rounding_amount: inv.roundingAmount,
    amount_due: inv.amountDue,
    currency: inv.currency,
    credit_memo: inv.isCreditMemo,
    order_number: inv.orderNumber,
    order_date: inv.orderDate,
    iban: inv.payment.iban,
    bic: inv.payment.bic,
    payment_reference: inv.payment.paymentReference,
    payment_terms: inv.payment.terms,
    discount_percent: inv.payment.discountPercent,
    discount_until: inv.payment.discountUntil,
    discount_amount: inv.payment.discountAmount,
    buyer_reference: inv.buyerReference,
  };
  const columns: Record<string, unknown> = {
    has_xml_source: true,
    einvoice_syntax: einvoice.syntax,
    einvoice_profile: einvoice.profile ?? null,
    vat_breakdown: JSON.stringify(inv.vatBreakdown),
    extracted_partner_name: partner.name ?? null,
    extracted_partner_vat_id_no: partner.vatId ?? null,
    extracted_partner_emails: partner.email ? [partner.email] : [],
  };
  const fieldStates: FieldState[] = [];
  for (const [column, value] of Object.entries(candidates)) {
    if (!acceptable(column, value)) continue;
    columns[column] = typeof value === "string" ? clip(column, value) : value;
    fieldStates.push({ field: snakeToCamel(column), source: "EINVOICE", confidence: 1 });
  }
  unsignCreditNoteColumns(columns, inv.vatBreakdown);
  dropInvertedPeriod(columns);
  dropNegativeCreditMemoAmounts(columns);
  const items: ItemRow[] = inv.items.map((item, index) => ({
    sort_index: index,
    pos_no: item.posNo ?? null,
    delivery_no: item.deliveryNo ?? null,
    order_no: item.orderNo ?? null,
    title: (item.title || item.description || "—").slice(0, 1000),
    quantity: item.quantity ?? null,
    unit: item.unit ?? null,
    unit_net_price: item.unitNetPrice ?? null,
    vat_percent: item.vatPercent ?? null,
    discount_percent: item.discountPercent ?? null,
    total_price: item.totalPrice ?? null,
  }));
  return { columns, fieldStates: keptStates(columns, fieldStates), items: unsignCreditMemoLines(columns, items) };
}

/**
 * Fields found in the text, each with the extractor's confidence: those at or above
 * FILL_THRESHOLD fill their column, those at or above SUGGESTION_THRESHOLD become suggestions
 * beside the empty field, the rest are dropped.
 */
export function extractedInvoiceRow(fields: ExtractedInvoiceFields, fillThreshold = FILL_THRESHOLD): InvoiceRow {
  // Whatever read the fields (the text, a learned layout, a custom service): a credit note's
  // amounts are stored positive beside its flag, as an e-invoice's are.
  const x = creditNoteUnsigned(fields, fillThreshold);
  const candidates: [string, ExtractedValue<unknown> | undefined][] = [
    ["invoice_number", x.invoiceNumber],
    ["invoice_date", x.invoiceDate],
    ["due_date", x.dueDate],
    ["delivered_from", x.deliveredFrom],
    ["delivered_until", x.deliveredUntil],
    ["net", x.net],
    ["vat_amount", x.vatAmount],
    ["total", x.total],
    ["prepaid_amount", x.prepaid],
    ["amount_due", x.amountDue],
    ["currency", x.currency],
    ["iban", x.iban],
    ["bic", x.bic],
    ["payment_reference", x.paymentReference],
    ["order_number", x.orderNumber],
    ["credit_memo", x.isCreditMemo],
  ];
  const sure = <T>(v: ExtractedValue<T> | undefined) => (v && v.confidence >= fillThreshold ? v : undefined);
  const columns: Record<string, unknown> = {
    has_xml_source: false,
    vat_breakdown: JSON.stringify(sure(x.vatBreakdown)?.value ?? []),
    extracted_partner_name: sure(x.partnerName)?.value ?? null,
    extracted_partner_vat_id_no: sure(x.partnerVatId)?.value ?? null,
    extracted_partner_emails: sure(x.partnerEmails)?.value ?? [],
  };
  const fieldStates: FieldState[] = [];
  const suggestions: FieldSuggestion[] = [];
  for (const [column, found] of candidates) {
    if (!found || !acceptable(column, found.value)) continue;
    if (found.confidence < fillThreshold) {
      // Below the suggestion threshold (e.g. from the custom extraction service) not even offered.
      if (typeof found.value === "string" && found.confidence >= SUGGESTION_THRESHOLD)
        suggestions.push({
          field: snakeToCamel(column),
          column,
          value: clip(column, found.value).slice(0, 500),
          confidence: round3(found.confidence),
          evidence: found.evidence ?? null,
        });
      continue;
    }
    columns[column] = typeof found.value === "string" ? clip(column, found.value) : found.value;
    fieldStates.push({
      field: snakeToCamel(column),
      source: "EXTRACTED",
      confidence: round3(found.confidence),
      ...(found.evidence ? { evidence: found.evidence } : {}),
    });
  }
  dropInvertedPeriod(columns);
  dropNegativeCreditMemoAmounts(columns);
  unsignCreditMemoLines(columns, []);
  return { columns, fieldStates: keptStates(columns, fieldStates), items: [], suggestions };
}

/** Only the fields sure enough to be filled in (the rest are suggestions). */
export function filledFields(x: ExtractedInvoiceFields, fillThreshold = FILL_THRESHOLD): ExtractedInvoiceFields {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(x) as [string, ExtractedValue<unknown> | undefined][])
    if (v && v.confidence >= fillThreshold) out[key] = v;
  return out as ExtractedInvoiceFields;
}

const round3 = (n: number) => Math.round(Math.max(0, Math.min(1, n)) * 1000) / 1000;

/** A delivery period that ends before it starts would be refused by the table: keep neither end. */
function dropInvertedPeriod(columns: Record<string, unknown>) {
  const from = columns.delivered_from;
  const until = columns.delivered_until;
  if (from && until && String(from) > String(until)) {
    delete columns.delivered_from;
    delete columns.delivered_until;
  }
}

const isNegative = (value: unknown) =>
  (typeof value === "string" && /^\s*-\s*[0-9]*[1-9]/.test(value)) || (typeof value === "number" && value < 0);

/**
 * An e-invoice credit note (type 381) that states its amounts negative, as some senders do:
 * stored positive beside the flag, like every other credit note (the table refuses a credit
 * memo's negative net, VAT or total: it would be negated twice).
 */
function unsignCreditNoteColumns(columns: Record<string, unknown>, vatBreakdown: EInvoice["invoice"]["vatBreakdown"]) {
  if (columns.credit_memo !== true) return;
  const leading = columns.total ?? columns.net ?? columns.amount_due ?? columns.vat_amount;
  if (!isNegative(leading)) return;
  for (const column of ["net", "vat_amount", "total", "prepaid_amount", "amount_due", "rounding_amount"])
    if (typeof columns[column] === "string") columns[column] = turnSign(columns[column]);
  columns.vat_breakdown = JSON.stringify(
    vatBreakdown.map((line) => ({
      ...line,
      taxableAmount: turnSign(line.taxableAmount),
      taxAmount: turnSign(line.taxAmount),
    })),
  );
}

/** A credit memo's net, VAT or total still negative (one amount signed unlike the others) would
 * be refused by the table (invoices_credit_memo_amounts_check): left for a person to fill in. */
function dropNegativeCreditMemoAmounts(columns: Record<string, unknown>) {
  if (columns.credit_memo !== true) return;
  if (isNegative(columns.net)) delete columns.net;
  if (isNegative(columns.vat_amount)) delete columns.vat_amount;
  if (isNegative(columns.total)) delete columns.total;
}

/**
 * A credit memo's VAT breakdown and line items are stated like its totals, without minus sign
 * (invoices_credit_memo_vat_breakdown_check, invoice_items_credit_memo_amounts_check): a
 * breakdown amount or line totals that still add up to less than zero (a credit note whose lines
 * carry the minus while its totals do not) turn. Returns the items; the breakdown column is
 * rewritten in place.
 */
function unsignCreditMemoLines(columns: Record<string, unknown>, items: ItemRow[]): ItemRow[] {
  if (columns.credit_memo !== true) return items;
  const breakdown: unknown = typeof columns.vat_breakdown === "string" ? JSON.parse(columns.vat_breakdown) : [];
  const turnedBreakdown = Array.isArray(breakdown) ? creditMemoBreakdownUnsigned(breakdown) : null;
  if (turnedBreakdown) columns.vat_breakdown = JSON.stringify(turnedBreakdown);
  const turnedItems = creditMemoItemsUnsigned(
    items.map((item) => ({
      row: item,
      quantity: item.quantity,
      unitNetPrice: item.unit_net_price,
      totalPrice: item.total_price,
    })),
  );
  return turnedItems
    ? turnedItems.map(({ row, quantity, unitNetPrice, totalPrice }) => ({
        ...row,
        quantity,
        unit_net_price: unitNetPrice,
        total_price: totalPrice,
      }))
    : items;
}

/** Provenance only for the fields that were kept. */
function keptStates(columns: Record<string, unknown>, states: FieldState[]): FieldState[] {
  const kept = new Set(Object.keys(columns).map(snakeToCamel));
  return states.filter((s) => kept.has(s.field));
}
