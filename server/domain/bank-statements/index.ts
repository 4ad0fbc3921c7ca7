/**
 * Bank statements: pure parsers from file bytes into one common shape (`ParsedStatement`), for
 * camt.052/053/054 (ISO 20022 XML), SWIFT MT940/MT942 and bank CSV exports (with a column
 * mapping), plus the checks an import needs: balance arithmetic, duplicate fingerprints and
 * matching a pending transaction to its later booking. No I/O, no database, no clock.
 *
 * Flow for an upload: `parseBankStatementFile(bytes, name)` → statements; a CSV throws
 * CSV_NEEDS_MAPPING, then `parseCsv(decodeStatementText(bytes))` → `guessCsvTableMapping` →
 * (user confirms) → `applyCsvMapping`. Every refusal is a `BankStatementError` with a stable
 * `code` (see errors.ts) and an English developer message.
 */
import { camtFormatOfNamespace, parseCamt } from "./camt.ts";
import { applyCsvMapping, parseCsv } from "./csv.ts";
import { guessCsvMapping } from "./csvMapping.ts";
import { assertSize, decodeStatementText } from "./common.ts";
import { BankStatementError } from "./errors.ts";
import { parseMt940 } from "./mt940.ts";
import { stripTransmissionBytes } from "./mt940Tags.ts";
import type { CsvMapping, CsvTable, ParsedStatement, StatementFormat } from "./types.ts";

export type * from "./types.ts";
export {
  BankStatementError,
  isBankStatementError,
  type BankStatementErrorCode,
  type BankStatementErrorParams,
} from "./errors.ts";
export { MAX_STATEMENT_BYTES, decodeStatementText } from "./common.ts";
export { parseCamt } from "./camt.ts";
export { parseMt940 } from "./mt940.ts";
export { applyCsvMapping, parseCsv } from "./csv.ts";
export { guessCsvMapping, guessCsvTableMapping } from "./csvMapping.ts";
export { checkStatementBalances, type BalanceCheck } from "./balances.ts";
export { fingerprintTransactions, isSamePendingTransaction, transactionFingerprint } from "./fingerprint.ts";

const XML_NAMESPACE_RE = /xmlns(?::[\w.-]+)?\s*=\s*["'](urn:iso:std:iso:20022:tech:xsd:[^"']+)["']/g;
// Anchored per line (`m`), with only blanks before the tag: `\s*` after `(?:^|\n)` crossed line
// breaks, so every newline of a long run restarted a scan to the run's end (quadratic).
const SWIFT_TAG_RE = /^[ \t]*:(?:2[0158]|6[0-5]|86|13D?|34F|90[CD]|NS)[A-Z]?:/m;
const SWIFT_INTERIM_RE = /\{2:[IO]942|^[ \t]*:(?:13D?|34F|90[CD]):/m;

/** The camt format named by the first camt namespace declared near the top of an XML text. */
function detectCamt(text: string): StatementFormat | null {
  for (const match of text.slice(0, 4096).matchAll(XML_NAMESPACE_RE)) {
    const format = camtFormatOfNamespace(match[1]!);
    if (format) return format;
  }
  return null;
}

/** A text whose first non-empty lines split into at least two fields by ";", tab or ",". */
function looksLikeCsv(text: string): boolean {
  const lines = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .slice(0, 5);
  return lines.length > 0 && lines.every((line) => /[;\t,]/.test(line));
}

/**
 * The format of a statement text: a camt namespace, SWIFT tags (MT942 when the envelope says
 * so or interim-report tags :13D:/:34F:/:90D:/:90C: appear), else CSV-like lines; null otherwise.
 */
export function detectStatementFormat(text: string): StatementFormat | null {
  const head = text.replace(/^\uFEFF/, "").trimStart();
  if (head.startsWith("<")) return detectCamt(head);
  if (SWIFT_TAG_RE.test(stripTransmissionBytes(head)) || head.includes("{4:")) {
    return SWIFT_INTERIM_RE.test(head) ? "MT942" : "MT940";
  }
  return looksLikeCsv(head) ? "CSV" : null;
}

/**
 * Parses a statement file into its statements (a file may hold several). Throws
 * BankStatementError: TOO_LARGE, EMPTY, UNKNOWN_FORMAT, UNSUPPORTED, MALFORMED, and
 * CSV_NEEDS_MAPPING for CSV files (they need a column mapping, see `applyCsvMapping`).
 * `fileName` only breaks a tie: content that is recognised as nothing is treated as CSV when
 * the name ends in ".csv" (a one-column export).
 */
export function parseBankStatementFile(bytes: Uint8Array, fileName?: string): ParsedStatement[] {
  assertSize(bytes.byteLength);
  const text = decodeStatementText(bytes);
  if (text.replace(/^\uFEFF/, "").trim() === "") throw new BankStatementError("EMPTY", "The file is empty.");
  const extension = fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  const format = detectStatementFormat(text) ?? (extension === "csv" ? "CSV" : null);

  if (format === "CAMT052" || format === "CAMT053" || format === "CAMT054" || text.trimStart().startsWith("<")) {
    return parseCamt(bytes); // also refuses foreign XML with UNKNOWN_FORMAT / UNSUPPORTED
  }
  if (format === "MT940" || format === "MT942") {
    const statements = parseMt940(text);
    if (statements.length === 0) {
      throw new BankStatementError("EMPTY", `The ${format} file contains no statement (no :20:, :25:, :60F:, :61: …).`);
    }
    return statements;
  }
  if (format === "CSV") {
    throw new BankStatementError("CSV_NEEDS_MAPPING", "CSV statements need a column mapping (see applyCsvMapping).");
  }
  throw new BankStatementError(
    "UNKNOWN_FORMAT",
    `${fileName ? `"${fileName}"` : "The file"} is neither camt XML, MT940/MT942 nor CSV.`,
  );
}

/** What an uploaded statement file gives: its statements, or (a CSV file without mapping) a preview to map. */
export type StatementUploadResult =
  | { kind: "statements"; statements: ParsedStatement[] }
  | {
      kind: "csvPreview";
      headers: string[];
      rows: string[][];
      delimiter: CsvTable["separator"];
      guessedMapping: CsvMapping | null;
    };

/**
 * An upload as the import needs it: with a column mapping, the CSV rows read by it; else the
 * file's statements, or for a CSV file the headers, first rows and a guessed mapping. Throws
 * BankStatementError (a text without columns is UNKNOWN_FORMAT, not a CSV preview).
 */
export function readStatementUpload(
  bytes: Uint8Array,
  fileName: string | undefined,
  csvMapping?: CsvMapping,
): StatementUploadResult {
  if (csvMapping) {
    return { kind: "statements", statements: [applyCsvMapping(parseCsv(decodeStatementText(bytes)), csvMapping)] };
  }
  try {
    return { kind: "statements", statements: parseBankStatementFile(bytes, fileName) };
  } catch (error) {
    if (!(error instanceof BankStatementError) || error.code !== "CSV_NEEDS_MAPPING") throw error;
    const table = parseCsv(decodeStatementText(bytes));
    const headers = table.rows[0] ?? [];
    if (headers.length < 2 || table.rows.length < 2) {
      throw new BankStatementError("UNKNOWN_FORMAT", "The text has no columns: no CSV export either.");
    }
    const rows = table.rows.slice(1, 11);
    return {
      kind: "csvPreview",
      headers,
      rows,
      delimiter: table.separator,
      guessedMapping: guessCsvMapping(headers, rows),
    };
  }
}
