/**
 * Bank CSV exports → statements, driven by a column mapping (`CsvMapping`) because every bank
 * writes its own columns. `parseCsv` splits the text (separator ";", "," or tab detected,
 * quoted fields with doubled quotes, line breaks inside quotes, BOM); `applyCsvMapping` reads
 * the rows all-or-nothing: any row that cannot be read refuses the whole import
 * (CSV_ROW_INVALID, the first rows named in `details`), so nothing is imported half.
 * Header guessing lives in `csvMapping.ts`, cell parsing in `csvValues.ts`.
 */
import { BankStatementError } from "./errors.ts";
import { amountFits, emptyAccount, splitAccountId, textOrNull, bicOrNull, collapseWhitespace } from "./common.ts";
import { parseCsvAmount, parseCsvCurrency, parseCsvDate, parseDebitCreditMark, type CsvAmount } from "./csvValues.ts";
import type { CsvMapping, CsvTable, ParsedStatement, StatementTransaction } from "./types.ts";

const SEPARATORS = [";", "\t", ","] as const;
const SAMPLE_RECORDS = 30;
/** At most this many row errors are listed in `details`. */
const MAX_ROW_ERRORS = 10;

/** Splits CSV text into records and fields (raw, untrimmed); the separator is detected. */
export function parseCsv(text: string): CsvTable {
  const clean = text.replace(/^\uFEFF/, "");
  const separator = detectSeparator(clean);
  return { separator, rows: splitRecords(clean, separator) };
}

/** The separator whose field count is the most consistent (and largest) over the first records. */
function detectSeparator(text: string): CsvTable["separator"] {
  let best: { separator: CsvTable["separator"]; agreeing: number; fields: number } | undefined;
  for (const separator of SEPARATORS) {
    const counts = splitRecords(text, separator, SAMPLE_RECORDS)
      .filter((row) => row.some((cell) => cell.trim() !== ""))
      .map((row) => row.length);
    const fields = mode(counts);
    const agreeing = fields > 1 ? counts.filter((count) => count === fields).length : 0;
    if (!best || agreeing > best.agreeing || (agreeing === best.agreeing && fields > best.fields)) {
      best = { separator, agreeing, fields };
    }
  }
  return best!.separator;
}

function mode(values: readonly number[]): number {
  const frequency = new Map<number, number>();
  for (const value of values) frequency.set(value, (frequency.get(value) ?? 0) + 1);
  let result = 0;
  let top = 0;
  for (const [value, count] of frequency) {
    if (count > top || (count === top && value > result)) [result, top] = [value, count];
  }
  return result;
}

/** RFC 4180 records: quoted fields may hold separators, line breaks and doubled quotes. */
function splitRecords(text: string, separator: string, limit = Infinity): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let quoteStart = 0;
  // Whether the unquoted field so far holds more than blanks (a quote there is literal): kept
  // as a flag, since trimming the field at every quote is quadratic for long blank runs.
  let fieldHasText = false;
  for (let i = 0; i < text.length && rows.length < limit; i++) {
    const char = text[i]!;
    if (quoted) {
      // Up to the next quote in one piece.
      const next = text.indexOf('"', i);
      if (next < 0) {
        field += text.slice(i);
        i = text.length;
      } else if (next > i) {
        field += text.slice(i, next);
        i = next - 1;
      } else if (text[i + 1] === '"') [field, i] = [field + '"', i + 1];
      else [quoted, fieldHasText] = [false, field.trim() !== ""];
    } else if (char === '"' && !fieldHasText) {
      [field, quoted, quoteStart] = ["", true, rows.length + 1];
    } else if (char === separator) {
      row.push(field);
      [field, fieldHasText] = ["", false];
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      rows.push([...row, field]);
      [row, field, fieldHasText] = [[], "", false];
    } else {
      field += char;
      if (!fieldHasText && char.trim() !== "") fieldHasText = true;
    }
  }
  if (quoted && rows.length < limit) {
    throw new BankStatementError(
      "MALFORMED",
      `The CSV has a quoted field opened in row ${quoteStart} that never ends.`,
    );
  }
  if (rows.length < limit && (field !== "" || row.length > 0)) rows.push([...row, field]);
  return rows;
}

const isBlankRow = (row: readonly string[]): boolean => row.every((cell) => cell.trim() === "");

/**
 * Reads the data rows of a CSV table with a mapping into one statement (format "CSV").
 * Throws CSV_NEEDS_MAPPING when the mapping lacks a date or amount column, CSV_ROW_INVALID
 * when any row cannot be read, EMPTY when no data row is left.
 */
export function applyCsvMapping(table: CsvTable, mapping: CsvMapping): ParsedStatement {
  checkMapping(mapping);
  const first = (mapping.skipRows ?? 0) + (mapping.hasHeader ? 1 : 0);
  let end = table.rows.length;
  while (end > first && isBlankRow(table.rows[end - 1]!)) end--;
  end -= mapping.skipFooterRows ?? 0;

  const transactions: StatementTransaction[] = [];
  const errors: string[] = [];
  for (let index = first; index < end; index++) {
    const row = table.rows[index]!;
    if (isBlankRow(row)) continue;
    const result = readRow(row, mapping);
    if (typeof result === "string") errors.push(`Row ${index + 1}: ${result}`);
    else transactions.push(result);
  }
  if (errors.length > 0) {
    const listed = errors.slice(0, MAX_ROW_ERRORS);
    if (errors.length > listed.length) listed.push(`… and ${errors.length - listed.length} more rows`);
    throw new BankStatementError(
      "CSV_ROW_INVALID",
      `${errors.length} CSV row(s) cannot be read; nothing was imported.`,
      listed,
    );
  }
  if (transactions.length === 0) throw new BankStatementError("EMPTY", "The CSV file has no transaction rows.");
  return {
    format: "CSV",
    statementId: null,
    account: { ...emptyAccount(), ...ownAccount(table.rows.slice(first, end), mapping) },
    createdAt: null,
    openingBalance: null,
    closingBalance: null,
    transactions,
  };
}

/** The mapping's single-column fields. */
const COLUMN_KEYS = [
  "bookingDate",
  "valueDate",
  "amount",
  "debit",
  "credit",
  "debitCreditMark",
  "currency",
  "status",
  "counterpartyName",
  "payerName",
  "payeeName",
  "counterpartyIban",
  "counterpartyBic",
  "endToEndId",
  "mandateId",
  "creditorId",
  "customerReference",
  "accountIban",
] as const satisfies readonly (keyof CsvMapping)[];

function checkMapping(mapping: CsvMapping): void {
  const hasAmount = mapping.amount !== undefined || mapping.debit !== undefined || mapping.credit !== undefined;
  const columns = COLUMN_KEYS.flatMap((key) => (mapping[key] === undefined ? [] : [mapping[key]]));
  const badColumn = [...columns, ...mapping.purpose].find((column) => !Number.isInteger(column) || column < 0);
  if (!hasAmount || badColumn !== undefined) {
    throw new BankStatementError(
      "CSV_NEEDS_MAPPING",
      hasAmount ? `The mapping names an invalid column ${badColumn}.` : "The mapping names no amount column.",
    );
  }
}

const cellOf =
  (row: readonly string[]) =>
  (column: number | undefined): string =>
    column === undefined ? "" : (row[column] ?? "").trim();

/** One data row → a transaction, or the reason it cannot be read. */
function readRow(row: readonly string[], mapping: CsvMapping): StatementTransaction | string {
  const cell = cellOf(row);
  const bookingDate = parseCsvDate(cell(mapping.bookingDate), mapping.dateFormat);
  if (!bookingDate) return `booking date "${cell(mapping.bookingDate)}" is not a ${mapping.dateFormat} date`;
  const valueText = cell(mapping.valueDate);
  const valueDate = valueText === "" ? null : parseCsvDate(valueText, mapping.dateFormat);
  if (valueDate === null && valueText !== "") return `value date "${valueText}" is not a ${mapping.dateFormat} date`;
  const amountOrError = rowAmount(cell, mapping);
  if ("error" in amountOrError) return amountOrError.error;
  const { amount } = amountOrError;
  if (!amountFits(amount)) return `amount "${amount.slice(0, 40)}" is larger than an account can hold`;
  const currency = parseCsvCurrency(cell(mapping.currency), mapping.defaultCurrency);
  if (!currency) return `currency "${cell(mapping.currency)}" is no ISO currency code`;
  const debit = amount.startsWith("-");
  const { iban, accountNumber } = splitAccountId(cell(mapping.counterpartyIban));
  const endToEndId = textOrNull(cell(mapping.endToEndId));
  return {
    bookingDate,
    valueDate,
    amount,
    currency,
    status: /vorgemerkt|pending|pdng|nicht gebucht/i.test(cell(mapping.status)) ? "PENDING" : "BOOKED",
    purpose: collapseWhitespace(mapping.purpose.map(cell).filter(Boolean).join(" ")),
    counterpartyName: textOrNull(cell(mapping.counterpartyName) || cell(debit ? mapping.payeeName : mapping.payerName)),
    counterpartyIban: iban,
    counterpartyAccountNumber: accountNumber,
    counterpartyBic: bicOrNull(cell(mapping.counterpartyBic)),
    endToEndId: endToEndId && endToEndId.toUpperCase() !== "NOTPROVIDED" ? endToEndId : null,
    mandateId: textOrNull(cell(mapping.mandateId)),
    creditorId: textOrNull(cell(mapping.creditorId)),
    bankReference: null,
    customerReference: textOrNull(cell(mapping.customerReference)),
    bankTransactionCode: null,
  };
}

/** The signed amount of a row, or why it cannot be read. */
function rowAmount(
  cell: (column: number | undefined) => string,
  mapping: CsvMapping,
): { amount: string } | { error: string } {
  const separator = mapping.decimalSeparator;
  if (mapping.amount !== undefined) {
    const parsed = parseCsvAmount(cell(mapping.amount), separator);
    if (!parsed) return { error: `amount "${cell(mapping.amount)}" is not a number` };
    const markText = cell(mapping.debitCreditMark);
    const mark = mapping.debitCreditMark === undefined ? null : parseDebitCreditMark(markText);
    if (mark === undefined) return { error: `debit/credit mark "${markText}" is neither debit nor credit` };
    return { amount: signed(parsed, mark === null ? parsed.negative : mark === "DEBIT") };
  }
  const debit = cell(mapping.debit);
  const credit = cell(mapping.credit);
  const debitAmount = debit === "" ? null : parseCsvAmount(debit, separator);
  const creditAmount = credit === "" ? null : parseCsvAmount(credit, separator);
  if (debitAmount === undefined) return { error: `debit amount "${debit}" is not a number` };
  if (creditAmount === undefined) return { error: `credit amount "${credit}" is not a number` };
  const debitSet = debitAmount !== null && !debitAmount.zero;
  const creditSet = creditAmount !== null && !creditAmount.zero;
  if (debitSet && creditSet) return { error: `both a debit ("${debit}") and a credit ("${credit}") amount` };
  if (debitSet) return { amount: signed(debitAmount, true) };
  if (creditAmount) return { amount: signed(creditAmount, false) };
  if (debitAmount) return { amount: signed(debitAmount, true) };
  return { error: "no amount in the debit or credit column" };
}

const signed = (amount: CsvAmount, negative: boolean): string =>
  negative && !amount.zero ? `-${amount.magnitude}` : amount.magnitude;

/** The statement's own account when a column holds it and all rows agree. */
function ownAccount(
  rows: readonly (readonly string[])[],
  mapping: CsvMapping,
): { iban: string | null; accountNumber: string | null } {
  if (mapping.accountIban === undefined) return { iban: null, accountNumber: null };
  const values = new Set(rows.filter((row) => !isBlankRow(row)).map((row) => cellOf(row)(mapping.accountIban)));
  return values.size === 1 ? splitAccountId([...values][0]) : { iban: null, accountNumber: null };
}
