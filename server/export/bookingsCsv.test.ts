import { describe, expect, it } from "vitest";
import type { BookingDocument } from "../domain/export/model.ts";
import { bookingsCsvLines, bookingsCsvWriter, csvDate, csvDecimal, csvText } from "./bookingsCsv.ts";

const doc = (extra: Partial<BookingDocument> = {}): BookingDocument => ({
  documentRowId: "d1",
  documentUrl: "https://belegwerk.test/documents/d1",
  documentType: "INCOMING_INVOICE",
  categoryName: "Eingang",
  invoiceNumber: "RE-1",
  internalNumber: null,
  invoiceDate: "2026-01-31",
  dueDate: null,
  creditMemo: false,
  currency: "EUR",
  conversionRate: null,
  total: "1234.50",
  net: null,
  vatAmount: null,
  discountPercent: null,
  discountAmount: null,
  discountUntil: null,
  partner: {
    name: 'Müller "Bau"; GmbH',
    accountNumber: "70001",
    vatId: null,
    countryCode: "DE",
    iban: null,
    bic: null,
  },
  items: [],
  ...extra,
});

describe("the bookings CSV", () => {
  it("quotes texts, doubles quotes and defuses formulas", () => {
    expect(csvText('a "b"; c')).toBe('"a ""b""; c"');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvText(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvText(null)).toBe("");
  });

  it("writes exact decimals with a comma and dates as DD.MM.YYYY; refuses anything else", () => {
    expect(csvDecimal("-1234.50")).toBe("-1234,50");
    expect(csvDecimal("0.10")).toBe("0,10");
    expect(() => csvDecimal("1e3")).toThrow();
    expect(csvDate("2026-01-31")).toBe("31.01.2026");
    expect(() => csvDate("31.01.2026")).toThrow();
  });

  it("writes one line per accounting item, and one with the total for a document without items", () => {
    expect(bookingsCsvLines(doc()).split("\r\n").filter(Boolean)).toHaveLength(1);
    expect(bookingsCsvLines(doc())).toContain(';"Müller ""Bau""; GmbH";"70001";');
    expect(bookingsCsvLines(doc())).toContain(";1234,50;");
    const item = {
      rowId: "i",
      title: "-Telefon",
      bookingType: "CREDIT" as const,
      amount: "10.00",
      amountType: "NET" as const,
      generalLedgerAccountNumber: "4920",
      vat: { code: "9", percentage: "19.00", type: "INPUT_TAX" as const },
      costCenters: [{ number: "100", amount: "10.00" }],
      costUnits: [],
    };
    const lines = bookingsCsvLines(doc({ items: [item, { ...item, rowId: "j" }] }))
      .split("\r\n")
      .filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(';"4920";"H";10,00;"netto";"EUR";;"9";19,00;"\'-Telefon";"100: 10,00";;');
  });

  it("starts with the UTF-8 byte order mark and the header", async () => {
    async function* one() {
      yield doc();
    }
    const chunks: Uint8Array[] = [];
    for await (const chunk of bookingsCsvWriter.write({
      exportRowId: "e",
      company: {} as never,
      period: { from: "2026-01-01", to: "2026-01-31" },
      options: {} as never,
      documentCount: 1,
      documents: one,
      moneyTransactions: async function* () {},
    }))
      chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8")).toMatch(/^\uFEFF"Belegdatum";/);
    expect(bookingsCsvWriter.fileName({} as never, { from: "2026-01-01", to: "2026-01-31" })).toBe(
      "Buchungen_2026-01-01_2026-01-31.csv",
    );
  });
});
