/**
 * Heuristic invoice field extraction from text (a PDF's text layer or OCR output), for German,
 * Austrian, Swiss, French and English layouts; with the positioned text of the pages it also
 * reads the layout (letterhead print, footer, titles) and says where each value was read.
 * Pure and deterministic: the same pages give the same fields.
 *
 * Every field carries a confidence 0…1. Fields at or above SUGGESTION_THRESHOLD are returned;
 * only those at or above FILL_THRESHOLD are to be filled in, the others are offered as
 * suggestions beside the empty field: an empty field is better than a wrong one. Confidence
 * is high where the document corroborates itself (net + VAT = total, the same number at two
 * places, a check digit) and lower where a value only follows a label.
 */
import { isDecimal, negateDecimal } from "../../../src/lib/decimal.ts";
import type { ExtractedInvoiceFields, ExtractedValue } from "../capture/types.ts";
import { extractAmounts } from "./amounts.ts";
import { round2 } from "./candidates.ts";
import { extractDeliveryPeriod, extractDueDate, extractInvoiceDate } from "./dateFields.ts";
import { detectCreditMemo, hasInvoiceTitle, hasOtherDocumentTitle } from "./docType.ts";
import { normalizeIban, normalizeVatId } from "./identifiers.ts";
import { extractPartnerEmails, extractPartnerName, extractPartnerVatId } from "./parties.ts";
import { extractPayment, extractPaymentDueDate } from "./payment.ts";
import { extractInvoiceNumber, extractOrderNumber, extractPaymentReference } from "./references.ts";
import type { PositionedText } from "./layout.ts";
import { EVIDENCE_KINDS, locate } from "./evidence.ts";
import { buildDoc, type Doc } from "./text.ts";

/**
 * A value at or above this confidence is filled in. Calibrated on the development set
 * (`npx tsx bench/captureDevSet.ts`, 27 layouts): every confidence band from 0.5 up is
 * ≥ 99.6 % right (filled precision 100 % dev, 99.8 % held-out), the band 0.4–0.5 only 90 %,
 * so 0.5 is the lowest threshold that keeps filled values above 97 % precision.
 */
export const FILL_THRESHOLD = 0.5;
/**
 * A value at or above this confidence (and below FILL_THRESHOLD) is offered as a suggestion
 * beside the empty field; below it is dropped. The 0.4–0.5 band is 90 % right (worth a
 * click), the few values below 0.4 were wrong.
 */
export const SUGGESTION_THRESHOLD = 0.4;
/** @deprecated the threshold for filling a value: FILL_THRESHOLD. */
export const CONFIDENCE_THRESHOLD = FILL_THRESHOLD;

export interface ExtractionOptions {
  /** The recipient company's own VAT ids: never reported as the partner's. */
  ownVatIds?: string[];
  /** The recipient company's own IBANs: never reported as the partner's account. */
  ownIbans?: string[];
  /** The recipient company's own names: never reported as the partner's name. */
  ownNames?: string[];
  /**
   * The positioned text items per page (as `readPdfText` returns them, same order as the
   * pages): lets the reader use the layout and report where each value was read (`evidence`).
   */
  layout?: PositionedText[][];
}

/** Extracts invoice fields from the text of a document's pages. */
export function extractInvoiceFields(pages: string[], opts: ExtractionOptions = {}): ExtractedInvoiceFields {
  const doc = buildDoc(pages, opts.layout);
  if (doc.text.trim().length === 0) return {};

  const { invoiceNumber, titleDate } = extractInvoiceNumber(doc);
  const invoiceDate = extractInvoiceDate(doc, titleDate);
  const amounts = extractAmounts(doc);

  // Without an invoice title, an invoice number or amounts with labels there is no invoice.
  // Reminders, quotes, order confirmations etc. name amounts and numbers that are not an invoice's.
  const invoiceLike =
    hasInvoiceTitle(doc) &&
    !hasOtherDocumentTitle(doc) &&
    (Boolean(invoiceNumber && invoiceNumber.confidence >= FILL_THRESHOLD) ||
      Boolean(amounts.total && amounts.total.confidence >= FILL_THRESHOLD));
  if (!invoiceLike) return {};

  const dueDate = extractDueDate(doc, invoiceDate) ?? extractPaymentDueDate(doc, invoiceDate);
  const { deliveredFrom, deliveredUntil } = extractDeliveryPeriod(doc, invoiceDate);
  const payment = extractPayment(doc, opts.ownIbans);
  const partnerVatId = extractPartnerVatId(doc, {
    ownVatIds: opts.ownVatIds?.map(normalizeVatId),
    ownNames: opts.ownNames,
  });
  const partnerName = extractPartnerName(doc, { ownNames: opts.ownNames });
  const partnerEmails = extractPartnerEmails(doc, partnerName?.value, opts.ownNames);
  const orderNumber = extractOrderNumber(doc);
  const paymentReference = extractPaymentReference(doc, invoiceNumber?.value);
  const totalNegative = amounts.total ? amounts.total.value.startsWith("-") : undefined;
  const isCreditMemo = detectCreditMemo(doc, totalNegative);

  const fields: ExtractedInvoiceFields = {
    invoiceNumber,
    invoiceDate,
    dueDate,
    deliveredFrom,
    deliveredUntil,
    net: amounts.net,
    vatAmount: amounts.vatAmount,
    total: amounts.total,
    prepaid: amounts.prepaid,
    amountDue: amounts.amountDue,
    vatBreakdown: amounts.vatBreakdown,
    currency: amounts.currency,
    iban: payment.iban && { ...payment.iban, value: normalizeIban(payment.iban.value) },
    bic: payment.bic,
    paymentReference,
    partnerVatId,
    partnerName,
    partnerEmails,
    orderNumber,
    isCreditMemo,
  };
  return creditNoteUnsigned(keepConfident(fields, doc));
}

/** "-119.00" → "119.00", "119.00" → "-119.00" (src/lib/decimal.ts); what is no decimal stays as it is. */
export const turnSign = (value: string): string => (isDecimal(value) ? negateDecimal(value) : value);

/**
 * One sign convention for credit notes, the e-invoice's (EN 16931 type 381): the amounts are
 * stated positive and the credit-memo flag says they are credited (the invoice's net and total
 * are negated by the database where the flag is set). A credit note printed with negative
 * totals ("Gutschriftsbetrag -119,00 €") would otherwise be negated twice. Only a flag sure
 * enough to be filled in (`fillThreshold`) turns the amounts: without it the negative amounts
 * keep their sign, as a corrected invoice (type 384) does. Idempotent.
 */
export function creditNoteUnsigned(
  fields: ExtractedInvoiceFields,
  fillThreshold = FILL_THRESHOLD,
): ExtractedInvoiceFields {
  const flag = fields.isCreditMemo;
  if (!flag?.value || flag.confidence < fillThreshold) return fields;
  const sign = (fields.total ?? fields.net ?? fields.amountDue ?? fields.vatAmount)?.value;
  if (!sign?.startsWith("-")) return fields;
  const turn = <T extends ExtractedValue>(v: T | undefined): T | undefined => v && { ...v, value: turnSign(v.value) };
  const out: ExtractedInvoiceFields = { ...fields };
  if (fields.net) out.net = turn(fields.net);
  if (fields.vatAmount) out.vatAmount = turn(fields.vatAmount);
  if (fields.total) out.total = turn(fields.total);
  if (fields.prepaid) out.prepaid = turn(fields.prepaid);
  if (fields.amountDue) out.amountDue = turn(fields.amountDue);
  if (fields.vatBreakdown)
    out.vatBreakdown = {
      ...fields.vatBreakdown,
      value: fields.vatBreakdown.value.map((line) => ({
        ...line,
        taxableAmount: turnSign(line.taxableAmount),
        taxAmount: turnSign(line.taxAmount),
      })),
    };
  return out;
}

/**
 * Drops fields below SUGGESTION_THRESHOLD, rounds confidences to two decimals and, with the
 * positioned text, says where each value was read.
 */
function keepConfident(fields: ExtractedInvoiceFields, doc: Doc): ExtractedInvoiceFields {
  const out: Record<string, ExtractedValue<unknown>> = {};
  const positioned = doc.lines.some((l) => l.box);
  for (const [key, v] of Object.entries(fields) as [string, ExtractedValue<unknown> | undefined][]) {
    if (!v || v.confidence < SUGGESTION_THRESHOLD) continue;
    const kind = EVIDENCE_KINDS[key];
    const evidence =
      v.evidence ?? (positioned && kind && typeof v.value === "string" ? locate(doc, key, kind, v.value) : undefined);
    out[key] = { value: v.value, confidence: round2(v.confidence), ...(evidence ? { evidence } : {}) };
  }
  return out as ExtractedInvoiceFields;
}
