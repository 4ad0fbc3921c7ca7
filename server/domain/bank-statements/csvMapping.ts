/**
 * Guessing a `CsvMapping` from a bank export's header row (German and English banks:
 * Sparkasse CAMT-CSV, Deutsche Bank, DKB, ING, Commerzbank, comdirect, N26, Revolut-like
 * English exports), optionally refined by sample rows (date format, decimal separator).
 *
 * Headers are compared normalised: lower case, umlauts spelled out, everything but letters
 * and digits dropped ("Betrag (EUR)" → "betrageur", "Zahlungsempfänger*in" →
 * "zahlungsempfaengerin"). Each column goes to the first field whose names match; the result
 * is a suggestion for the user to confirm, never applied silently.
 */
import { parseCsvAmount, parseCsvDate } from "./csvValues.ts";
import type { CsvDateFormat, CsvMapping, CsvTable } from "./types.ts";

type ColumnField = Exclude<
  keyof CsvMapping,
  "purpose" | "dateFormat" | "decimalSeparator" | "hasHeader" | "skipRows" | "skipFooterRows" | "defaultCurrency"
>;
type Field = ColumnField | "purpose" | "purposeFallback";

const exactly =
  (...names: string[]) =>
  (header: string): boolean =>
    names.includes(header);

/** Matchers in priority order, on the normalised header. */
// prettier-ignore
const FIELD_MATCHERS: readonly [Field, (header: string) => boolean][] = [
  ["accountIban", exactly("auftragskonto", "ibanauftragskonto", "eigeneskonto", "ownaccount", "accountiban")],
  ["bookingDate", exactly("buchungstag", "buchungsdatum", "buchung", "datum", "date", "bookingdate",
    "transactiondate", "postingdate", "posteddate", "completeddate", "starteddate")],
  ["valueDate", exactly("valutadatum", "valuta", "wertstellung", "wertstellungsdatum", "wert", "valuedate")],
  ["debitCreditMark", exactly("sollhaben", "sh", "sollhabenkennzeichen", "kennzeichen", "debitcredit",
    "creditdebit", "drcr", "crdr", "creditdebitindicator")],
  ["debit", exactly("soll", "solleur", "ausgang", "ausgaben", "debit", "debitamount", "moneyout", "paidout",
    "withdrawal", "withdrawals", "belastung")],
  ["credit", exactly("haben", "habeneur", "eingang", "einnahmen", "credit", "creditamount", "moneyin", "paidin",
    "deposit", "deposits")],
  ["amount", (h) => (h.startsWith("betrag") && !h.includes("ursprung")) ||
    exactly("umsatz", "umsatzineur", "amount", "amounteur", "transactionamount")(h)],
  ["currency", exactly("waehrung", "wahrung", "whrg", "currency", "ccy")],
  ["status", exactly("status", "info", "buchungsstatus", "state")],
  ["counterpartyName", exactly("beguenstigterzahlungspflichtiger", "namezahlungsbeteiligter", "zahlungsbeteiligter",
    "auftraggeberempfaenger", "empfaengerauftraggeber", "auftraggeberbeguenstigter", "beguenstigterauftraggeber",
    "payee", "counterparty", "counterpartyname", "beneficiary", "name", "partnername")],
  ["payerName", exactly("zahlungspflichtiger", "zahlungspflichtige", "auftraggeber", "payer")],
  ["payeeName", exactly("zahlungsempfaengerin", "zahlungsempfaenger", "empfaenger", "beguenstigter", "recipient")],
  ["counterpartyIban", exactly("iban", "kontonummeriban", "ibanzahlungsbeteiligter", "ibankontonummer",
    "kontonummer", "counterpartyiban", "gegenkonto", "partneriban")],
  ["counterpartyBic", exactly("bic", "bicswiftcode", "biczahlungsbeteiligter", "swift", "swiftcode", "bicswift")],
  ["endToEndId", (h) => h.includes("endtoend") || exactly("eref", "e2ereferenz")(h)],
  ["mandateId", exactly("mandatsreferenz", "mandatereference", "mandateid", "mref")],
  ["creditorId", exactly("glaeubigerid", "glaubigerid", "creditorid", "glaeubigeridentifikation")],
  ["customerReference", exactly("kundenreferenz", "customerreference")],
  ["purpose", (h) => h.includes("verwendungszweck") || exactly("description", "memo", "details", "beschreibung",
    "zweck", "purpose", "reference", "remittanceinformation", "narrative", "text", "buchungsdetails")(h)],
  ["purposeFallback", exactly("buchungstext", "umsatzart", "vorgang", "type", "transactiontype", "buchungsart")],
];

/** "Zahlungsempfänger*in" → "zahlungsempfaengerin". */
function normalizeHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]/g, "");
}

function fieldOf(header: string, taken: ReadonlySet<Field>): Field | undefined {
  const normalized = normalizeHeader(header);
  if (normalized === "") return undefined;
  for (const [field, matcher] of FIELD_MATCHERS) {
    const multiple = field === "purpose" || field === "purposeFallback";
    if (!multiple && taken.has(field)) continue;
    if (matcher(normalized)) return field;
  }
  return undefined;
}

/**
 * A mapping suggestion for a header row, or null when no booking date or amount column is
 * recognised. Sample data rows refine the date format and decimal separator (defaults:
 * DD.MM.YYYY and ",").
 */
export function guessCsvMapping(
  headers: readonly string[],
  sampleRows: readonly (readonly string[])[] = [],
): CsvMapping | null {
  const columns = new Map<Field, number[]>();
  headers.forEach((header, index) => {
    const field = fieldOf(header, new Set(columns.keys()));
    if (field) columns.set(field, [...(columns.get(field) ?? []), index]);
  });
  const column = (field: ColumnField): number | undefined => columns.get(field)?.[0];
  const bookingDate = column("bookingDate") ?? column("valueDate");
  const hasAmount = column("amount") !== undefined || column("debit") !== undefined || column("credit") !== undefined;
  if (bookingDate === undefined || !hasAmount) return null;

  const mapping: CsvMapping = {
    bookingDate,
    purpose: columns.get("purpose") ?? columns.get("purposeFallback") ?? [],
    dateFormat: guessDateFormat(sampleRows.map((row) => row[bookingDate] ?? "")),
    decimalSeparator: guessDecimalSeparator(
      sampleRows.flatMap((row) =>
        [column("amount"), column("debit"), column("credit")].map((index) =>
          index === undefined ? "" : (row[index] ?? ""),
        ),
      ),
    ),
    hasHeader: true,
  };
  for (const [field] of FIELD_MATCHERS) {
    if (field === "purpose" || field === "purposeFallback" || field === "bookingDate") continue;
    const index = column(field);
    if (index !== undefined && index !== bookingDate) mapping[field] = index;
  }
  if (mapping.amount !== undefined) [mapping.debit, mapping.credit] = [undefined, undefined];
  if (
    mapping.counterpartyName === undefined &&
    (mapping.payerName === undefined) !== (mapping.payeeName === undefined)
  ) {
    [mapping.counterpartyName, mapping.payerName, mapping.payeeName] = [
      mapping.payerName ?? mapping.payeeName,
      undefined,
      undefined,
    ];
  }
  return withoutUndefined(mapping);
}

function withoutUndefined(mapping: CsvMapping): CsvMapping {
  return Object.fromEntries(
    Object.entries(mapping).filter(([, value]) => value !== undefined),
  ) as unknown as CsvMapping;
}

const DATE_FORMATS: readonly CsvDateFormat[] = ["DD.MM.YYYY", "DD.MM.YY", "YYYY-MM-DD", "MM/DD/YYYY"];

/** The format most samples parse with; "DD.MM.YY" when those dates mostly have two-digit years. */
function guessDateFormat(samples: readonly string[]): CsvDateFormat {
  const values = samples.map((value) => value.trim()).filter(Boolean);
  const parsing = (format: CsvDateFormat): string[] => values.filter((value) => parseCsvDate(value, format) !== null);
  let best: CsvDateFormat = "DD.MM.YYYY";
  for (const format of DATE_FORMATS) if (parsing(format).length > parsing(best).length) best = format;
  if (best !== "DD.MM.YYYY") return best;
  const german = parsing("DD.MM.YYYY");
  const twoDigitYears = german.filter((value) => /\.\d{2}$/.test(value)).length;
  return twoDigitYears * 2 > german.length ? "DD.MM.YY" : "DD.MM.YYYY";
}

/** The separator more samples read with; "," on a tie ("100", "1.234" read either way). */
function guessDecimalSeparator(samples: readonly string[]): "," | "." {
  const values = samples.map((value) => value.trim()).filter(Boolean);
  const readable = (separator: "," | "."): number =>
    values.filter((value) => parseCsvAmount(value, separator) !== undefined).length;
  return readable(".") > readable(",") ? "." : ",";
}

/**
 * Finds the header row of a table (bank preambles come first), then guesses the mapping from
 * it and the rows below; trailing rows that are no transactions (closing balance lines) are
 * counted into `skipFooterRows`. Null when no row looks like a header.
 */
export function guessCsvTableMapping(table: CsvTable, maxHeaderRow = 30): CsvMapping | null {
  const limit = Math.min(table.rows.length, maxHeaderRow);
  for (let headerRow = 0; headerRow < limit; headerRow++) {
    const samples = table.rows.slice(headerRow + 1, headerRow + 21).filter((row) => row.some((cell) => cell.trim()));
    const mapping = guessCsvMapping(table.rows[headerRow]!, samples);
    if (!mapping) continue;
    const footer = countFooterRows(table.rows.slice(headerRow + 1), mapping);
    return { ...mapping, ...(headerRow > 0 && { skipRows: headerRow }), ...(footer > 0 && { skipFooterRows: footer }) };
  }
  return null;
}

/** Trailing non-blank rows whose booking date cell is no date (e.g. "Kontostand;31.12.2023;…"). */
function countFooterRows(rows: readonly (readonly string[])[], mapping: CsvMapping): number {
  let count = 0;
  for (let index = rows.length - 1; index >= 0; index--) {
    const row = rows[index]!;
    if (row.every((cell) => cell.trim() === "")) {
      if (count === 0) continue;
      count++;
      continue;
    }
    if (parseCsvDate(row[mapping.bookingDate] ?? "", mapping.dateFormat) !== null) break;
    count++;
  }
  return count;
}
