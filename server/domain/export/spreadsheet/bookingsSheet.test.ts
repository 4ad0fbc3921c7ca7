import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { company, doc, item, readAll } from "../xml/exportTestUtil.ts";
import type { BookingMoneyTransaction } from "../model.ts";
import { writeBookingsCsv, writeBookingsXlsx, type BookingsSheetInput } from "./bookingsSheet.ts";

const documents = [
  doc({
    partner: { ...doc().partner, name: '=HYPERLINK("http://evil.test";"klick")' },
    items: [
      item({ title: '+49 Telefon; "Flat"\nZeile 2', amount: "0.10", amountType: "NET" }),
      item({
        rowId: "i2",
        title: "@SUM(A1)",
        amount: "33.33",
        amountType: "GROSS",
        vat: { code: "8", percentage: "7", type: "INPUT_TAX" },
        costCenters: [{ number: "100", amount: "33.33" }],
        costUnits: [{ number: "KTR 7", amount: "33.33" }],
      }),
    ],
    total: "35.64",
    net: "31.25",
    vatAmount: "4.39",
  }),
  doc({
    documentRowId: "d2",
    documentType: "OUTGOING_INVOICE",
    invoiceNumber: "-AR-1",
    creditMemo: true,
    partner: { ...doc().partner, name: "Bäckerei Groß" },
    items: [item({ bookingType: "DEBIT", generalLedgerAccountNumber: "8400", amount: "1234.56" })],
    total: "1469.13",
    net: "1234.56",
    vatAmount: "234.57",
  }),
  doc({
    documentRowId: "d3",
    documentType: "OUTGOING_INVOICE",
    invoiceNumber: "AR-2",
    total: "999999.99",
    dueDate: "2025-04-30",
  }),
  doc({ documentRowId: "d4", documentType: "OUTGOING_INVOICE", invoiceNumber: "AR-3", total: "50.00" }),
  doc({ documentRowId: "d5", documentType: "OUTGOING_INVOICE", invoiceNumber: "AR-4", total: "80.00" }),
];

const input = (language: "de" | "en"): BookingsSheetInput => ({
  company,
  documents,
  language,
  payments: new Map([
    ["d4", { state: "PAID", openAmount: "0.00" }],
    ["d5", { state: "PARTIALLY_PAID", openAmount: "30.01" }],
  ]),
});

/** A CSV reader for the tests: semicolons, quoted fields with "" and line breaks. */
function parseCsv(textWithBom: string): string[][] {
  expect(textWithBom.startsWith("\uFEFF")).toBe(true);
  const text = textWithBom.slice(1);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ";") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  expect(field).toBe("");
  return rows;
}

async function workbookOf(stream: NodeJS.ReadableStream & AsyncIterable<Uint8Array>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await readAll(stream)) as unknown as ArrayBuffer);
  return workbook;
}

describe("bookings spreadsheet (xlsx)", () => {
  it("writes bookings and documents sheets with number and date cells exact to the cent", async () => {
    const workbook = await workbookOf(writeBookingsXlsx(input("de")));
    expect(workbook.worksheets.map((w) => w.name)).toEqual(["Buchungen", "Belege"]);
    const bookings = workbook.getWorksheet("Buchungen")!;
    expect(bookings.getRow(1).values).toEqual([
      undefined,
      "Belegnummer",
      "Belegdatum",
      "Geschäftspartner",
      "Konto",
      "Gegenkonto",
      "Steuerschlüssel",
      "Steuersatz %",
      "Netto",
      "Steuer",
      "Brutto",
      "Währung",
      "Kostenstelle",
      "Kostenträger",
      "Buchungstext",
    ]);
    expect(bookings.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(bookings.getColumn(3).width).toBe(30);
    const first = bookings.getRow(2);
    expect(first.getCell(2).value).toEqual(new Date(Date.UTC(2025, 2, 5)));
    expect(first.getCell(2).numFmt).toBe("dd.mm.yyyy");
    // 0.10 net at 19 % → 0.02 VAT, 0.12 gross; 33.33 gross at 7 % → 31.15 net + 2.18 VAT.
    expect([first.getCell(8).value, first.getCell(9).value, first.getCell(10).value]).toEqual([0.1, 0.02, 0.12]);
    expect(first.getCell(8).numFmt).toBe("#,##0.00");
    const second = bookings.getRow(3);
    expect([
      second.getCell(7).value,
      second.getCell(8).value,
      second.getCell(9).value,
      second.getCell(10).value,
    ]).toEqual([7, 31.15, 2.18, 33.33]);
    expect([second.getCell(12).value, second.getCell(13).value]).toEqual(["100", "KTR 7"]);
    // The credit note's figures are negative.
    expect([bookings.getRow(4).getCell(8).value, bookings.getRow(4).getCell(10).value]).toEqual([-1234.56, -1469.13]);
    // Texts that look like formulas stay text cells.
    expect(first.getCell(3).value).toBe('=HYPERLINK("http://evil.test";"klick")');
    expect(first.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(second.getCell(14).value).toBe("@SUM(A1)");

    const docs = workbook.getWorksheet("Belege")!;
    expect(docs.getRow(3).getCell(1).value).toBe("Ausgangsrechnung (Gutschrift)");
    expect(docs.getRow(3).getCell(10).value).toBe(-1469.13);
    expect(docs.getRow(4).getCell(10).value).toBe(999999.99);
    expect(docs.getRow(6).getCell(12).value).toBe("Teilweise bezahlt");
    expect(docs.getRow(2).getCell(12).value).toBeNull();
  });

  it("writes the factoring company's open receivables as their own sheet", async () => {
    const workbook = await workbookOf(writeBookingsXlsx(input("en"), ["factor"]));
    const sheet = workbook.getWorksheet("Open receivables")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Debtor");
    // Only outgoing invoices with something open: not the credit note, not the paid one.
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(4).value).toBe("AR-2");
    expect(sheet.getRow(2).getCell(6).value).toEqual(new Date(Date.UTC(2025, 3, 30)));
    expect(sheet.getRow(2).getCell(8).value).toBe(999999.99);
    expect(sheet.getRow(3).getCell(4).value).toBe("AR-4");
    expect(sheet.getRow(3).getCell(8).value).toBe(30.01);
  });
});

describe("bookings spreadsheet (CSV)", () => {
  it("writes German CSV with decimal commas, quoting and neutralised formulas", async () => {
    const rows = parseCsv(
      new TextDecoder("utf-8", { ignoreBOM: true }).decode(await readAll(writeBookingsCsv(input("de"), "bookings"))),
    );
    expect(rows[0]![0]).toBe("Belegnummer");
    expect(rows).toHaveLength(7);
    expect(rows[1]).toEqual([
      "RE-2025/001",
      "05.03.2025",
      `'=HYPERLINK("http://evil.test";"klick")`,
      "3400",
      "70001",
      "9",
      "19,00",
      "0,10",
      "0,02",
      "0,12",
      "EUR",
      "",
      "",
      '\'+49 Telefon; "Flat"\nZeile 2',
    ]);
    expect(rows[2]!.slice(7, 10)).toEqual(["31,15", "2,18", "33,33"]);
    expect(rows[2]![13]).toBe("'@SUM(A1)");
    expect(rows[3]![0]).toBe("'-AR-1");
    expect(rows[3]!.slice(7, 10)).toEqual(["-1234,56", "-234,57", "-1469,13"]);
  });

  it("writes English CSV with decimal points and European dates", async () => {
    const rows = parseCsv(
      new TextDecoder("utf-8", { ignoreBOM: true }).decode(await readAll(writeBookingsCsv(input("en"), "documents"))),
    );
    expect(rows[0]!.slice(0, 3)).toEqual(["Document type", "Category", "Document number"]);
    expect(rows[1]!.slice(4, 6)).toEqual(["05/03/2025", "04/04/2025"]);
    expect(rows[1]!.slice(7, 10)).toEqual(["31.25", "4.39", "35.64"]);
    expect(rows[2]![0]).toBe("Outgoing invoice (Credit note)");
    expect(rows[5]![11]).toBe("Partially paid");
  });
});

describe("money transactions sheet", () => {
  const transactions: BookingMoneyTransaction[] = [
    {
      rowId: "tx-1",
      bookingDate: "2025-03-28",
      amount: "-291.55",
      currency: "EUR",
      purpose: "=RE-889 abzgl. Skonto; 2 %",
      partnerName: "Sanitär Großhandel Nord",
      moneyAccountLedgerAccountNumber: "1200",
      contraAccountNumber: "70040",
      documentNumbers: ["RE-889", "RE-890"],
      discount: "5.95",
      documentRowIds: ["d1", "d2"],
    },
    {
      rowId: "tx-2",
      bookingDate: "2025-03-31",
      amount: "1000.10",
      currency: "EUR",
      purpose: null,
      partnerName: null,
      moneyAccountLedgerAccountNumber: "1000",
      contraAccountNumber: null,
      documentNumbers: [],
    },
  ];
  const withTransactions = (language: "de" | "en"): BookingsSheetInput => ({
    ...input(language),
    moneyTransactions: transactions,
  });

  it("writes a CSV row per transaction: date, signed amount, currency, purpose, partner, accounts, numbers", async () => {
    const rows = parseCsv(
      new TextDecoder("utf-8", { ignoreBOM: true }).decode(
        await readAll(writeBookingsCsv(withTransactions("de"), "transactions")),
      ),
    );
    expect(rows).toEqual([
      [
        "Buchungsdatum",
        "Betrag",
        "Währung",
        "Verwendungszweck",
        "Geschäftspartner",
        "Konto",
        "Gegenkonto",
        "Belegnummern",
        "Skonto",
      ],
      [
        "28.03.2025",
        "-291,55",
        "EUR",
        "'=RE-889 abzgl. Skonto; 2 %",
        "Sanitär Großhandel Nord",
        "1200",
        "70040",
        "RE-889, RE-890",
        "5,95",
      ],
      ["31.03.2025", "1000,10", "EUR", "", "", "1000", "", "", ""],
    ]);
    const english = parseCsv(
      new TextDecoder("utf-8", { ignoreBOM: true }).decode(
        await readAll(writeBookingsCsv(withTransactions("en"), "transactions")),
      ),
    );
    expect(english[0]![0]).toBe("Booking date");
    expect(english[1]!.slice(0, 2)).toEqual(["28/03/2025", "-291.55"]);
  });

  it("adds a payments worksheet to the workbook when the export has transactions", async () => {
    const workbook = await workbookOf(writeBookingsXlsx(withTransactions("en")));
    expect(workbook.worksheets.map((w) => w.name)).toEqual(["Bookings", "Documents", "Payments"]);
    const sheet = workbook.getWorksheet("Payments")!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toEqual(new Date(Date.UTC(2025, 2, 28)));
    expect(sheet.getRow(2).getCell(2).value).toBe(-291.55);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe("#,##0.00");
    expect(sheet.getRow(2).getCell(4).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(3).getCell(2).value).toBe(1000.1);
    // Without transactions the workbook stays as it was.
    const plain = await workbookOf(writeBookingsXlsx(input("en")));
    expect(plain.worksheets.map((w) => w.name)).toEqual(["Bookings", "Documents"]);
  });
});
