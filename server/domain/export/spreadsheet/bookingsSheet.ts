// The booking export as spreadsheets: the bookings (one row per accounting item), the
// documents (one row per document) and the exported money transactions (one row each) as an .xlsx
// workbook, or each as CSV; and
// the factoring company's list of open receivables ("factor Excel", spec Export entity) as its
// own sheet kind.
//
// xlsx: exceljs's streaming WorkbookWriter; amounts are number cells with two decimals, dates
// real date cells, the header row frozen; every text is a string cell (never a formula).
// CSV: UTF-8 with BOM (so Excel shows umlauts), semicolon-separated, CRLF line ends, fields with
// ; " or line breaks quoted ("" inside). German writes decimal commas and dates as 05.03.2025,
// English (the product's European English, en-GB) decimal points and dates as 05/03/2025. A text
// starting with = + - @ (or a tab / carriage return) gets a leading apostrophe so that a
// spreadsheet never runs it as a formula (CSV injection).
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { addDecimals, compareDecimals, negateDecimal, roundDecimal } from "../../../../src/lib/decimal.ts";
import { t, type ServerLanguage } from "../../../lib/i18n.ts";
import type {
  BookingDocument,
  BookingMoneyTransaction,
  CalendarDateString,
  DecimalString,
  ExportCompany,
} from "../model.ts";
import { negatedAmounts, signedItemAmounts } from "./itemAmounts.ts";

export type PaymentState = "OPEN" | "PARTIALLY_PAID" | "PAID";

/** What the spreadsheets know of a document's payment beyond the model (optional). */
export interface SheetPayment {
  state: PaymentState;
  /** The amount still open in the document's currency (≥ 0). */
  openAmount: DecimalString;
}

export interface BookingsSheetInput {
  company: ExportCompany;
  documents: readonly BookingDocument[];
  language: ServerLanguage;
  /** Payment state per documentRowId; documents without one show an empty cell. */
  payments?: ReadonlyMap<string, SheetPayment>;
  /** The export's money transactions (bank, cash, card), for the "transactions" sheet. */
  moneyTransactions?: readonly BookingMoneyTransaction[];
}

/**
 * bookings: one row per accounting item; documents: one per document; factor: open receivables;
 * transactions: one row per exported money transaction.
 */
export type SheetKind = "bookings" | "documents" | "factor" | "transactions";

type CellValue =
  | { kind: "text"; value: string | null }
  | { kind: "amount"; value: DecimalString | null }
  | { kind: "percent"; value: DecimalString | null }
  | { kind: "date"; value: CalendarDateString | null };

interface Column {
  key: string;
  width: number;
}

interface Sheet {
  name: string;
  columns: Column[];
  rows: Iterable<CellValue[]>;
}

const text = (value: string | null | undefined): CellValue => ({ kind: "text", value: value ?? null });
const money = (value: DecimalString | null | undefined): CellValue => ({
  kind: "amount",
  value: value == null ? null : roundDecimal(value, 2),
});
const date = (value: CalendarDateString | null | undefined): CellValue => ({ kind: "date", value: value ?? null });

const documentNumber = (doc: BookingDocument) => doc.invoiceNumber ?? doc.internalNumber;

function* bookingRows(input: BookingsSheetInput): Iterable<CellValue[]> {
  for (const doc of input.documents) {
    for (const item of doc.items) {
      const signed = signedItemAmounts(doc, item);
      // A credit memo's figures are negative in the spreadsheet (they reduce the period's sums).
      const amounts = doc.creditMemo ? negatedAmounts(signed) : signed;
      yield [
        text(documentNumber(doc)),
        date(doc.invoiceDate),
        text(doc.partner.name),
        text(item.generalLedgerAccountNumber),
        text(doc.partner.accountNumber),
        text(item.vat?.code),
        { kind: "percent", value: item.vat ? amounts.vatPercent : null },
        money(amounts.net),
        money(amounts.vat),
        money(amounts.gross),
        text(doc.currency),
        text(item.costCenters.map((c) => c.number).join(", ") || null),
        text(item.costUnits.map((c) => c.number).join(", ") || null),
        text(item.title),
      ];
    }
  }
}

const signedTotal = (doc: BookingDocument, value: DecimalString | null) =>
  value == null ? null : doc.creditMemo && compareDecimals(value, "0") > 0 ? negateDecimal(value) : value;

function* documentRows(input: BookingsSheetInput): Iterable<CellValue[]> {
  for (const doc of input.documents) {
    const payment = input.payments?.get(doc.documentRowId);
    const type = t(input.language, `exportSheets.documentTypes.${doc.documentType}`);
    yield [
      text(doc.creditMemo ? `${type} (${t(input.language, "exportSheets.documentTypes.creditMemo")})` : type),
      text(doc.categoryName),
      text(doc.invoiceNumber),
      text(doc.internalNumber),
      date(doc.invoiceDate),
      date(doc.dueDate),
      text(doc.partner.name),
      money(signedTotal(doc, doc.net)),
      money(signedTotal(doc, doc.vatAmount)),
      money(signedTotal(doc, doc.total)),
      text(doc.currency),
      text(payment ? t(input.language, `exportSheets.paymentStates.${payment.state}`) : null),
    ];
  }
}

/** Open receivables: outgoing invoices (no credit notes) not paid in full, with what is open. */
function* factorRows(input: BookingsSheetInput): Iterable<CellValue[]> {
  for (const doc of input.documents) {
    if (doc.documentType !== "OUTGOING_INVOICE" || doc.creditMemo) continue;
    const payment = input.payments?.get(doc.documentRowId);
    const open = payment ? payment.openAmount : doc.total;
    if (open == null || compareDecimals(open, "0") <= 0) continue;
    yield [
      text(doc.partner.name),
      text(doc.partner.accountNumber),
      text(doc.partner.vatId),
      text(doc.invoiceNumber ?? doc.internalNumber),
      date(doc.invoiceDate),
      date(doc.dueDate),
      money(doc.total),
      money(addDecimals(open, "0")),
      text(doc.currency),
    ];
  }
}

/** Money transactions as booked: signed amount (incoming > 0), the money account and its contra account. */
function* transactionRows(input: BookingsSheetInput): Iterable<CellValue[]> {
  for (const tx of input.moneyTransactions ?? []) {
    yield [
      date(tx.bookingDate),
      money(tx.amount),
      text(tx.currency),
      text(tx.purpose),
      text(tx.partnerName),
      text(tx.moneyAccountLedgerAccountNumber),
      text(tx.contraAccountNumber),
      text(tx.documentNumbers.join(", ") || null),
      money(tx.discount ?? null),
    ];
  }
}

const col = (key: string, width: number): Column => ({ key, width });

function sheetOf(kind: SheetKind, input: BookingsSheetInput): Sheet {
  const name = t(input.language, `exportSheets.sheets.${kind}`);
  switch (kind) {
    case "bookings":
      return {
        name,
        rows: bookingRows(input),
        columns: [
          col("documentNumber", 18),
          col("date", 12),
          col("partner", 30),
          col("account", 10),
          col("contraAccount", 12),
          col("vatCode", 10),
          col("vatPercent", 10),
          col("net", 14),
          col("vat", 12),
          col("gross", 14),
          col("currency", 8),
          col("costCenter", 14),
          col("costUnit", 14),
          col("title", 40),
        ],
      };
    case "documents":
      return {
        name,
        rows: documentRows(input),
        columns: [
          col("documentType", 22),
          col("category", 22),
          col("documentNumber", 18),
          col("internalNumber", 14),
          col("date", 12),
          col("dueDate", 12),
          col("partner", 30),
          col("net", 14),
          col("vat", 12),
          col("total", 14),
          col("currency", 8),
          col("paymentState", 16),
        ],
      };
    case "factor":
      return {
        name,
        rows: factorRows(input),
        columns: [
          col("debtor", 30),
          col("debtorAccount", 14),
          col("vatId", 16),
          col("invoiceNumber", 18),
          col("invoiceDate", 12),
          col("dueDate", 12),
          col("total", 14),
          col("amount", 14),
          col("currency", 8),
        ],
      };
    case "transactions":
      return {
        name,
        rows: transactionRows(input),
        columns: [
          col("bookingDate", 12),
          col("transactionAmount", 14),
          col("currency", 8),
          col("purpose", 40),
          col("partner", 30),
          col("account", 10),
          col("contraAccount", 12),
          col("documentNumbers", 24),
          col("discount", 12),
        ],
      };
  }
}

/** Excel's maximum sheet name: 31 characters without : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, " ").slice(0, 31);

const excelDate = (value: CalendarDateString): Date => {
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

/**
 * The sheets as one .xlsx workbook, streamed: `["bookings", "documents"]` for the booking export
 * (and "transactions" when the input has money transactions), `["factor"]` for the factoring
 * company's list. Rows are committed as they are written.
 */
export function writeBookingsXlsx(
  input: BookingsSheetInput,
  kinds: readonly SheetKind[] = input.moneyTransactions?.length
    ? ["bookings", "documents", "transactions"]
    : ["bookings", "documents"],
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = "Belegwerk";
  const run = async () => {
    for (const kind of kinds) {
      const sheet = sheetOf(kind, input);
      const worksheet = workbook.addWorksheet(sheetName(sheet.name), {
        views: [{ state: "frozen", ySplit: 1 }],
      });
      worksheet.columns = sheet.columns.map((c) => ({
        key: c.key,
        width: c.width,
        header: t(input.language, `exportSheets.columns.${c.key}`),
      }));
      worksheet.getRow(1).font = { bold: true };
      worksheet.getRow(1).commit();
      for (const values of sheet.rows) {
        const row = worksheet.addRow(values.map(excelValue));
        values.forEach((value, index) => {
          const cell = row.getCell(index + 1);
          if (value.kind === "amount" || value.kind === "percent") cell.numFmt = "#,##0.00";
          else if (value.kind === "date") cell.numFmt = "dd.mm.yyyy";
        });
        row.commit();
      }
      worksheet.commit();
    }
    await workbook.commit();
  };
  run().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

function excelValue(value: CellValue): string | number | Date | null {
  if (value.value == null) return null;
  switch (value.kind) {
    case "text":
      // A string cell is never evaluated; strip characters XML cannot carry.
      // eslint-disable-next-line no-control-regex
      return value.value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");
    case "amount":
    case "percent":
      // Two decimals of at most 15 significant digits are exact as an Excel number.
      return Number(value.value);
    case "date":
      return excelDate(value.value);
  }
}

/** Texts a spreadsheet would run as a formula when the CSV is opened. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: CellValue, language: ServerLanguage): string {
  if (value.value == null) return "";
  let out: string;
  switch (value.kind) {
    case "text":
      out = FORMULA_START.test(value.value) ? `'${value.value}` : value.value;
      break;
    case "amount":
    case "percent":
      out = language === "de" ? value.value.replace(".", ",") : value.value;
      break;
    case "date": {
      const [y, m, d] = value.value.split("-");
      out = language === "de" ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
      break;
    }
  }
  return /[;"\r\n]/.test(out) ? `"${out.replace(/"/g, '""')}"` : out;
}

/** One sheet as CSV text chunks (BOM and header first, then a line per row, CRLF). */
export async function* bookingsCsvChunks(input: BookingsSheetInput, kind: SheetKind): AsyncGenerator<string> {
  const sheet = sheetOf(kind, input);
  const header = sheet.columns.map((c) =>
    csvField(text(t(input.language, `exportSheets.columns.${c.key}`)), input.language),
  );
  yield `\uFEFF${header.join(";")}\r\n`;
  for (const values of sheet.rows) yield `${values.map((v) => csvField(v, input.language)).join(";")}\r\n`;
}

/** One sheet as a streamed UTF-8 CSV file. */
export function writeBookingsCsv(input: BookingsSheetInput, kind: SheetKind): Readable {
  return Readable.from(
    (async function* () {
      for await (const chunk of bookingsCsvChunks(input, kind)) yield Buffer.from(chunk, "utf8");
    })(),
  );
}
