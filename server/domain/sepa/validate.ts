/**
 * Field checks shared by the pain.001 and pain.008 writers and the EPC QR code. Each returns
 * the value in the form the XML needs (normalised IBAN, canonical amount, sanitised name) or
 * throws a SepaError naming the payment index and the field. Money is handled as exact decimal
 * strings (../decimal.ts), never as floating point.
 */
import {
  addDecimals,
  compareDecimals,
  isDecimal,
  normalizeAmount,
  normalizeDecimal,
} from "../../../src/lib/decimal.ts";
import { isValidBic, isValidIban, normalizeIban } from "../../../src/lib/iban.ts";
import {
  isSepaIdentifier,
  MAX_ID_LENGTH,
  MAX_NAME_LENGTH,
  MAX_REMITTANCE_LENGTH,
  sanitizeText,
  transliterate,
} from "./charset.ts";
import { SepaError, type SepaErrorCode } from "./errors.ts";

/** Where a value sits in the input: the payment's index (null at batch level) and the field. */
export interface FieldRef {
  paymentIndex: number | null;
  field: string;
}

export const MIN_AMOUNT = "0.01";
export const MAX_AMOUNT = "999999999.99";

function fail(code: SepaErrorCode, message: string, where: FieldRef): never {
  throw new SepaError(code, message, where);
}

/** Normalised IBAN (no spaces, upper case) with valid check digits. */
export function checkIban(value: string, where: FieldRef): string {
  if (typeof value !== "string" || !isValidIban(value)) fail("INVALID_IBAN", `${where.field}: not a valid IBAN`, where);
  return normalizeIban(value);
}

/** Normalised BIC, or null when none is given (IBAN-only is allowed in SEPA). */
export function checkBic(value: string | null | undefined, where: FieldRef): string | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  if (!isValidBic(value)) fail("INVALID_BIC", `${where.field}: not a valid BIC`, where);
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * The amount as the XML writes it ("12.5" → "12.50"): a plain positive decimal with at most two
 * decimals, between 0.01 and 999999999.99. "12.340" is accepted (it is exactly 12.34).
 */
export function checkAmount(value: string, where: FieldRef): string {
  const normalized = typeof value === "string" && isDecimal(value) ? normalizeAmount(value) : undefined;
  if (normalized === undefined || !/^\d+\.\d{2}$/.test(normalized)) {
    fail("INVALID_AMOUNT", `${where.field}: not a positive amount with at most two decimals`, where);
  }
  if (compareDecimals(normalized, MIN_AMOUNT) < 0) fail("INVALID_AMOUNT", `${where.field}: must be positive`, where);
  if (compareDecimals(normalized, MAX_AMOUNT) > 0) {
    fail("INVALID_AMOUNT", `${where.field}: over ${MAX_AMOUNT}`, where);
  }
  return normalized;
}

/** Exact sum of amounts already checked, with two decimals ("0.10" + "0.20" = "0.30"). */
export function sumAmounts(amounts: readonly string[]): string {
  return normalizeDecimal(addDecimals(...amounts), 2) ?? "0.00";
}

/** Only EUR: SEPA credit transfers and direct debits are euro schemes. */
export function checkCurrency(value: string | undefined, where: FieldRef): "EUR" {
  if (value !== undefined && value !== "EUR") fail("INVALID_CURRENCY", `${where.field}: only EUR, not ${value}`, where);
  return "EUR";
}

/** A name sanitised to the SEPA charset and cut at 70; MISSING_NAME when nothing is left. */
export function checkName(value: string, where: FieldRef, maxLength = MAX_NAME_LENGTH): string {
  const name = typeof value === "string" ? sanitizeText(value, maxLength) : "";
  if (name === "") fail("MISSING_NAME", `${where.field}: empty`, where);
  return name;
}

/** Remittance text sanitised; over 140 afterwards is an error (never cut); empty → null. */
export function checkRemittance(value: string | null | undefined, where: FieldRef): string | null {
  const text = transliterate(value ?? "");
  if (text.length > MAX_REMITTANCE_LENGTH) {
    fail("REMITTANCE_TOO_LONG", `${where.field}: ${text.length} characters after sanitising, at most 140`, where);
  }
  return text === "" ? null : text;
}

/** An identifier passed through unchanged (see charset.ts): SEPA charset, ≤ 35, slash rules. */
export function checkIdentifier(
  value: string,
  where: FieldRef,
  code: SepaErrorCode = "INVALID_REFERENCE",
  maxLength = MAX_ID_LENGTH,
): string {
  if (typeof value !== "string" || !isSepaIdentifier(value, maxLength)) {
    fail(code, `${where.field}: 1–${maxLength} SEPA characters, no leading/trailing "/" or "//"`, where);
  }
  return value;
}

/** An ISO external purpose code (4 upper-case letters, e.g. "SALA", "SUPP"), or null. */
export function checkPurposeCode(value: string | null | undefined, where: FieldRef): string | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{4}$/.test(code)) fail("INVALID_REFERENCE", `${where.field}: a purpose code is 4 letters`, where);
  return code;
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function checkIsoDate(value: string, where: FieldRef): string {
  if (typeof value !== "string" || !isIsoDate(value))
    fail("INVALID_DATE", `${where.field}: not a YYYY-MM-DD date`, where);
  return value;
}

const BERLIN = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Berlin",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/**
 * CreDtTm: German wall-clock time without zone or fraction ("2024-07-02T00:30:05"). Banks
 * disagree on zones and milliseconds; the plain form is the one all of them accept, and
 * Europe/Berlin keeps it independent of the server's TZ.
 */
export function formatCreationDateTime(value: Date, where: FieldRef): string {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) fail("INVALID_DATE", `${where.field}: invalid`, where);
  const parts: Record<string, string> = {};
  for (const part of BERLIN.formatToParts(value)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Throws DUPLICATE_END_TO_END_ID at the second occurrence (ids compared case-insensitively). */
export function checkUniqueEndToEndIds(ids: readonly string[]): void {
  const seen = new Map<string, number>();
  ids.forEach((id, index) => {
    const key = id.toUpperCase();
    const first = seen.get(key);
    if (first !== undefined) {
      fail("DUPLICATE_END_TO_END_ID", `endToEndId ${JSON.stringify(id)} already used by payment ${first}`, {
        paymentIndex: index,
        field: "endToEndId",
      });
    }
    seen.set(key, index);
  });
}

/**
 * PmtInfId for the n-th (1-based) payment information block: the message id with "-n", the
 * message id cut so that the whole stays within 35 characters.
 */
export function paymentInfoId(messageId: string, n: number): string {
  const suffix = `-${n}`;
  return `${messageId.slice(0, MAX_ID_LENGTH - suffix.length).trimEnd()}${suffix}`;
}
