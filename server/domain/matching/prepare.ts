/**
 * Invoices and transactions in the form the checks compare: canonical amount strings (so equal
 * amounts are equal strings), day numbers, normalised IBANs, number cores and prepared names.
 */
import {
  absDecimal,
  compareDecimals,
  isDecimal,
  normalizeAmount,
  percentOf,
  subtractDecimals,
} from "../../../src/lib/decimal.ts";
import { normalizeIban } from "../../../src/lib/iban.ts";
import { toCents } from "./combinations.ts";
import { type PreparedName, normalizeText, prepareName } from "./names.ts";
import { compactNumber, numberBody, numberCore, type ParsedPurpose, parsePurpose } from "./purpose.ts";
import type { MatchInvoice, MatchTransaction, NumberField } from "./types.ts";

const DAY_MS = 86_400_000;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days since 1970-01-01 of a valid "YYYY-MM-DD" date; null for anything else. */
export function dayNumber(date: string | null): number | null {
  const m = date === null ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, month, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  if (month < 1 || month > 12 || d < 1 || d > DAYS_IN_MONTH[month - 1]! || (month === 2 && d === 29 && !leap)) {
    return null;
  }
  // Days from the civil date (H. Hinnant's algorithm), without Date objects.
  const year = month <= 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yoe = year - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** SEPA's placeholder for "no end-to-end id". */
const NO_END_TO_END_ID = "NOTPROVIDED";

export function normalizeEndToEndId(id: string | null): string | null {
  const trimmed = id?.trim() ?? "";
  return trimmed === "" || trimmed.toUpperCase() === NO_END_TO_END_ID ? null : trimmed;
}

export interface PreparedPartner {
  /** Invoices with the same key belong to the same partner (combinations by partner). */
  key: string;
  names: PreparedName[];
  /** Shapes (numberShape) of the partner's invoice numbers: its numbering scheme. */
  numberShapes: Set<string>;
}

export interface PreparedNumber {
  field: NumberField;
  original: string;
  compact: string;
  /** See numberBody: for typos and numbers of the same kind. */
  body: string;
  core: string;
}

export interface PreparedInvoice {
  invoice: MatchInvoice;
  /** Position in the input (ties are broken by it). */
  order: number;
  /** Sign of the transaction that pays it: −1 money leaves, +1 money arrives. */
  direction: 1 | -1;
  currency: string;
  /** Canonical amounts ("119.00"); open is updated as payments are applied. */
  open: string;
  /** open in integer cents, for fast exact comparison; null with fractions of a cent. */
  openCents: bigint | null;
  amountDue: string | null;
  /** The amounts that settle the invoice with Skonto (a percentage may round either way). */
  discountedAmounts: string[];
  discountUntilDay: number | null;
  invoiceIban: string | null;
  partnerIbans: Set<string>;
  numbers: PreparedNumber[];
  invoiceDay: number | null;
  dueDay: number | null;
  partner: PreparedPartner;
  endToEndIds: string[];
  /** Keys in the typo index (see InvoiceIndex.byNumberVariant), computed when first needed. */
  numberVariants?: string[];
}

export interface PreparedTransaction {
  tx: MatchTransaction;
  /** |amount|, canonical; null when the amount is not a decimal. */
  abs: string | null;
  absCents: bigint | null;
  sign: 1 | -1 | 0;
  currency: string;
  day: number | null;
  iban: string | null;
  name: PreparedName | null;
  purpose: ParsedPurpose;
  endToEndId: string | null;
}

/** A positive amount with two decimals, as the database writes them, is canonical already. */
const CANONICAL_AMOUNT = /^(?:0|[1-9]\d*)\.\d\d$/;

/** |value| canonical (normalizeAmount), or null when it is no decimal. */
function amountOf(value: string | null): string | null {
  if (value === null) return null;
  if (CANONICAL_AMOUNT.test(value)) return value;
  return isDecimal(value) ? (normalizeAmount(absDecimal(value)) ?? null) : null;
}

/** Integer cents of a canonical amount. */
const centsOf = (amount: string): bigint | null =>
  CANONICAL_AMOUNT.test(amount) ? BigInt(amount.replace(".", "")) : toCents(amount);

function prepareNumbers(invoice: MatchInvoice): PreparedNumber[] {
  const fields: Array<[NumberField, string | null]> = [
    ["INVOICE_NUMBER", invoice.invoiceNumber],
    ["ORDER_NUMBER", invoice.orderNumber],
    ["INTERNAL_NUMBER", invoice.internalNumber],
  ];
  const numbers: PreparedNumber[] = [];
  for (const [field, original] of fields) {
    const core = original === null ? null : numberCore(original);
    if (original !== null && core !== null) {
      numbers.push({ field, original, compact: compactNumber(original), body: numberBody(original), core });
    }
  }
  return numbers;
}

/** The Skonto in money: discountAmount, else discountPercent of the amount due (both roundings). */
function discountsOf(invoice: MatchInvoice, amountDue: string | null): string[] {
  if (amountDue === null) return [];
  const discounts: string[] = [];
  const amount = amountOf(invoice.discountAmount);
  if (amount !== null && compareDecimals(amount, "0") > 0) discounts.push(amount);
  const percent = invoice.discountPercent;
  if (
    percent !== null &&
    isDecimal(percent) &&
    compareDecimals(percent, "0") > 0 &&
    compareDecimals(percent, "100") < 0
  ) {
    discounts.push(normalizeAmount(percentOf(amountDue, percent))!);
    // due × (1 − p/100) rounded: one cent apart from due − round(due × p/100) on a half cent.
    discounts.push(
      normalizeAmount(subtractDecimals(amountDue, percentOf(amountDue, subtractDecimals("100", percent))))!,
    );
  }
  return [...new Set(discounts)];
}

/** Recomputes what depends on the open amount. */
export function setOpenAmount(inv: PreparedInvoice, open: string): void {
  inv.open = amountOf(open)!;
  inv.openCents = centsOf(inv.open);
  const discounts = discountsOf(inv.invoice, inv.amountDue);
  inv.discountedAmounts = [
    ...new Set(
      discounts
        .map((d) => subtractDecimals(inv.open, d))
        .filter((a) => compareDecimals(a, "0") > 0)
        .map((a) => normalizeAmount(a)!),
    ),
  ];
}

/** Invoices of the same partner: partnerId when given, else the partner's name normalised. */
export function partnerKeyOf(invoice: MatchInvoice): string {
  if (invoice.partnerId) return `id:${invoice.partnerId}`;
  const name = invoice.partnerName ? normalizeText(invoice.partnerName) : "";
  return name === "" ? `#${invoice.id}` : `name:${name}`;
}

export const partnerNames = (invoice: MatchInvoice): string[] =>
  [invoice.partnerName, ...invoice.partnerAlternativeNames].filter((n): n is string => !!n);

/** @param partnerOf the invoice's partner, shared by all invoices with the same partner key */
export function prepareInvoice(
  invoice: MatchInvoice,
  order: number,
  partnerOf: (invoice: MatchInvoice) => PreparedPartner,
): PreparedInvoice | null {
  const raw = invoice.openAmount;
  const positive = CANONICAL_AMOUNT.test(raw) ? raw !== "0.00" : isDecimal(raw) && compareDecimals(raw, "0") > 0;
  const open = positive ? amountOf(raw) : null;
  if (open === null) return null;
  const partner = partnerOf(invoice);
  const paidOut = invoice.documentType === "INCOMING_INVOICE";
  const inv: PreparedInvoice = {
    invoice,
    order,
    direction: paidOut !== invoice.creditMemo ? -1 : 1,
    currency: invoice.currency.trim().toUpperCase(),
    open,
    openCents: null,
    amountDue: amountOf(invoice.amountDue),
    discountedAmounts: [],
    discountUntilDay: dayNumber(invoice.discountUntil),
    invoiceIban: invoice.iban ? normalizeIban(invoice.iban) : null,
    partnerIbans: new Set(invoice.partnerIbans.map(normalizeIban)),
    numbers: prepareNumbers(invoice),
    invoiceDay: dayNumber(invoice.invoiceDate),
    dueDay: dayNumber(invoice.dueDate),
    partner,
    endToEndIds: invoice.paymentEndToEndIds.map(normalizeEndToEndId).filter((id): id is string => id !== null),
  };
  setOpenAmount(inv, open);
  return inv;
}

export function prepareTransaction(tx: MatchTransaction): PreparedTransaction {
  const valid = isDecimal(tx.amount);
  const cmp = valid ? compareDecimals(tx.amount, "0") : 0;
  const iban = tx.counterpartyIban ? normalizeIban(tx.counterpartyIban) : "";
  const abs = valid && cmp !== 0 ? amountOf(tx.amount) : null;
  return {
    tx,
    abs,
    absCents: abs === null ? null : centsOf(abs),
    sign: cmp,
    currency: tx.currency.trim().toUpperCase(),
    day: dayNumber(tx.bookingDate),
    iban: iban === "" ? null : iban,
    name: tx.counterpartyName ? prepareName(tx.counterpartyName) : null,
    purpose: parsePurpose(tx.purpose, normalizeText(tx.purpose).split(" ").filter(Boolean)),
    endToEndId: normalizeEndToEndId(tx.endToEndId),
  };
}

/** |transaction amount| < the invoice's open amount, exactly. */
export function lessThanOpen(tx: PreparedTransaction, inv: PreparedInvoice): boolean {
  if (tx.absCents !== null && inv.openCents !== null) return tx.absCents < inv.openCents;
  return tx.abs !== null && compareDecimals(tx.abs, inv.open) < 0;
}
