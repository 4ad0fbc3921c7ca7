import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { BookingDocument, BookingMoneyTransaction } from "../model.ts";
import {
  BUCHUNGSSTAPEL_COLUMNS,
  DatevExportRefused,
  validateForDatev,
  validateMoneyTransactionForDatev,
  writeBuchungsstapel,
} from "./buchungsstapel.ts";
import { decodeExtfBytes } from "./cp1252.ts";
import { splitExtfLines } from "./extf.ts";
import { parseBuchungsstapel } from "./parse.ts";
import {
  company,
  costCentreSplit,
  creditNote,
  document,
  foreignCurrency,
  item,
  multiVat,
  numberWithSpaces,
  options,
  ossSale,
  period,
  reverseCharge,
  skonto,
  skontoPayment,
} from "./testDocuments.ts";

const TESTDATA = join(process.cwd(), "testdata", "datev");

async function bytesOf(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

async function write(documents: BookingDocument[], moneyTransactions?: BookingMoneyTransaction[]) {
  const output = writeBuchungsstapel({ company, period, options, documents, moneyTransactions });
  const bytes = await bytesOf(output.chunks);
  return { bytes, summary: await output.summary };
}

describe("the Buchungsstapel against the hand-checked files in testdata/datev", () => {
  it.each<[string, BookingDocument, BookingMoneyTransaction[]]>([
    ["credit-note.csv", creditNote, []],
    ["reverse-charge.csv", reverseCharge, []],
    ["foreign-currency.csv", foreignCurrency, []],
    ["skonto.csv", skonto, [skontoPayment]],
    ["multi-vat.csv", multiVat, []],
    ["cost-centre-split.csv", costCentreSplit, []],
    ["eu-oss.csv", ossSale, []],
    ["invoice-number-cleaned.csv", numberWithSpaces, []],
  ])("%s, byte for byte", async (file, doc, transactions) => {
    const { bytes } = await write([doc], transactions);
    const expected = readFileSync(join(TESTDATA, file));
    expect(decodeExtfBytes(bytes)).toBe(decodeExtfBytes(expected));
    expect(Buffer.from(bytes).equals(expected)).toBe(true);
  });

  it("writes the header record's 31 fields, Windows-1252 and CRLF", async () => {
    const { bytes } = await write([skonto]);
    const [header, columns] = decodeExtfBytes(bytes).split("\r\n");
    const fields = header!.split(";");
    expect(fields).toHaveLength(31);
    expect(fields.slice(0, 6)).toEqual(['"EXTF"', "700", "21", '"Buchungsstapel"', "13", "20250402101530123"]);
    expect(fields[10]).toBe("29098"); // Beraternummer
    expect(fields[11]).toBe("55003"); // Mandantennummer
    expect(fields[12]).toBe("20250101"); // WJ-Beginn
    expect(fields[13]).toBe("4"); // Sachkontenlänge
    expect(fields.slice(14, 16)).toEqual(["20250301", "20250331"]);
    expect(fields[16]).toBe('"Buchungen März 2025"');
    expect(fields[20]).toBe("1"); // Festschreibung
    expect(fields[21]).toBe('"EUR"');
    expect(columns!.split(";")).toEqual(BUCHUNGSSTAPEL_COLUMNS);
    // ä of "März" is one byte 0xE4, no UTF-8 and no BOM.
    expect(bytes[0]).toBe(0x22);
    expect([...bytes].includes(0xe4)).toBe(true);
    expect(Buffer.from(bytes).includes(Buffer.from("ä", "utf8"))).toBe(false);
    expect(Buffer.from(bytes).toString("latin1").split("\r\n").length).toBe(4);
  });

  it("writes no Festschreibung when the option is off, and a label cut to 30 characters", async () => {
    const output = writeBuchungsstapel({
      company,
      period,
      options: { ...options, fixation: false, label: "L".repeat(40) },
      documents: [skonto],
    });
    const header = decodeExtfBytes(await bytesOf(output.chunks))
      .split("\r\n")[0]!
      .split(";");
    expect(header[20]).toBe("0");
    expect(header[16]).toBe(`"${"L".repeat(30)}"`);
  });
});

describe("round trip: written, parsed back, the sums per document are the invoice totals", () => {
  it("to the cent for every case", async () => {
    const documents = [creditNote, reverseCharge, foreignCurrency, skonto, multiVat, costCentreSplit];
    const { bytes, summary } = await write(documents);
    const parsed = parseBuchungsstapel(bytes);
    expect(parsed.errors).toEqual([]);
    expect(parsed.header?.category).toBe(21);
    expect(parsed.lines).toHaveLength(summary.lineCount);
    for (const doc of documents) {
      const lines = parsed.lines.filter((l) => l.link === doc.documentUrl);
      const cents = lines.reduce((sum, l) => sum + (l.side === "S" ? 1n : -1n) * BigInt(l.amount.replace(".", "")), 0n);
      const total = BigInt(doc.total!.replace(".", ""));
      expect(cents < 0n ? -cents : cents, doc.documentRowId).toBe(total);
      expect(summary.documents.get(doc.documentRowId)?.total).toBe(doc.total);
      expect(lines.every((l) => l.calendarDate === doc.invoiceDate)).toBe(true);
    }
  });

  it("money transactions: one line each, Konto = the bank's account, side by the sign", async () => {
    const transactions: BookingMoneyTransaction[] = [
      {
        rowId: "tx-in",
        bookingDate: "2025-03-21",
        amount: "291.50",
        currency: "EUR",
        purpose: "AR-2025-100 Hausverwaltung Adler",
        partnerName: "Hausverwaltung Adler",
        moneyAccountLedgerAccountNumber: "1200",
        contraAccountNumber: "10050",
        documentNumbers: ["AR-2025-100"],
      },
      {
        rowId: "tx-out",
        bookingDate: "2025-03-22",
        amount: "-12.90",
        currency: "EUR",
        purpose: null,
        partnerName: "Bank",
        moneyAccountLedgerAccountNumber: "1200",
        contraAccountNumber: "4970",
        documentNumbers: [],
      },
    ];
    const { bytes, summary } = await write([], transactions);
    const parsed = parseBuchungsstapel(bytes);
    expect(parsed.lines.map((l) => [l.amount, l.side, l.account, l.contraAccount, l.date, l.documentNumber])).toEqual([
      ["291.50", "S", "1200", "10050", "2103", "AR-2025-100"],
      ["12.90", "H", "1200", "4970", "2203", ""],
    ]);
    expect(summary.transactionCount).toBe(2);
  });
});

describe("Skonto: only on the payment that deducts it", () => {
  it("an invoice with a discount offered leaves Skonto empty on every line", async () => {
    const { bytes } = await write([skonto, multiVat, document({ discountAmount: "2.38", discountPercent: "2" })]);
    const lines = parseBuchungsstapel(bytes).lines;
    expect(lines).toHaveLength(4);
    expect(lines.map((l) => l.discount)).toEqual([null, null, null, null]);
  });

  it("the payment carries Umsatz = paid, Skonto = discount, Gegenkonto = the creditor, Belegfeld 1 = the invoice's key", async () => {
    const { bytes, summary } = await write([skonto], [skontoPayment]);
    const [invoice, payment] = parseBuchungsstapel(bytes).lines;
    expect([payment!.amount, payment!.side, payment!.account, payment!.contraAccount, payment!.discount]).toEqual([
      "291.55",
      "H",
      "1200",
      "70040",
      "5.95",
    ]);
    // DATEV clears the open item: paid + discount = the invoice's Umsatz, under the same key.
    expect(payment!.documentNumber).toBe(invoice!.documentNumber);
    expect((Number(payment!.amount.replace(".", "")) + Number(payment!.discount!.replace(".", ""))) / 100).toBe(297.5);
    expect(summary.transactions.get("tx-skonto")).toBe("291.55");
  });

  it("an incoming payment with discount, and a zero discount written as no Skonto", async () => {
    const incoming = { ...skontoPayment, rowId: "in", amount: "97.02", discount: "1.98", contraAccountNumber: "10020" };
    const zero = { ...skontoPayment, rowId: "zero", discount: "0.00" };
    const { bytes } = await write([], [incoming, zero]);
    const lines = parseBuchungsstapel(bytes).lines;
    expect(lines.map((l) => [l.side, l.amount, l.discount])).toEqual([
      ["S", "97.02", "1.98"],
      ["H", "291.55", null],
    ]);
  });

  it("the payment's invoice number is cleaned the same way as the invoice's", async () => {
    const tx = { ...skontoPayment, documentNumbers: ["RE 2025.1"] };
    const [invoice, payment] = parseBuchungsstapel((await write([numberWithSpaces], [tx])).bytes).lines;
    expect(payment!.documentNumber).toBe("RE20251");
    expect(payment!.documentNumber).toBe(invoice!.documentNumber);
    expect(payment!.values.get("Beleginfo - Inhalt 1")).toBe("RE 2025.1");
    expect(
      validateMoneyTransactionForDatev(company, period, { ...skontoPayment, documentNumbers: ["#"] }).map(
        (f) => f.code,
      ),
    ).toEqual(["DATEV_DOCUMENT_NUMBER_INVALID_CHARACTERS"]);
  });

  it("refuses a negative discount, one not below the amount, and one against a ledger account", async () => {
    const codes = (tx: BookingMoneyTransaction) =>
      validateMoneyTransactionForDatev(company, period, tx).map((f) => f.code);
    expect(codes(skontoPayment)).toEqual([]);
    expect(codes({ ...skontoPayment, discount: "-1.00" })).toEqual(["DATEV_TRANSACTION_DISCOUNT_INVALID"]);
    expect(codes({ ...skontoPayment, discount: "291.55" })).toEqual(["DATEV_TRANSACTION_DISCOUNT_INVALID"]);
    expect(codes({ ...skontoPayment, discount: "400.00" })).toEqual(["DATEV_TRANSACTION_DISCOUNT_INVALID"]);
    expect(codes({ ...skontoPayment, amount: "-9999999999.00", discount: "123456789.00" })).toEqual([
      "DATEV_TRANSACTION_DISCOUNT_INVALID",
    ]);
    expect(codes({ ...skontoPayment, contraAccountNumber: "4970" })).toEqual([
      "DATEV_TRANSACTION_DISCOUNT_WITHOUT_PARTNER_ACCOUNT",
    ]);
    expect(codes({ ...skontoPayment, discount: null })).toEqual([]);
    const output = writeBuchungsstapel({
      company,
      period,
      options,
      documents: [],
      moneyTransactions: [{ ...skontoPayment, discount: "-1" }],
    });
    await expect(bytesOf(output.chunks)).rejects.toBeInstanceOf(DatevExportRefused);
  });
});

describe("EU OSS", () => {
  it("writes the destination state, its rate as 00,00 and the sender's VAT id", async () => {
    const reduced = document({
      documentRowId: "oss-2",
      items: [
        item({
          bookingType: "CREDIT",
          generalLedgerAccountNumber: "8320",
          vat: { code: "240", percentage: "5.5", type: "OUTPUT_TAX" },
          ossCountryCode: "gr",
        }),
      ],
    });
    const lines = parseBuchungsstapel((await write([ossSale, reduced])).bytes).lines;
    expect(lines.map((l) => [l.euVatId, l.values.get("EU-Steuersatz (Bestimmung)"), l.amount])).toEqual([
      ["FR", "20,00", "120.00"],
      ["EL", "05,50", "105.50"],
    ]);
    expect(lines.map((l) => l.values.get("EU-Land u. UStID (Ursprung)"))).toEqual(["DE133546770", "DE133546770"]);
    const withoutVatId = writeBuchungsstapel({
      company,
      period,
      options: { ...options, companyVatId: null },
      documents: [ossSale],
    });
    const [line] = parseBuchungsstapel(await bytesOf(withoutVatId.chunks)).lines;
    expect(line!.values.get("EU-Land u. UStID (Ursprung)")).toBe("");
    expect(line!.euVatId).toBe("FR");
  });

  it("items without OSS keep the intra-community fields as before", async () => {
    const [line] = parseBuchungsstapel((await write([reverseCharge])).bytes).lines;
    expect([line!.euVatId, line!.values.get("EU-Steuersatz (Bestimmung)")]).toEqual(["ATU12345678", "19,00"]);
    expect(line!.values.get("EU-Land u. UStID (Ursprung)")).toBe("");
  });

  it("refuses an OSS country outside the EU or the home country, and OSS without an output-tax rate", () => {
    const oss = (ossCountryCode: string, vat = ossSale.items[0]!.vat) =>
      validateForDatev(
        company,
        period,
        document({ items: [item({ ...ossSale.items[0]!, ossCountryCode, vat })] }),
        options,
      ).map((f) => f.code);
    expect(oss("FR")).toEqual([]);
    expect(oss("CH")).toEqual(["DATEV_OSS_COUNTRY_INVALID"]);
    expect(oss("DE")).toEqual(["DATEV_OSS_COUNTRY_INVALID"]);
    expect(oss("XX")).toEqual(["DATEV_OSS_COUNTRY_INVALID"]);
    expect(oss("FR", null)).toEqual(["DATEV_OSS_RATE_MISSING"]);
    expect(oss("FR", { code: "240", percentage: "0", type: "OUTPUT_TAX" })).toEqual(["DATEV_OSS_RATE_MISSING"]);
    expect(oss("FR", { code: "9", percentage: "20", type: "INPUT_TAX" })).toEqual(["DATEV_OSS_RATE_MISSING"]);
    expect(
      validateForDatev(company, period, ossSale, { ...options, companyCountryCode: "FR" }).map((f) => f.code),
    ).toEqual(["DATEV_OSS_COUNTRY_INVALID"]);
  });
});

describe("bad inputs", () => {
  it("quotes, semicolons and line breaks in a text stay inside one quoted field", async () => {
    const { bytes } = await write([document({ items: [item({ title: 'Er sagte "Ja";\r\nund\tdann' })] })]);
    const text = decodeExtfBytes(bytes);
    expect(text.split("\r\n")).toHaveLength(4);
    expect(text).toContain(';"Er sagte ""Ja"";  und dann";');
    const [line] = [...splitExtfLines(text)].slice(2);
    expect(line!.fields).toHaveLength(125);
    expect(line!.broken).toBe(false);
    expect(parseBuchungsstapel(bytes).lines[0]!.text).toBe('Er sagte "Ja";  und dann');
  });

  it("characters outside Windows-1252 lose their accents or become ?", async () => {
    const { bytes } = await write([document({ items: [item({ title: "Łódź Őrség € 😀 ș" })] })]);
    // ó, é and € are in the set; Ł has no form without its stroke; Ő and ș lose their accents.
    expect(parseBuchungsstapel(bytes).lines[0]!.text).toBe("?ódz Orség € ? s");
  });

  it("a 61-character text is cut to 60", async () => {
    const { bytes } = await write([document({ items: [item({ title: "x".repeat(61) })] })]);
    expect(parseBuchungsstapel(bytes).lines[0]!.text).toBe("x".repeat(60));
  });

  it("a text falls back to the partner's name", async () => {
    const { bytes } = await write([document({ items: [item({ title: null })] })]);
    expect(parseBuchungsstapel(bytes).lines[0]!.text).toBe("Lieferant GmbH");
  });

  const codes = (doc: BookingDocument, c = company, p = period) =>
    validateForDatev(c, p, doc, options).map((f) => f.code);

  it("an invoice number DATEV does not take is cleaned, else the internal number is used, never cut", async () => {
    expect(codes(document({ invoiceNumber: "RE 2025.1" }))).toEqual([]);
    expect(codes(document({ invoiceNumber: "R".repeat(36) }))).toEqual([]);
    const cases: [string | null, string | null, string, string][] = [
      ["RE 2025.1", "ER-1", "RE20251", "RE 2025.1"],
      ["#4711", "ER-1", "4711", "#4711"],
      ["Rechnung Nr. 12/2025 (Kopie)", "ER-1", "RechnungNr12/2025Kopie", "Rechnung Nr. 12/2025 (Kopie)"],
      ["Gebühr-Ä1", "ER-1", "Gebhr-1", "Gebühr-Ä1"],
      ["R".repeat(40), "ER-2025-0001", "ER-2025-0001", "R".repeat(40)],
      ["###", "ER 7", "ER7", "###"],
      ["A$%-/_z9", "ER-1", "A$%-/_z9", ""],
    ];
    for (const [invoiceNumber, internalNumber, key, original] of cases) {
      const doc = document({ invoiceNumber, internalNumber });
      expect(codes(doc), String(invoiceNumber)).toEqual([]);
      const [line] = parseBuchungsstapel((await write([doc])).bytes).lines;
      expect(line!.documentNumber).toBe(key);
      expect(line!.values.get("Beleginfo - Art 1")).toBe(original ? "Rechnungsnummer" : "");
      expect(line!.values.get("Beleginfo - Inhalt 1")).toBe(original);
    }
  });

  it("refuses a number only when neither the invoice number nor the internal number gives a key", () => {
    expect(codes(document({ invoiceNumber: "R".repeat(40), internalNumber: null }))).toEqual([
      "DATEV_DOCUMENT_NUMBER_TOO_LONG",
    ]);
    expect(codes(document({ invoiceNumber: "R".repeat(40), internalNumber: "I".repeat(37) }))).toEqual([
      "DATEV_DOCUMENT_NUMBER_TOO_LONG",
    ]);
    expect(codes(document({ invoiceNumber: "#. ;", internalNumber: "" }))).toEqual([
      "DATEV_DOCUMENT_NUMBER_INVALID_CHARACTERS",
    ]);
    expect(codes(document({ invoiceNumber: null, internalNumber: "ä ö" }))).toEqual([
      "DATEV_DOCUMENT_NUMBER_INVALID_CHARACTERS",
    ]);
    // No number at all stays allowed (Belegfeld 1 may be empty).
    expect(codes(document({ invoiceNumber: null, internalNumber: null }))).toEqual([]);
  });

  it("an empty item list, an item without account, a too long account are refused", () => {
    expect(codes(document({ items: [] }))).toEqual(["DATEV_DOCUMENT_WITHOUT_ITEMS"]);
    expect(validateForDatev(company, period, document({ items: [item({ generalLedgerAccountNumber: "" })] }))).toEqual([
      { code: "DATEV_ITEM_WITHOUT_ACCOUNT", documentRowId: "doc-1", itemRowId: "item-1" },
    ]);
    expect(codes(document({ items: [item({ generalLedgerAccountNumber: "49800" })] }))).toEqual([
      "DATEV_ACCOUNT_TOO_LONG",
    ]);
    expect(codes(document({ items: [item({ generalLedgerAccountNumber: "49A0" })] }))).toEqual([
      "DATEV_ACCOUNT_INVALID",
    ]);
  });

  it("a missing consultant or client number and a period across fiscal years are refused", () => {
    expect(codes(document(), { ...company, datevConsultantNumber: null })).toEqual(["DATEV_CONSULTANT_NUMBER_MISSING"]);
    expect(codes(document(), { ...company, datevClientNumber: null })).toEqual(["DATEV_CLIENT_NUMBER_MISSING"]);
    expect(codes(document({ invoiceDate: "2025-03-10" }), company, { from: "2024-12-01", to: "2025-03-31" })).toEqual([
      "DATEV_PERIOD_OUTSIDE_FISCAL_YEAR",
    ]);
  });

  it("dates outside the period, foreign currency without rate, partner and cost problems are refused", () => {
    expect(codes(document({ invoiceDate: "2025-04-01" }))).toEqual(["DATEV_INVOICE_DATE_OUTSIDE_PERIOD"]);
    expect(codes(document({ invoiceDate: null }))).toEqual(["DATEV_INVOICE_DATE_MISSING"]);
    expect(codes(document({ currency: "USD", conversionRate: null }))).toEqual(["DATEV_CONVERSION_RATE_MISSING"]);
    const noPartner = document({ partner: { ...document().partner, accountNumber: null } });
    expect(validateForDatev(company, period, noPartner).map((f) => f.code)).toEqual(["DATEV_PARTNER_ACCOUNT_MISSING"]);
    expect(codes(noPartner)).toEqual([]);
    expect(codes(document({ partner: { ...document().partner, accountNumber: "700001" } }))).toEqual([
      "DATEV_PARTNER_ACCOUNT_INVALID",
    ]);
    expect(
      codes(document({ items: [item({ vat: { code: null, percentage: "19", type: "REVERSE_CHARGE" } })] })),
    ).toEqual(["DATEV_REVERSE_CHARGE_WITHOUT_TAX_KEY"]);
    expect(codes(document({ items: [item({ costCenters: [{ number: "K".repeat(37), amount: "1" }] })] }))).toEqual([
      "DATEV_COST_CENTER_INVALID",
    ]);
    expect(
      codes(
        document({
          items: [
            item({
              costCenters: [
                { number: "1", amount: "60" },
                { number: "2", amount: "60" },
              ],
            }),
          ],
        }),
      ),
    ).toEqual(["DATEV_COST_ASSIGNMENT_EXCEEDS_ITEM"]);
    expect(codes(document({ items: [item({ amount: "99999999999.00" })] }))).toEqual(["DATEV_AMOUNT_TOO_LARGE"]);
  });

  it("the writer refuses a document with findings instead of writing it", async () => {
    const output = writeBuchungsstapel({ company, period, options, documents: [document({ items: [] })] });
    await expect(bytesOf(output.chunks)).rejects.toBeInstanceOf(DatevExportRefused);
    await expect(output.summary).rejects.toMatchObject({ findings: [{ code: "DATEV_DOCUMENT_WITHOUT_ITEMS" }] });
  });

  it("refuses a company without consultant number before the first byte", async () => {
    const output = writeBuchungsstapel({
      company: { ...company, datevConsultantNumber: null },
      period,
      options,
      documents: [skonto],
    });
    const iterator = output.chunks[Symbol.asyncIterator]();
    await expect(iterator.next()).rejects.toBeInstanceOf(DatevExportRefused);
  });

  it("money transactions without accounts or outside the period are refused", () => {
    const tx: BookingMoneyTransaction = {
      rowId: "tx",
      bookingDate: "2025-04-02",
      amount: "0",
      currency: "CHF",
      purpose: null,
      partnerName: null,
      moneyAccountLedgerAccountNumber: null,
      contraAccountNumber: null,
      documentNumbers: [],
    };
    expect(validateMoneyTransactionForDatev(company, period, tx).map((f) => f.code)).toEqual([
      "DATEV_TRANSACTION_WITHOUT_ACCOUNT",
      "DATEV_TRANSACTION_WITHOUT_CONTRA_ACCOUNT",
      "DATEV_TRANSACTION_DATE_OUTSIDE_PERIOD",
      "DATEV_TRANSACTION_FOREIGN_CURRENCY",
      "DATEV_TRANSACTION_AMOUNT_ZERO",
    ]);
  });
});

describe("streaming", () => {
  it("30 000 lines arrive in many chunks, pulled one document at a time", async () => {
    let produced = 0;
    async function* documents(): AsyncGenerator<BookingDocument> {
      for (let i = 0; i < 10_000; i++) {
        produced++;
        yield document({
          documentRowId: `doc-${i}`,
          documentUrl: `https://app.belegwerk.test/documents/doc-${i}`,
          invoiceNumber: `RE-${i}`,
          items: [
            item({ rowId: `a-${i}` }),
            item({ rowId: `b-${i}`, amount: "50.00", vat: { code: "8", percentage: "7", type: "INPUT_TAX" } }),
            item({ rowId: `c-${i}`, amount: "10.00", vat: null }),
          ],
        });
      }
    }
    const output = writeBuchungsstapel({ company, period, options, documents: documents() });
    let chunks = 0;
    let bytes = 0;
    let producedAtFirstChunk = -1;
    for await (const chunk of output.chunks) {
      if (chunks === 0) producedAtFirstChunk = produced;
      chunks++;
      bytes += chunk.byteLength;
      expect(chunk.byteLength).toBeLessThan(200_000);
    }
    const summary = await output.summary;
    expect(summary.lineCount).toBe(30_000);
    expect(summary.documentCount).toBe(10_000);
    expect(chunks).toBeGreaterThan(50);
    // The first chunk left before the source was read through: nothing holds the whole file.
    expect(producedAtFirstChunk).toBeLessThan(1_000);
    expect(bytes).toBeGreaterThan(30_000 * 125);
  });
});
