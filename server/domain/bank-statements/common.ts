/**
 * Small helpers shared by the statement readers: text decoding, whitespace, dates, amounts,
 * account identifiers. Nothing here knows a file format.
 */
import { negateDecimal, normalizeAmount } from "../../../src/lib/decimal.ts";
import { isValidBic, isValidIban, normalizeIban } from "../../../src/lib/iban.ts";
import { BankStatementError } from "./errors.ts";
import type { StatementAccount } from "./types.ts";
import { daysInMonth } from "../../../src/lib/calendarDate.ts";

/** Files above this size are refused (TOO_LARGE): a year of a busy account's statements stays far below. */
export const MAX_STATEMENT_BYTES = 20 * 1024 * 1024;

export function assertSize(byteLength: number): void {
  if (byteLength > MAX_STATEMENT_BYTES) {
    throw new BankStatementError(
      "TOO_LARGE",
      `The file has ${byteLength} bytes, more than the limit of ${MAX_STATEMENT_BYTES}.`,
    );
  }
}

/**
 * Bytes → text: a UTF-8/UTF-16 BOM wins; else UTF-8 when the bytes are valid UTF-8, else
 * Windows-1252 (a superset of Latin-1, what German bank CSV and MT940 exports mostly use).
 */
export function decodeStatementText(bytes: Uint8Array): string {
  assertSize(bytes.byteLength);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder("utf-8").decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** Windows-1252 characters of bytes 0x80–0x9F (the rest of the byte range is Latin-1); gaps stay as is. */
const CP1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

/**
 * Node's TextDecoder treats "windows-1252" as Latin-1 (0x80–0x9F become C1 controls), so the
 * 32 differing code points are mapped here: "€" (0x80), "„" (0x84), "–" (0x96), …
 */
function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder("latin1")
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

/** Runs of whitespace (line breaks included) become one space; trimmed. */
export const collapseWhitespace = (text: string): string => text.replace(/\s+/g, " ").trim();

/** The collapsed text, or null when nothing is left. */
export function textOrNull(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const collapsed = collapseWhitespace(text);
  return collapsed === "" ? null : collapsed;
}

/**
 * Joins text blocks that a format cut at a fixed width: a block that filled its whole width was
 * most likely cut mid-word and is glued to the next; shorter blocks are separated by a space.
 */
export function joinWrapped(blocks: readonly string[], width: number): string {
  let result = "";
  blocks.forEach((block, index) => {
    const previous = blocks[index - 1];
    const glue = index === 0 || (previous !== undefined && previous.length >= width) ? "" : " ";
    result += glue + block;
  });
  return collapseWhitespace(result);
}

/**
 * "YYYY-MM-DD" for a real calendar date, else null. With `clampFebruary`, February 29/30 of a
 * year without them becomes the last day of February (German banks' 30/360 day count writes
 * such dates into MT940 files); February 31 is no date in any count and stays null.
 */
export function isoDate(year: number, month: number, day: number, clampFebruary = false): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  const last = daysInMonth(year, month);
  let safeDay = day;
  if (day > last) {
    if (!(clampFebruary && month === 2 && day <= 30)) return null;
    safeDay = last;
  }
  return `${year}-${String(month).padStart(2, "0")}-${String(safeDay).padStart(2, "0")}`;
}

/** Two-digit years: 80–99 → 1980–1999, 00–79 → 2000–2079. */
export const expandTwoDigitYear = (yy: number): number => (yy >= 80 ? 1900 + yy : 2000 + yy);

/** The date part of an ISO date or date-time ("2007-10-18T10:15:00+01:00" → "2007-10-18"), validated. */
export function isoDatePart(value: string | undefined): string | null {
  const m = value === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/**
 * An unsigned decimal ("1234.5") signed and normalised to at least two decimals ("-1234.50").
 * Undefined when the text is no plain decimal.
 */
export function signedAmount(unsigned: string, negative: boolean): string | undefined {
  const normalized = normalizeAmount(unsigned);
  if (normalized === undefined) return undefined;
  return negative ? negateDecimal(normalized) : normalized;
}

/** Digits before the decimal point that an amount may have: the database keeps numeric(15,2). */
export const MAX_AMOUNT_INTEGER_DIGITS = 13;

/** Whether a decimal amount ("-1234.50") fits an account (at most 13 digits before the point). */
export function amountFits(amount: string): boolean {
  const integer = amount.replace(/^[+-]/, "").split(".")[0]!.replace(/^0+/, "");
  return integer.length <= MAX_AMOUNT_INTEGER_DIGITS;
}

/** An account identifier split into a valid IBAN or, failing the check digits, a plain account number. */
export function splitAccountId(value: string | null | undefined): {
  iban: string | null;
  accountNumber: string | null;
} {
  const raw = value?.trim();
  if (!raw) return { iban: null, accountNumber: null };
  const compact = normalizeIban(raw);
  if (isValidIban(compact)) return { iban: compact, accountNumber: null };
  return { iban: null, accountNumber: raw.replace(/\s+/g, "") };
}

/** A BIC (upper-case, no spaces) when the text is shaped like one, else null. */
export function bicOrNull(value: string | null | undefined): string | null {
  const compact = value?.replace(/\s+/g, "").toUpperCase();
  return compact && isValidBic(compact) ? compact : null;
}

/** A currency code when the text is three letters, else null. */
export function currencyOrNull(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{3}$/.test(code) ? code : null;
}

export function emptyAccount(): StatementAccount {
  return { iban: null, accountNumber: null, bankCode: null, bic: null, currency: null, ownerName: null, name: null };
}
