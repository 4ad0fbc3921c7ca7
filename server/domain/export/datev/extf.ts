/**
 * The DATEV-Format container ("EXTF", header version 700) as the DATEV Rechnungswesen import reads
 * it: line 1 the header record (31 fields), line 2 the column headings, then one record per line.
 * Fields are separated by ";", lines end in CRLF, the file is Windows-1252 (cp1252.ts). Text is in
 * double quotes with an inner quote doubled; numbers and dates are unquoted; amounts have a
 * decimal comma and no thousands separator; an empty field is written as nothing (no quotes).
 *
 * No I/O here: the writers build strings, `chunkedCp1252` turns a stream of lines into byte chunks,
 * `readExtf` parses bytes back into records with coded per-line errors.
 */
import type { CalendarDateString, DecimalString, ExportCompany, ExportPeriod } from "../model.ts";
import { absDecimal, isDecimal, roundDecimal } from "../../../../src/lib/decimal.ts";
import { decodeExtfBytes, encodeCp1252, toCp1252Text } from "./cp1252.ts";

export const CRLF = "\r\n";
export const SEPARATOR = ";";

/** The file kinds of this product, with DATEV's Formatkategorie, Formatname and Formatversion. */
export const EXTF_FORMATS = {
  buchungsstapel: { category: 21, name: "Buchungsstapel", version: 13 },
  debitorenKreditoren: { category: 16, name: "Debitoren/Kreditoren", version: 5 },
  kontenbeschriftungen: { category: 20, name: "Kontenbeschriftungen", version: 3 },
} as const;
export type ExtfFormat = keyof typeof EXTF_FORMATS;

/** Header version of the DATEV-Format ("Versionsnummer" of the header record). */
export const EXTF_HEADER_VERSION = 700;

// ---------------------------------------------------------------------------------------------
// Field encoding
// ---------------------------------------------------------------------------------------------

/** A text field: made writable in Windows-1252, cut to `maxLength` characters, quoted ("" doubled). */
export function textField(value: string | null | undefined, maxLength?: number): string {
  if (value === null || value === undefined || value === "") return "";
  let text = toCp1252Text(value).trim();
  if (maxLength !== undefined && text.length > maxLength) text = text.slice(0, maxLength).trimEnd();
  return `"${text.replaceAll('"', '""')}"`;
}

/** An empty text field that DATEV's samples write as "" (header fields of type text). */
export const emptyText = '""';

/** An amount without sign: two decimals (half away from zero), decimal comma, no thousands separator. */
export function amountField(value: DecimalString | null | undefined, places = 2): string {
  if (value === null || value === undefined) return "";
  return absDecimal(roundDecimal(value, places)).replace(".", ",");
}

/** A rate or percentage: as many decimals as needed up to `places`, decimal comma ("19", "5,5", "1,0825"). */
export function rateField(value: DecimalString | null | undefined, places = 6): string {
  if (value === null || value === undefined) return "";
  let text = roundDecimal(value, places);
  if (text.includes(".")) text = text.replace(/0+$/, "").replace(/\.$/, "");
  return text.replace(".", ",");
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
function dateParts(date: CalendarDateString): [string, string, string] {
  const m = DATE_RE.exec(date);
  if (!m) throw new TypeError(`Not a calendar date: ${JSON.stringify(date)}`);
  return [m[1]!, m[2]!, m[3]!];
}

/** Belegdatum in a booking line: TTMM (the year is the header's period). */
export function dateTTMM(date: CalendarDateString): string {
  const [, month, day] = dateParts(date);
  return day + month;
}

/** Belegfeld 2 as an OPOS due date: TTMMJJ. */
export function dateTTMMJJ(date: CalendarDateString): string {
  const [year, month, day] = dateParts(date);
  return day + month + year.slice(2);
}

/** Header dates (WJ-Beginn, Datum vom/bis): JJJJMMTT. */
export function dateJJJJMMTT(date: CalendarDateString): string {
  const [year, month, day] = dateParts(date);
  return year + month + day;
}

/** Booking-date fields of the newer columns (Leistungsdatum, Fälligkeit …): TTMMJJJJ. */
export function dateTTMMJJJJ(date: CalendarDateString): string {
  const [year, month, day] = dateParts(date);
  return day + month + year;
}

/** "erzeugt am": JJJJMMTTHHMMSSFFF in German local time (Europe/Berlin), as DATEV shows it. */
export function createdAtField(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Berlin",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const millis = String(at.getUTCMilliseconds()).padStart(3, "0");
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}${millis}`;
}

export const joinFields = (fields: readonly string[]): string => fields.join(SEPARATOR);

// ---------------------------------------------------------------------------------------------
// Header record
// ---------------------------------------------------------------------------------------------

export interface ExtfHeaderInput {
  format: ExtfFormat;
  company: ExportCompany;
  createdAt: Date;
  /** Buchungsstapel only: the period (Datum vom/bis) the lines' TTMM dates lie in. */
  period?: ExportPeriod;
  /** Buchungsstapel only: Bezeichnung (≤ 30 characters, cut). */
  label?: string;
  /** Buchungsstapel only: Diktatkürzel (2 characters). */
  dictationCode?: string;
  /** Buchungsstapel only: Festschreibung (the batch is locked on import). */
  fixation?: boolean;
  /** "Exportiert von" (≤ 25 characters). */
  exportedBy?: string;
}

/** Herkunft (2 characters): "RE" = Rechnungswesen, the data of an accounting pre-system. */
export const ORIGIN = "RE";

/**
 * The 31 fields of the header record:
 *  1 Kennzeichen "EXTF", 2 Versionsnummer 700, 3 Formatkategorie, 4 Formatname, 5 Formatversion,
 *  6 erzeugt am, 7 importiert (empty), 8 Herkunft, 9 Exportiert von, 10 Importiert von (empty),
 *  11 Beraternummer, 12 Mandantennummer, 13 WJ-Beginn, 14 Sachkontenlänge, 15 Datum vom,
 *  16 Datum bis, 17 Bezeichnung, 18 Diktatkürzel, 19 Buchungstyp (1 = Finanzbuchführung),
 *  20 Rechnungslegungszweck (0 = unabhängig), 21 Festschreibung (0/1), 22 WKZ,
 *  23 reserviert, 24 Derivatskennzeichen, 25–26 reserviert, 27 Sachkontenrahmen, 28 ID der
 *  Branchenlösung, 29–30 reserviert, 31 Anwendungsinformation.
 * Fields 15–22 belong to the Buchungsstapel; master-data files leave them empty.
 */
export function headerRecord(input: ExtfHeaderInput): string {
  const { category, name, version } = EXTF_FORMATS[input.format];
  const { company } = input;
  const bookings = input.format === "buchungsstapel";
  const fields = [
    '"EXTF"',
    String(EXTF_HEADER_VERSION),
    String(category),
    `"${name}"`,
    String(version),
    createdAtField(input.createdAt),
    "",
    `"${ORIGIN}"`,
    textField(input.exportedBy, 25) || emptyText,
    emptyText,
    company.datevConsultantNumber === null ? "" : String(company.datevConsultantNumber),
    company.datevClientNumber === null ? "" : String(company.datevClientNumber),
    dateJJJJMMTT(company.fiscalYearStart),
    String(company.generalLedgerAccountLength),
    bookings && input.period ? dateJJJJMMTT(input.period.from) : "",
    bookings && input.period ? dateJJJJMMTT(input.period.to) : "",
    (bookings ? textField(input.label, 30) : "") || emptyText,
    (bookings ? textField(input.dictationCode, 2) : "") || emptyText,
    bookings ? "1" : "",
    bookings ? "0" : "",
    bookings ? (input.fixation ? "1" : "0") : "",
    bookings ? textField(company.currency, 3) : emptyText,
    "",
    emptyText,
    "",
    "",
    emptyText,
    "",
    "",
    emptyText,
    emptyText,
  ];
  return joinFields(fields);
}

/** The column-heading line: the names DATEV's format description gives, unquoted as DATEV writes them. */
export const columnLine = (columns: readonly string[]): string => joinFields(columns);

// ---------------------------------------------------------------------------------------------
// Streaming
// ---------------------------------------------------------------------------------------------

/**
 * Turns lines (without line ends) into Windows-1252 byte chunks of about `chunkSize` bytes, CRLF
 * after each line. Holds at most one chunk, so a file of any length streams with flat memory.
 */
export async function* chunkedCp1252(
  lines: AsyncIterable<string> | Iterable<string>,
  chunkSize = 64 * 1024,
): AsyncGenerator<Uint8Array> {
  let pending: string[] = [];
  let size = 0;
  for await (const line of lines) {
    pending.push(line, CRLF);
    size += line.length + 2;
    if (size >= chunkSize) {
      yield encodeCp1252(pending.join(""));
      pending = [];
      size = 0;
    }
  }
  if (pending.length > 0) yield encodeCp1252(pending.join(""));
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/** Coded problems of reading an EXTF file; `line` is 1-based (the header record is line 1). */
export type ExtfReadErrorCode =
  | "DATEV_IMPORT_NOT_EXTF"
  | "DATEV_IMPORT_WRONG_FORMAT"
  | "DATEV_IMPORT_UNSUPPORTED_VERSION"
  | "DATEV_IMPORT_BROKEN_QUOTING"
  | "DATEV_IMPORT_MISSING_COLUMNS"
  | "DATEV_IMPORT_INVALID_ACCOUNT"
  | "DATEV_IMPORT_INVALID_AMOUNT"
  | "DATEV_IMPORT_INVALID_VALUE"
  | "DATEV_IMPORT_MISSING_VALUE";

export interface ExtfReadError {
  line: number;
  code: ExtfReadErrorCode;
  /** The column the problem is in, when it is one. */
  column?: string;
}

export interface ExtfHeader {
  headerVersion: number;
  category: number;
  formatName: string;
  formatVersion: number;
  createdAt: string;
  origin: string;
  consultantNumber: number | null;
  clientNumber: number | null;
  fiscalYearStart: CalendarDateString | null;
  accountLength: number | null;
  periodFrom: CalendarDateString | null;
  periodTo: CalendarDateString | null;
  label: string;
  dictationCode: string;
  fixation: boolean;
  currency: string;
}

export interface ExtfRecord {
  /** 1-based line of the record in the file. */
  line: number;
  /** Field values by column heading (unquoted, "" for an empty field). */
  values: Map<string, string>;
  fields: string[];
}

export interface ExtfFile {
  header: ExtfHeader | null;
  columns: string[];
  records: ExtfRecord[];
  errors: ExtfReadError[];
}

interface RawLine {
  line: number;
  fields: string[];
  broken: boolean;
}

/**
 * Splits text into records: ";"-separated fields, a field in double quotes may hold ";" and doubled
 * quotes. A line break always ends a record (DATEV writes none inside a field), so a line whose quote
 * is not closed, or that has text after a closing quote, is one broken line and the next line is read
 * as usual.
 */
export function* splitExtfLines(text: string): Generator<RawLine> {
  let lineNo = 0;
  for (const rawLine of text.split(/\r\n|\n|\r/)) {
    lineNo++;
    if (rawLine === "") continue;
    const fields: string[] = [];
    let broken = false;
    let i = 0;
    for (;;) {
      if (rawLine[i] === '"') {
        let value = "";
        let j = i + 1;
        let closed = false;
        while (j < rawLine.length) {
          if (rawLine[j] === '"') {
            if (rawLine[j + 1] === '"') {
              value += '"';
              j += 2;
              continue;
            }
            closed = true;
            j++;
            break;
          }
          value += rawLine[j];
          j++;
        }
        if (!closed || (j < rawLine.length && rawLine[j] !== SEPARATOR)) {
          broken = true;
          break;
        }
        fields.push(value);
        if (j >= rawLine.length) break;
        i = j + 1;
      } else {
        const end = rawLine.indexOf(SEPARATOR, i);
        const value = end === -1 ? rawLine.slice(i) : rawLine.slice(i, end);
        if (value.includes('"')) {
          broken = true;
          break;
        }
        fields.push(value);
        if (end === -1) break;
        i = end + 1;
      }
    }
    yield { line: lineNo, fields, broken };
  }
}

const HEADER_DATE_RE = /^(\d{4})(\d{2})(\d{2})$/;
function headerDate(value: string | undefined): CalendarDateString | null {
  const m = HEADER_DATE_RE.exec(value ?? "");
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}
function headerInt(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

function parseHeader(fields: string[]): ExtfHeader | null {
  if (fields[0] !== "EXTF" && fields[0] !== "DTVF") return null;
  return {
    headerVersion: headerInt(fields[1]) ?? 0,
    category: headerInt(fields[2]) ?? 0,
    formatName: fields[3] ?? "",
    formatVersion: headerInt(fields[4]) ?? 0,
    createdAt: fields[5] ?? "",
    origin: fields[7] ?? "",
    consultantNumber: headerInt(fields[10]),
    clientNumber: headerInt(fields[11]),
    fiscalYearStart: headerDate(fields[12]),
    accountLength: headerInt(fields[13]),
    periodFrom: headerDate(fields[14]),
    periodTo: headerDate(fields[15]),
    label: fields[16] ?? "",
    dictationCode: fields[17] ?? "",
    fixation: fields[20] === "1",
    currency: fields[21] ?? "",
  };
}

/**
 * Reads an EXTF file of the expected kind: header record checked (EXTF, version 700, the format's
 * category), column headings by name, each further line as a record. Never throws on bad input: a
 * file that is not of the kind has one error at line 1 and no records; a broken line has an error and
 * is skipped. `requiredColumns` must all be in the heading line.
 */
export function readExtf(bytes: Uint8Array, format: ExtfFormat, requiredColumns: readonly string[]): ExtfFile {
  const text = decodeExtfBytes(bytes);
  const lines = splitExtfLines(text);
  const errors: ExtfReadError[] = [];
  const first = lines.next();
  const header = first.done || first.value.broken ? null : parseHeader(first.value.fields);
  if (!header) return { header: null, columns: [], records: [], errors: [{ line: 1, code: "DATEV_IMPORT_NOT_EXTF" }] };
  if (header.category !== EXTF_FORMATS[format].category) {
    return { header, columns: [], records: [], errors: [{ line: 1, code: "DATEV_IMPORT_WRONG_FORMAT" }] };
  }
  if (header.headerVersion !== EXTF_HEADER_VERSION) {
    return { header, columns: [], records: [], errors: [{ line: 1, code: "DATEV_IMPORT_UNSUPPORTED_VERSION" }] };
  }
  const second = lines.next();
  if (second.done || second.value.broken) {
    return { header, columns: [], records: [], errors: [{ line: 2, code: "DATEV_IMPORT_MISSING_COLUMNS" }] };
  }
  const columns = second.value.fields.map((c) => c.trim());
  const missing = requiredColumns.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    return {
      header,
      columns,
      records: [],
      errors: missing.map((column) => ({ line: second.value.line, code: "DATEV_IMPORT_MISSING_COLUMNS", column })),
    };
  }
  const records: ExtfRecord[] = [];
  for (const raw of lines) {
    if (raw.broken) {
      errors.push({ line: raw.line, code: "DATEV_IMPORT_BROKEN_QUOTING" });
      continue;
    }
    if (raw.fields.every((f) => f === "")) continue;
    const values = new Map<string, string>();
    columns.forEach((column, index) => {
      // A repeated heading ("Leerfeld") keeps its first value.
      if (!values.has(column)) values.set(column, raw.fields[index] ?? "");
    });
    records.push({ line: raw.line, values, fields: raw.fields });
  }
  return { header, columns, records, errors };
}

/** An amount field read back: "1234,56" → "1234.56"; undefined when it is none. */
export function readAmount(value: string): DecimalString | undefined {
  if (!/^\d+(,\d+)?$/.test(value)) return undefined;
  const decimal = value.replace(",", ".");
  return isDecimal(decimal) ? decimal : undefined;
}
