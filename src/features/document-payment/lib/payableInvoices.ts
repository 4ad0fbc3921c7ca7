// Which of the chosen documents a payment can include, checked in the browser the way the
// server checks them (server/banking/payments.ts, refusalOf), so the dialog lists what will be
// paid and what is skipped (with the reason) before anything is sent. The server checks again.
import { isValidIban } from "../../../lib/iban.ts";
import { fromCents, toCents } from "./money.ts";

/** How the invoices are paid: a SEPA credit-transfer file, through the bank connection, or a
 * direct-debit collection file (outgoing invoices with a mandate). */
export type PayMethod = "SEPA_FILE" | "BANK" | "DIRECT_DEBIT";

/** Refusal codes of the payment endpoints (and of Invoice.payRefusal). */
export const PAY_REFUSAL_CODES = [
  "PAY_FORBIDDEN",
  "DOCUMENT_NOT_FOUND",
  "DOCUMENT_SUPERSEDED",
  "INVOICE_PAY_PREVENTED_BY_WORKFLOW_STEP",
  "INVOICE_IS_CREDIT_MEMO",
  "INVOICE_ALREADY_PAID",
  "INVOICE_TOTAL_MISSING",
  "INVOICE_AMOUNT_DUE_NEGATIVE",
  "INVOICE_NOTHING_DUE",
  "NOT_AN_INCOMING_INVOICE",
  "NOT_AN_OUTGOING_INVOICE",
  "PAYMENT_CURRENCY_NOT_EUR",
  "PAYMENT_IBAN_MISSING",
  "PAYMENT_ALREADY_INITIATED",
  "UNVERIFIED_IBAN_NEEDS_CONFIRMATION",
  "PAYMENT_TO_OWN_IBAN",
  "DIRECT_DEBIT_MANDATE_MISSING",
] as const;
export type PayRefusalCode = (typeof PAY_REFUSAL_CODES)[number];

export const isPayRefusalCode = (code: unknown): code is PayRefusalCode =>
  typeof code === "string" && (PAY_REFUSAL_CODES as readonly string[]).includes(code);

/** A document as the pay dialog loads it. */
export interface PayCandidate {
  documentRowId: string;
  type: string;
  title: string;
  invoiceNumber: string | null;
  isInvoice: boolean;
  canPay: boolean;
  payRefusal: string | null;
  currency: string | null;
  /** What the invoice asks to be paid (gross less prepaid amounts, plus rounding). */
  amountDue: string | null;
  openAmount: string | null;
  paidAmount: string | null;
  paymentRecipient: string | null;
  paymentIban: string | null;
  paymentDiscountDueDate: string | null;
  paymentDiscountAmount: string | null;
  paymentDiscountPercent: string | null;
  hasUnverifiedIban: boolean;
  /** Direct debits: the partner's newest mandate, if any. */
  mandate: { debtorName: string; debtorIban: string } | null;
}

/** One invoice the payment will include. */
export interface PayableLine {
  documentRowId: string;
  title: string;
  invoiceNumber: string | null;
  recipient: string;
  iban: string;
  /** What is paid: the open amount, or the amount due less the early-payment discount in time. */
  amount: string;
  /** Set when the early-payment discount is taken. */
  discountPercent: string | null;
  hasUnverifiedIban: boolean;
}

export interface SkippedDocument {
  documentRowId: string;
  title: string | null;
  code: PayRefusalCode | string;
}

/** The amount paid today: the amount due less the discount while the discount period lasts and
 * nothing has been paid yet, else the open amount (as the server computes it). */
export function paymentAmountOf(
  candidate: Pick<
    PayCandidate,
    "amountDue" | "openAmount" | "paidAmount" | "paymentDiscountDueDate" | "paymentDiscountAmount"
  >,
  today: string,
): { amount: string | null; isDiscounted: boolean } {
  const total = toCents(candidate.amountDue);
  const discount = toCents(candidate.paymentDiscountAmount);
  const paid = toCents(candidate.paidAmount) ?? 0n;
  const isDiscounted =
    total !== null &&
    discount !== null &&
    discount !== 0n &&
    paid === 0n &&
    candidate.paymentDiscountDueDate !== null &&
    today <= candidate.paymentDiscountDueDate;
  if (isDiscounted) return { amount: fromCents(total - discount), isDiscounted: true };
  return { amount: candidate.openAmount, isDiscounted: false };
}

function refusalOf(candidate: PayCandidate, method: PayMethod): PayRefusalCode | string | null {
  if (!candidate.isInvoice) return method === "DIRECT_DEBIT" ? "NOT_AN_OUTGOING_INVOICE" : "NOT_AN_INCOMING_INVOICE";
  if (!candidate.canPay) return candidate.payRefusal ?? "PAY_FORBIDDEN";
  if (method !== "DIRECT_DEBIT" && candidate.type !== "INCOMING_INVOICE") return "NOT_AN_INCOMING_INVOICE";
  if (method === "DIRECT_DEBIT" && candidate.type !== "OUTGOING_INVOICE") return "NOT_AN_OUTGOING_INVOICE";
  if (candidate.currency !== "EUR") return "PAYMENT_CURRENCY_NOT_EUR";
  if ((toCents(candidate.openAmount) ?? 0n) <= 0n) return "INVOICE_ALREADY_PAID";
  if (method === "DIRECT_DEBIT") return candidate.mandate ? null : "DIRECT_DEBIT_MANDATE_MISSING";
  if (!candidate.paymentIban || !isValidIban(candidate.paymentIban)) return "PAYMENT_IBAN_MISSING";
  return null;
}

/**
 * The requested documents split into the lines a payment includes and the documents it
 * skips, in the order requested. A document the query did not return (deleted, no access)
 * is skipped as not found.
 */
export function splitPayable(
  requestedRowIds: readonly string[],
  candidates: readonly PayCandidate[],
  method: PayMethod,
  today: string,
): { payable: PayableLine[]; skipped: SkippedDocument[] } {
  const byId = new Map(candidates.map((c) => [c.documentRowId, c]));
  const payable: PayableLine[] = [];
  const skipped: SkippedDocument[] = [];
  for (const documentRowId of new Set(requestedRowIds)) {
    const candidate = byId.get(documentRowId);
    if (!candidate) {
      skipped.push({ documentRowId, title: null, code: "DOCUMENT_NOT_FOUND" });
      continue;
    }
    const code = refusalOf(candidate, method);
    if (code) {
      skipped.push({ documentRowId, title: candidate.title, code });
      continue;
    }
    const { amount, isDiscounted } = paymentAmountOf(candidate, today);
    const isDebit = method === "DIRECT_DEBIT";
    payable.push({
      documentRowId,
      title: candidate.title,
      invoiceNumber: candidate.invoiceNumber,
      recipient: (isDebit ? candidate.mandate?.debtorName : candidate.paymentRecipient) ?? "",
      iban: (isDebit ? candidate.mandate?.debtorIban : candidate.paymentIban) ?? "",
      amount: amount ?? "0.00",
      discountPercent: isDiscounted ? candidate.paymentDiscountPercent : null,
      hasUnverifiedIban: !isDebit && candidate.hasUnverifiedIban,
    });
  }
  return { payable, skipped };
}
