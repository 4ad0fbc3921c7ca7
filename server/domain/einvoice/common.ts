/**
 * Helpers shared by the UBL, CII and ebInterface mappers: reading amounts, rates and dates
 * exactly, profile names, notes and the XRechnung Skonto convention.
 */
import type {
  CapturedInvoice,
  ComplianceFinding,
  Decimal,
  IsoDate,
  Party,
  PaymentDetails,
  PostalAddress,
} from "../capture/types.ts";
import {
  divideDecimals,
  normalizeAmount,
  normalizeDecimal,
  normalizeRate,
  percentOf,
  roundDecimal,
} from "../../../src/lib/decimal.ts";
import { normalizeIban } from "../../../src/lib/iban.ts";
import { detailOf, EInvoiceError, type EInvoiceErrorReason, isEInvoiceError } from "./errors.ts";
import { addDays, calendarDate } from "../../../src/lib/calendarDate.ts";

/**
 * Fields the parsers read that `CapturedInvoice` has no place for yet (see the report to the
 * team). They travel on the same object; `checkCompliance` uses them when present.
 */
export interface CapturedInvoiceExtras {
  /** Rounding amount (BT-114), part of BR-CO-16. */
  roundingAmount?: Decimal;
  /** Amounts outside VAT added to the amount due (ebInterface 6.1 BelowTheLineItem), part of BR-CO-16. */
  otherPayableAmount?: Decimal;
  /** XRechnung extension: the sum of third-party payments (BT-DEX-002, BG-DEX-09), part of BR-DEX-09. */
  thirdPartyPaidAmount?: Decimal;
}

export type ParsedInvoice = CapturedInvoice & CapturedInvoiceExtras;

/** UNCL1001 codes EN 16931 treats as credit notes (381 credit note, 261 self-billed credit note, …). */
const CREDIT_NOTE_TYPE_CODES = new Set(["81", "83", "261", "262", "296", "308", "381", "396", "420", "458", "532"]);

export const isCreditNoteTypeCode = (code: string): boolean => CREDIT_NOTE_TYPE_CODES.has(code);

function invalid(message: string, reason: EInvoiceErrorReason, what: string, raw?: string): EInvoiceError {
  return new EInvoiceError("EINVOICE_INVALID", message, { detail: detailOf(reason, what, raw) });
}

/** EINVOICE_INVALID for a mandatory value that is absent, naming it (and its BT id) for people. */
export function missing(what: string): EInvoiceError {
  return invalid(`${what} is missing.`, "MISSING", what);
}

/**
 * Where a lenient reader puts what it tolerated instead of refusing the invoice: a value a
 * profile does not demand that is absent, an optional value that cannot be read. They become
 * review findings (rules EINVOICE_VALUE_MISSING and EINVOICE_VALUE_INVALID, with `term`, `label`
 * and `value` as in `EInvoiceErrorDetail`).
 */
export type ReadFindings = ComplianceFinding[];

/** Records an error about one value as a warning finding (the value stays empty). */
export function tolerate(findings: ReadFindings, error: EInvoiceError, field?: string): void {
  const detail = error.detail;
  const params: Record<string, string> = {};
  if (detail?.term) params.term = detail.term;
  if (detail?.label) params.label = detail.label;
  if (detail?.value !== undefined) params.value = detail.value;
  findings.push({
    rule: detail?.reason === "MISSING" ? "EINVOICE_VALUE_MISSING" : "EINVOICE_VALUE_INVALID",
    severity: "warning",
    ...(field ? { field } : {}),
    params,
  });
}

/** Runs `read`; an EINVOICE_INVALID it throws becomes a finding and the value undefined. */
export function leniently<T>(findings: ReadFindings, read: () => T, field?: string): T | undefined {
  try {
    return read();
  } catch (error) {
    if (!isEInvoiceError(error) || error.code !== "EINVOICE_INVALID") throw error;
    tolerate(findings, error, field);
    return undefined;
  }
}

/** An amount as "123.40"; undefined when absent; EINVOICE_INVALID when present but not a number. */
export function optionalAmount(raw: string | undefined, what: string): Decimal | undefined {
  if (raw === undefined) return undefined;
  const value = normalizeAmount(raw);
  if (value === undefined) {
    throw invalid(`${what} is not a decimal amount: ${JSON.stringify(raw)}.`, "NOT_A_NUMBER", what, raw);
  }
  return value;
}

export function requiredAmount(raw: string | undefined, what: string): Decimal {
  const value = optionalAmount(raw, what);
  if (value === undefined) throw missing(what);
  return value;
}

/** A percentage as "19" / "5.5". */
export function optionalRate(raw: string | undefined, what: string): Decimal | undefined {
  if (raw === undefined) return undefined;
  const value = normalizeRate(raw);
  if (value === undefined) {
    throw invalid(`${what} is not a decimal rate: ${JSON.stringify(raw)}.`, "NOT_A_NUMBER", what, raw);
  }
  return value;
}

/** Quantities and unit prices keep at most 4 decimals (the app's precision), rounded half up. */
const MAX_DETAIL_SCALE = 4;

export function optionalQuantity(raw: string | undefined, what: string): Decimal | undefined {
  if (raw === undefined) return undefined;
  if (normalizeDecimal(raw) === undefined) {
    throw invalid(`${what} is not a decimal: ${JSON.stringify(raw)}.`, "NOT_A_NUMBER", what, raw);
  }
  return normalizeDecimal(roundDecimal(raw, MAX_DETAIL_SCALE));
}

/**
 * The net price of one unit: BT-146 divided by the base quantity BT-149 when one is given
 * (a price "per 100 pieces"), at most 4 decimals, at least 2.
 */
export function unitPrice(
  rawPrice: string | undefined,
  rawBaseQuantity: string | undefined,
  what: string,
): Decimal | undefined {
  if (rawPrice === undefined) return undefined;
  if (normalizeDecimal(rawPrice) === undefined) {
    throw invalid(`${what} is not a decimal: ${JSON.stringify(rawPrice)}.`, "NOT_A_NUMBER", what, rawPrice);
  }
  const base = rawBaseQuantity === undefined ? undefined : normalizeDecimal(rawBaseQuantity);
  const perUnit =
    base === undefined || base === "1" || base === "0"
      ? roundDecimal(rawPrice, MAX_DETAIL_SCALE)
      : divideDecimals(rawPrice, base, MAX_DETAIL_SCALE);
  return normalizeDecimal(perUnit, 2);
}

/**
 * An ISO date from "2024-03-05" (xs:date, optionally with a time or zone after it) or
 * "20240305" (UN/CEFACT format 102). EINVOICE_INVALID for anything else.
 */
export function optionalDate(raw: string | undefined, what: string): IsoDate | undefined {
  if (raw === undefined) return undefined;
  const m = /^(\d{4})-?(\d{2})-?(\d{2})(?:$|[T+\-Z ])/.exec(raw.trim());
  if (!m || calendarDate(Number(m[1]), Number(m[2]), Number(m[3])) === null) {
    throw invalid(`${what} is not a date: ${JSON.stringify(raw)}.`, "NOT_A_DATE", what, raw);
  }
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** A human-readable profile for a specification identifier (BT-24 / CII guideline id). */
export function profileOf(specificationId: string | undefined): string | undefined {
  if (!specificationId) return undefined;
  const id = specificationId.toLowerCase();
  if (id.includes("xrechnung")) return "XRECHNUNG";
  if (id.includes("peppol.eu:2017:poacc:billing")) return "PEPPOL BIS";
  if (/extended/.test(id)) return "EXTENDED";
  if (/basicwl|basic-wl/.test(id)) return "BASIC WL";
  if (/minimum/.test(id)) return "MINIMUM";
  if (/basic/.test(id)) return "BASIC";
  if (/comfort/.test(id)) return "COMFORT";
  if (id.startsWith("urn:cen.eu:en16931:2017")) return "EN 16931";
  return undefined;
}

/**
 * A note without the XRechnung/PEPPOL subject code prefix ("#REG#Lieferant GmbH" →
 * "Lieferant GmbH") and without the trailing blanks generators leave on each line.
 */
export function cleanNote(text: string): string {
  return text
    .replace(/^\s*#[A-Z]{3}#/, "")
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .join("\n")
    .trim();
}

/** A VAT id, tax number or BIC as written, without spaces, upper-case ("de 123 456 789" → "DE123456789"). */
export function cleanIdentifier(raw: string | undefined): string | undefined {
  const value = raw?.replace(/\s+/g, "").toUpperCase();
  return value ? value : undefined;
}

export function cleanIban(raw: string | undefined): string | undefined {
  const value = raw && normalizeIban(raw);
  return value ? value : undefined;
}

interface Skonto {
  discountPercent?: Decimal;
  discountDays?: number;
  discountUntil?: IsoDate;
  discountAmount?: Decimal;
}

/**
 * Cash discount from payment terms (BT-20). XRechnung structures it as
 * `#SKONTO#TAGE=14#PROZENT=2.00#` with an optional `BASISBETRAG=123.45#`; when several lines
 * are given the first one (the best discount) is taken. Free text of the common form
 * "3% Skonto innerhalb 10 Tagen" is read as well; anything else is left alone.
 */
export function parseSkonto(terms: string | undefined, invoiceDate: IsoDate | undefined): Skonto {
  if (!terms) return {};
  let percent: string | undefined;
  let days: number | undefined;
  let base: string | undefined;
  const structured = /#SKONTO#TAGE=(\d+)#PROZENT=(\d+(?:\.\d+)?)#(?:BASISBETRAG=(-?\d+(?:\.\d+)?)#)?/.exec(terms);
  if (structured) {
    [days, percent, base] = [Number(structured[1]), structured[2], structured[3]];
  } else {
    const text =
      /(\d{1,2}(?:[.,]\d{1,2})?)\s*%\s*Skonto\s+(?:bei\s+Zahlung\s+)?(?:innerhalb|binnen)\s+(?:von\s+)?(\d{1,3})\s+Tag/i.exec(
        terms,
      );
    if (text) [percent, days] = [text[1]!.replace(",", "."), Number(text[2])];
  }
  if (percent === undefined || days === undefined) return {};
  const discountPercent = normalizeRate(percent);
  if (discountPercent === undefined || discountPercent === "0") return {};
  const baseAmount = base === undefined ? undefined : normalizeAmount(base);
  return {
    discountPercent,
    discountDays: days,
    discountUntil: invoiceDate && addDays(invoiceDate, days),
    discountAmount: baseAmount && percentOf(baseAmount, discountPercent, 2),
  };
}

/** Drops undefined and empty-string properties so that results compare and serialise cleanly. */
export function compact<T extends object>(value: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined || entry === "") continue;
    result[key] = entry;
  }
  return result as T;
}

/** An address, or undefined when it has no field at all. */
export function addressOf(address: PostalAddress): PostalAddress | undefined {
  const cleaned = compact(address);
  return Object.keys(cleaned).length > 0 ? cleaned : undefined;
}

export function partyOf(party: Party): Party {
  return compact(party);
}

export function paymentOf(payment: PaymentDetails): PaymentDetails {
  return compact(payment);
}
