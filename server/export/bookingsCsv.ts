// The bookings CSV of an export (kind BOOKINGS_CSV): one line per accounting item (a document
// without items gets one line with its total and no account), for Excel and LibreOffice in
// German settings: UTF-8 with BOM, semicolons, decimal comma, dates DD.MM.YYYY, CRLF, every text
// quoted. A text that a spreadsheet would take for a formula (= + - @, tab, carriage return at
// its start) is prefixed with an apostrophe (OWASP "CSV injection").
import type { BookingDocument, BookingItem, CalendarDateString, DecimalString } from "../domain/export/model.ts";
import type { ExportFormatWriter } from "./formats.ts";

const HEADER = [
  "Belegdatum",
  "Rechnungsnummer",
  "Interne Nummer",
  "Belegart",
  "Gutschrift",
  "Kategorie",
  "Geschäftspartner",
  "Personenkonto",
  "USt-IdNr.",
  "Sachkonto",
  "Soll/Haben",
  "Betrag",
  "Betragsart",
  "Währung",
  "Kurs",
  "Steuerschlüssel",
  "Steuersatz",
  "Buchungstext",
  "Kostenstellen",
  "Kostenträger",
  "Fälligkeit",
  "Beleglink",
];

const DOCUMENT_TYPES: Record<BookingDocument["documentType"], string> = {
  INCOMING_INVOICE: "Eingangsrechnung",
  OUTGOING_INVOICE: "Ausgangsrechnung",
  OTHER_DOCUMENT: "Sonstiger Beleg",
};

/** A text cell: quoted, quotes doubled, line breaks kept inside the quotes, formulas defused. */
export function csvText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** An exact decimal ("-1234.50") with a decimal comma; never through a float. */
export function csvDecimal(value: DecimalString | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  if (!/^-?[0-9]+(\.[0-9]+)?$/.test(value)) throw new Error(`Not a decimal: ${value}`);
  return value.replace(".", ",");
}

/** A calendar date "2026-03-31" as "31.03.2026". */
export function csvDate(value: CalendarDateString | null | undefined): string {
  if (!value) return "";
  const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
  if (!m) throw new Error(`Not a calendar date: ${value}`);
  return `${m[3]}.${m[2]}.${m[1]}`;
}

function itemLine(doc: BookingDocument, item: BookingItem | null): string {
  const shares = (list: BookingItem["costCenters"]) =>
    csvText(list.map((s) => `${s.number}: ${csvDecimal(s.amount)}`).join(", "));
  return [
    csvDate(doc.invoiceDate),
    csvText(doc.invoiceNumber),
    csvText(doc.internalNumber),
    csvText(DOCUMENT_TYPES[doc.documentType]),
    doc.creditMemo ? csvText("ja") : csvText("nein"),
    csvText(doc.categoryName),
    csvText(doc.partner.name),
    csvText(doc.partner.accountNumber),
    csvText(doc.partner.vatId),
    csvText(item?.generalLedgerAccountNumber),
    item ? csvText(item.bookingType === "DEBIT" ? "S" : "H") : "",
    csvDecimal(item ? item.amount : doc.total),
    item ? csvText(item.amountType === "NET" ? "netto" : "brutto") : csvText("brutto"),
    csvText(doc.currency),
    csvDecimal(doc.conversionRate),
    csvText(item?.vat?.code),
    csvDecimal(item?.vat?.percentage),
    csvText(item?.title),
    item ? shares(item.costCenters) : "",
    item ? shares(item.costUnits) : "",
    csvDate(doc.dueDate),
    csvText(doc.documentUrl),
  ].join(";");
}

/** The lines of one document, each ended by CRLF. */
export function bookingsCsvLines(doc: BookingDocument): string {
  const items = doc.items.length > 0 ? doc.items : [null];
  return items.map((item) => `${itemLine(doc, item)}\r\n`).join("");
}

export const bookingsCsvWriter: ExportFormatWriter = {
  kind: "BOOKINGS_CSV",
  mimeType: "text/csv; charset=utf-8",
  fileName: (_company, period) => `Buchungen_${period.from}_${period.to}.csv`,
  async *write(input) {
    const encoder = new TextEncoder();
    yield encoder.encode(`\uFEFF${HEADER.map(csvText).join(";")}\r\n`);
    // Several documents per chunk: fewer, larger writes into the file store.
    let pending = "";
    for await (const doc of input.documents()) {
      pending += bookingsCsvLines(doc);
      if (pending.length >= 64 * 1024) {
        yield encoder.encode(pending);
        pending = "";
      }
    }
    if (pending) yield encoder.encode(pending);
  },
};
