import type { CsvMappingFormValues } from "../forms/csvMappingFormSchema.ts";
import type { CsvDateFormat } from "./statementImport.ts";

// The preview of the column mapping: the first rows as the import would read them (date,
// signed amount, counterparty, purpose). It mirrors the server's readers closely enough to
// show a wrong date format or decimal separator at once; the server stays the authority.

export interface CsvTableRows {
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}

/** The file's rows as the server parsed them: the header line, then the first data lines. */
const allRowsOf = (csv: CsvTableRows) => [csv.headers, ...csv.rows];

/** Column labels: the header line's cells (after skipped rows), or "1", "2", … without one. */
export function columnLabels(csv: CsvTableRows, hasHeader: boolean, skipRows: number): string[] {
  const all = allRowsOf(csv);
  const width = Math.max(0, ...all.map((row) => row.length));
  const header = hasHeader ? (all[skipRows] ?? []) : [];
  return Array.from({ length: width }, (_, index) => header[index]?.trim() ?? "");
}

/** The data rows after skipped rows and the header line. */
export function dataRows(csv: CsvTableRows, hasHeader: boolean, skipRows: number): (readonly string[])[] {
  return allRowsOf(csv).slice(skipRows + (hasHeader ? 1 : 0));
}

const DATE_PATTERNS: Record<CsvDateFormat, { re: RegExp; order: [number, number, number] }> = {
  "DD.MM.YYYY": { re: /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/, order: [3, 2, 1] },
  "DD.MM.YY": { re: /^(\d{1,2})\.(\d{1,2})\.(\d{2})$/, order: [3, 2, 1] },
  "YYYY-MM-DD": { re: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: [1, 2, 3] },
  "MM/DD/YYYY": { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: [3, 1, 2] },
};

/** A cell's date in the chosen format as yyyy-mm-dd, or null. Two-digit years are 20xx
 * (19xx from 70 on). */
export function parsePreviewDate(text: string, format: CsvDateFormat): string | null {
  const { re, order } = DATE_PATTERNS[format];
  const match = re.exec(text.trim());
  if (!match) return null;
  const [yearText, monthText, dayText] = order.map((group) => match[group]!) as [string, string, string];
  const short = Number(yearText);
  const year = yearText.length === 2 ? (short >= 70 ? 1900 + short : 2000 + short) : short;
  const month = Number(monthText);
  const day = Number(dayText);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const DEBIT_MARKS = new Set(["S", "SOLL", "D", "DR", "DB", "DBIT", "DEBIT", "-", "BELASTUNG", "LASTSCHRIFT"]);
const CREDIT_MARKS = new Set(["H", "HABEN", "C", "CR", "CRDT", "CREDIT", "+", "GUTSCHRIFT"]);

/** "DEBIT"/"CREDIT" for a recognised mark, null for an empty cell, undefined otherwise. */
export function parseMark(text: string): "DEBIT" | "CREDIT" | null | undefined {
  const mark = text.trim().toUpperCase();
  if (mark === "") return null;
  if (DEBIT_MARKS.has(mark)) return "DEBIT";
  if (CREDIT_MARKS.has(mark)) return "CREDIT";
  return undefined;
}

/** A localised amount cell as a signed decimal string ("-1234.56"), null when empty, undefined
 * when it is no number in this decimal separator. */
export function parsePreviewAmount(text: string, decimalSeparator: "," | "."): string | null | undefined {
  let digits = text.replace(/\s*(EUR|USD|CHF|GBP|€|\$|£)\s*/gi, "").replace(/[\s\u00a0\u202f']/g, "");
  if (digits === "") return null;
  let negative = false;
  const parenthesised = /^\((.*)\)$/.exec(digits);
  if (parenthesised) [digits, negative] = [parenthesised[1]!, true];
  const mark = /^(.*?\d)(S|H|SOLL|HABEN|DR|CR|D|C)$/i.exec(digits);
  if (mark) [digits, negative] = [mark[1]!, negative || parseMark(mark[2]!) === "DEBIT"];
  const sign = /^([+-])?(.*?)(-)?$/.exec(digits)!;
  if (sign[1] && sign[3]) return undefined;
  negative = negative || sign[1] === "-" || sign[3] === "-";
  const thousands = decimalSeparator === "," ? "\\." : ",";
  const decimal = decimalSeparator === "," ? "," : "\\.";
  const shape = new RegExp(`^(\\d{1,3}(?:${thousands}\\d{3})+|\\d*)(?:${decimal}(\\d+))?$`);
  const match = shape.exec(sign[2]!);
  if (!match || (match[1] === "" && match[2] === undefined)) return undefined;
  const integer = (match[1]!.replace(/[.,]/g, "") || "0").replace(/^0+(?=\d)/, "");
  const fraction = (match[2] ?? "").padEnd(2, "0");
  const value = `${integer}.${fraction}`;
  return negative && !/^0\.0+$/.test(value) ? `-${value}` : value;
}

const cell = (row: readonly string[], column: number | null) => (column === null ? "" : (row[column] ?? ""));

export interface CsvPreviewRow {
  /** The row's number in the file (1-based, counting skipped rows and the header). */
  line: number;
  bookingDate: string | null;
  /** Signed: outgoing negative. */
  amount: string | null;
  currency: string;
  counterparty: string;
  purpose: string;
  /** The date or the amount cannot be read with this mapping. */
  hasProblem: boolean;
}

/** How the import would read the first data rows with these (possibly incomplete) values. */
export function previewRows(csv: CsvTableRows, values: CsvMappingFormValues, limit = 5): CsvPreviewRow[] {
  const skipped = values.skipRows + (values.hasHeader ? 1 : 0);
  return dataRows(csv, values.hasHeader, values.skipRows)
    .slice(0, limit)
    .map((row, index) => {
      const bookingDate =
        values.bookingDate === null ? null : parsePreviewDate(cell(row, values.bookingDate), values.dateFormat);
      const amount = amountOf(row, values);
      return {
        line: skipped + index + 1,
        bookingDate,
        amount: amount ?? null,
        currency: (values.currency === null ? "" : cell(row, values.currency).trim().toUpperCase()) || "EUR",
        counterparty: cell(row, values.counterpartyName).trim(),
        purpose: values.purpose
          .map((column) => cell(row, column).trim())
          .filter(Boolean)
          .join(" "),
        hasProblem: bookingDate === null || amount === null || amount === undefined,
      };
    });
}

function amountOf(row: readonly string[], values: CsvMappingFormValues): string | null | undefined {
  const negate = (amount: string) => (amount.startsWith("-") ? amount : `-${amount}`);
  const unsigned = (amount: string) => amount.replace(/^-/, "");
  if (values.amountMode === "DEBIT_CREDIT") {
    const debit = values.debit === null ? null : parsePreviewAmount(cell(row, values.debit), values.decimalSeparator);
    const credit =
      values.credit === null ? null : parsePreviewAmount(cell(row, values.credit), values.decimalSeparator);
    if (debit === undefined || credit === undefined) return undefined;
    if (debit !== null && !/^-?0\.0+$/.test(debit)) return negate(unsigned(debit));
    if (credit !== null) return unsigned(credit);
    return null;
  }
  if (values.amount === null) return null;
  const amount = parsePreviewAmount(cell(row, values.amount), values.decimalSeparator);
  if (amount === null || amount === undefined || values.debitCreditMark === null) return amount;
  const mark = parseMark(cell(row, values.debitCreditMark));
  if (mark === undefined) return undefined;
  return mark === "DEBIT" ? negate(unsigned(amount)) : mark === "CREDIT" ? unsigned(amount) : amount;
}
