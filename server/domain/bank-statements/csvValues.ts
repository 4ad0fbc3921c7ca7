/**
 * Cell values of bank CSV exports: localised amounts ("1.234,56", "-12,00", "12,00 S",
 * "(5.00)", "12,00-"), debit/credit marks, dates in the mapping's format, currencies.
 */
import { normalizeAmount } from "../../../src/lib/decimal.ts";
import { expandTwoDigitYear, isoDate } from "./common.ts";
import type { CsvDateFormat } from "./types.ts";

export interface CsvAmount {
  /** Unsigned, normalised, at least two decimals ("1234.50"). */
  magnitude: string;
  /** The text itself said debit: "-", trailing "-", "(…)", "S", "Soll", "DR", "D". */
  negative: boolean;
  zero: boolean;
}

const DEBIT_MARKS = new Set(["S", "SOLL", "D", "DR", "DB", "DBIT", "DEBIT", "-", "BELASTUNG", "LASTSCHRIFT"]);
const CREDIT_MARKS = new Set(["H", "HABEN", "C", "CR", "CRDT", "CREDIT", "+", "GUTSCHRIFT"]);

/** "DEBIT"/"CREDIT" for a recognised mark, null for an empty cell, undefined for anything else. */
export function parseDebitCreditMark(text: string): "DEBIT" | "CREDIT" | null | undefined {
  const mark = text.trim().toUpperCase();
  if (mark === "") return null;
  if (DEBIT_MARKS.has(mark)) return "DEBIT";
  if (CREDIT_MARKS.has(mark)) return "CREDIT";
  return undefined;
}

/** Applied after all blanks are removed: `\s*` around the names rescanned long blank runs. */
const CURRENCY_NOISE_RE = /EUR|USD|CHF|GBP|€|\$|£/gi;
const MARK_SUFFIX_RE = /^(.*?\d)\s*(S|H|SOLL|HABEN|DR|CR|D|C)$/i;

/** Splits a trailing or leading sign/mark off the number text. */
function splitSign(text: string): { digits: string; negative: boolean } | undefined {
  let digits = text.replace(/[\s\u00a0\u202f']/g, "").replace(CURRENCY_NOISE_RE, "");
  let negative = false;
  const parenthesised = /^\((.*)\)$/.exec(digits);
  if (parenthesised) [digits, negative] = [parenthesised[1]!, true];
  const mark = MARK_SUFFIX_RE.exec(digits);
  if (mark) {
    const kind = parseDebitCreditMark(mark[2]!);
    if (kind === undefined || kind === null) return undefined;
    [digits, negative] = [mark[1]!, negative || kind === "DEBIT"];
  }
  const sign = /^([+-])?(.*?)(-)?$/.exec(digits)!;
  if (sign[1] && sign[3]) return undefined;
  return { digits: sign[2]!, negative: negative || sign[1] === "-" || sign[3] === "-" };
}

/**
 * A localised amount → magnitude and sign, or undefined when it is no number. Thousands
 * separators must sit in groups of three ("1.234,56" but not "1.23,4").
 */
export function parseCsvAmount(text: string, decimalSeparator: "," | "."): CsvAmount | undefined {
  const split = splitSign(text.trim());
  if (!split) return undefined;
  const thousands = decimalSeparator === "," ? "\\." : ",";
  const decimal = decimalSeparator === "," ? "," : "\\.";
  const shape = new RegExp(`^(\\d{1,3}(?:${thousands}\\d{3})+|\\d*)(?:${decimal}(\\d+))?$`);
  const m = shape.exec(split.digits);
  if (!m || (m[1] === "" && m[2] === undefined)) return undefined;
  const integer = m[1]!.replace(/[.,]/g, "") || "0";
  const magnitude = normalizeAmount(`${integer}.${m[2] ?? "0"}`);
  if (magnitude === undefined) return undefined;
  const zero = /^0\.0+$/.test(magnitude);
  return { magnitude, negative: split.negative && !zero, zero };
}

const DATE_PATTERNS: Readonly<
  Record<CsvDateFormat, { re: RegExp; order: [year: number, month: number, day: number] }>
> = {
  "DD.MM.YYYY": { re: /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$/, order: [3, 2, 1] },
  "DD.MM.YY": { re: /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/, order: [3, 2, 1] },
  "YYYY-MM-DD": {
    re: /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/,
    order: [1, 2, 3],
  },
  "MM/DD/YYYY": { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/, order: [3, 1, 2] },
};

/** A date cell in the mapping's format (two-digit years accepted too) → "YYYY-MM-DD", else null. */
export function parseCsvDate(text: string, format: CsvDateFormat): string | null {
  const { re, order } = DATE_PATTERNS[format];
  const m = re.exec(text.trim());
  if (!m) return null;
  const [yearText, month, day] = order.map((group) => m[group]!);
  const year = yearText!.length === 2 ? expandTwoDigitYear(Number(yearText)) : Number(yearText);
  return isoDate(year, Number(month), Number(day));
}

/** The cell's ISO currency ("€" read as EUR), the fallback for an empty cell ("EUR" by default), else null. */
export function parseCsvCurrency(text: string, fallback = "EUR"): string | null {
  const value = text.trim().toUpperCase();
  if (value === "") return fallback.toUpperCase();
  if (value === "€") return "EUR";
  return /^[A-Z]{3}$/.test(value) ? value : null;
}
