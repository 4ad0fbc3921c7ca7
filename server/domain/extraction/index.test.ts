import { describe, expect, it } from "vitest";
import type { ExtractedInvoiceFields } from "../capture/types.ts";
import { CONFIDENCE_THRESHOLD, extractInvoiceFields } from "./index.ts";
import {
  AUSTRIAN_INVOICE,
  CRAFTSMAN_INVOICE,
  CREDIT_NOTE,
  GROSS_PRICE_INVOICE,
  MARKETPLACE_INVOICE_EN,
  NOT_AN_INVOICE,
  RESTAURANT_RECEIPT,
  TABLE_TOTALS_INVOICE,
  TWO_PAGE_INVOICE,
  TWO_RATES_INVOICE,
  US_INVOICE,
} from "./testInvoices.ts";

/** The fields' values without confidences. */
const values = (fields: ExtractedInvoiceFields) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, (v as { value: unknown }).value]));

const confidences = (fields: ExtractedInvoiceFields) =>
  Object.values(fields).map((v) => (v as { confidence: number }).confidence);

describe("extractInvoiceFields", () => {
  it("reads a craftsman's invoice", () => {
    const fields = extractInvoiceFields(CRAFTSMAN_INVOICE, { ownNames: ["Beispiel Handels AG"] });
    expect(values(fields)).toEqual({
      invoiceNumber: "RE-2024-0815",
      invoiceDate: "2024-03-15",
      dueDate: "2024-03-29",
      deliveredFrom: "2024-03-04",
      deliveredUntil: "2024-03-08",
      net: "2046.00",
      vatAmount: "388.74",
      total: "2434.74",
      vatBreakdown: [{ categoryCode: "S", ratePercent: "19", taxableAmount: "2046.00", taxAmount: "388.74" }],
      currency: "EUR",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      paymentReference: "RE-2024-0815",
      partnerVatId: "DE811907980",
      partnerName: "Malerbetrieb Schneider GmbH",
      partnerEmails: ["info@maler-schneider.de"],
      orderNumber: "4500012345",
      isCreditMemo: false,
    });
    // Consistent totals are trusted more than a name from the letterhead.
    expect(fields.total!.confidence).toBeGreaterThan(0.9);
    expect(fields.net!.confidence).toBeGreaterThan(0.9);
  });

  it("reads an English marketplace invoice", () => {
    expect(values(extractInvoiceFields(MARKETPLACE_INVOICE_EN))).toEqual({
      invoiceNumber: "DE24AEUI1234567",
      invoiceDate: "2024-02-12",
      deliveredFrom: "2024-02-12",
      deliveredUntil: "2024-02-12",
      net: "49.99",
      vatAmount: "9.50",
      total: "59.49",
      vatBreakdown: [{ categoryCode: "S", ratePercent: "19", taxableAmount: "49.99", taxAmount: "9.50" }],
      currency: "EUR",
      partnerVatId: "LU20260743",
      partnerName: "Amazon EU S.à r.l.",
      orderNumber: "302-1234567-7654321",
      isCreditMemo: false,
    });
  });

  it("reads an invoice with 7 % and 19 % VAT", () => {
    expect(values(extractInvoiceFields(TWO_RATES_INVOICE))).toEqual({
      invoiceNumber: "2024/1187",
      invoiceDate: "2024-02-05",
      dueDate: "2024-02-19",
      deliveredFrom: "2024-02-02",
      deliveredUntil: "2024-02-02",
      net: "200.00",
      vatAmount: "23.60",
      total: "223.60",
      vatBreakdown: [
        { categoryCode: "S", ratePercent: "7", taxableAmount: "120.00", taxAmount: "8.40" },
        { categoryCode: "S", ratePercent: "19", taxableAmount: "80.00", taxAmount: "15.20" },
      ],
      currency: "EUR",
      iban: "DE20701500000012345678",
      partnerVatId: "DE811907971",
      partnerName: "Bäckerei Huber KG",
      partnerEmails: ["info@baeckerei-huber.de"],
      orderNumber: "CS-0203",
      isCreditMemo: false,
    });
  });

  it("reads a credit note, not the number of the invoice it corrects", () => {
    expect(values(extractInvoiceFields(CREDIT_NOTE))).toEqual({
      invoiceNumber: "GS-2024-017",
      invoiceDate: "2024-03-22",
      // Stated positive beside the credit flag, as a credit note (381) e-invoice states them:
      // the printed "-119,00" is not negated a second time.
      net: "100.00",
      vatAmount: "19.00",
      total: "119.00",
      vatBreakdown: [{ categoryCode: "S", ratePercent: "19", taxableAmount: "100.00", taxAmount: "19.00" }],
      currency: "EUR",
      iban: "DE29100100100987654321",
      bic: "PBNKDEFFXXX",
      partnerVatId: "DE811907998",
      partnerName: "Technikhandel Weber GmbH",
      partnerEmails: ["buchhaltung@technik-weber.de"],
      isCreditMemo: true,
    });
  });

  it("reads a credit note printed with positive amounts the same as one printed negative", () => {
    const positive = CREDIT_NOTE.map((page) => page.replace(/ -(?=\d)/g, " "));
    const a = values(extractInvoiceFields(CREDIT_NOTE));
    const b = values(extractInvoiceFields(positive));
    expect(b).toMatchObject({ net: "100.00", vatAmount: "19.00", total: "119.00", isCreditMemo: true });
    expect(b).toEqual(a);
  });

  it("keeps the sign of a corrected invoice with negative totals (not a credit memo)", () => {
    const correction = CREDIT_NOTE.map((page) =>
      page.replace("Gutschrift Nr.", "Rechnungskorrektur Nr.").replace(/Gutschriftsbetrag/g, "Betrag"),
    );
    expect(values(extractInvoiceFields(correction))).toMatchObject({
      net: "-100.00",
      total: "-119.00",
      isCreditMemo: false,
    });
  });

  it("reads an Austrian invoice and derives the due date with lower confidence", () => {
    const fields = extractInvoiceFields(AUSTRIAN_INVOICE);
    expect(values(fields)).toMatchObject({
      invoiceNumber: "24-0042",
      invoiceDate: "2024-01-31",
      dueDate: "2024-03-01",
      deliveredFrom: "2024-01-01",
      deliveredUntil: "2024-01-31",
      net: "10500.00",
      vatAmount: "2100.00",
      total: "12600.00",
      iban: "AT321200000703710444",
      partnerVatId: "ATU12345675",
      partnerName: "Holzbau Gruber GmbH",
    });
    expect(fields.dueDate!.confidence).toBeLessThan(0.6);
  });

  it("reads a two-page invoice and not the account a direct debit draws from", () => {
    const fields = extractInvoiceFields(TWO_PAGE_INVOICE);
    expect(values(fields)).toMatchObject({
      invoiceNumber: "2024-10077",
      invoiceDate: "2024-04-03",
      deliveredFrom: "2024-03-01",
      deliveredUntil: "2024-03-31",
      net: "520.00",
      vatAmount: "98.80",
      total: "618.80",
      partnerVatId: "DE811908005",
      partnerName: "Muster Software GmbH",
    });
    expect(fields.iban).toBeUndefined();
  });

  it("reads a US invoice with month-first dates", () => {
    expect(values(extractInvoiceFields(US_INVOICE))).toMatchObject({
      invoiceNumber: "10045",
      invoiceDate: "2024-03-04",
      dueDate: "2024-04-03",
      net: "400.00",
      vatAmount: "35.50",
      total: "435.50",
      currency: "USD",
    });
  });

  it("reads a receipt with VAT included per rate", () => {
    expect(values(extractInvoiceFields(RESTAURANT_RECEIPT))).toMatchObject({
      invoiceNumber: "4711",
      invoiceDate: "2024-03-14",
      net: "40.99",
      vatAmount: "3.71",
      total: "44.70",
    });
  });

  it("reads totals from a table row, and no item date as the invoice date", () => {
    expect(values(extractInvoiceFields(TABLE_TOTALS_INVOICE))).toMatchObject({
      invoiceNumber: "IB-2024-031",
      invoiceDate: "2024-03-28",
      dueDate: "2024-04-27",
      net: "1140.00",
      vatAmount: "216.60",
      total: "1356.60",
      iban: "DE20701500000012345678",
      bic: "OSDDDE81XXX",
    });
  });

  it("derives net from gross prices and the VAT mentioned in a sentence", () => {
    const fields = extractInvoiceFields(GROSS_PRICE_INVOICE);
    expect(values(fields)).toMatchObject({
      invoiceNumber: "R-88123",
      invoiceDate: "2024-04-02",
      orderNumber: "B-55123",
      net: "55.25",
      vatAmount: "10.50",
      total: "65.75",
      partnerName: "Online-Shop Müller e.K.",
      partnerVatId: "DE811907980",
    });
    expect(fields.net!.confidence).toBeLessThan(fields.total!.confidence);
  });

  it("extracts nothing from a text that is no invoice", () => {
    expect(extractInvoiceFields(NOT_AN_INVOICE)).toEqual({});
    expect(extractInvoiceFields([])).toEqual({});
    expect(extractInvoiceFields(["", "  "])).toEqual({});
  });

  it("leaves out the recipient's own VAT ids, IBANs and names", () => {
    const pages = [
      `Rechnung Nr. 77
Rechnungsdatum: 01.02.2024
Ihre USt-IdNr.: DE811907971
USt-IdNr. DE811907980
Netto 100,00  MwSt. 19 % 19,00  Brutto 119,00
IBAN DE89370400440532013000`,
    ];
    const all = extractInvoiceFields(pages);
    expect(all.partnerVatId?.value).toBe("DE811907980");
    expect(all.iban?.value).toBe("DE89370400440532013000");
    const own = extractInvoiceFields(pages, { ownVatIds: ["DE811907980"], ownIbans: ["DE89 3704 0044 0532 0130 00"] });
    expect(own.partnerVatId).toBeUndefined();
    expect(own.iban).toBeUndefined();
    expect(own.total?.value).toBe("119.00");
  });

  it("reports only fields at or above the threshold, with rounded confidences", () => {
    for (const pages of [CRAFTSMAN_INVOICE, MARKETPLACE_INVOICE_EN, TWO_RATES_INVOICE, CREDIT_NOTE, AUSTRIAN_INVOICE]) {
      for (const c of confidences(extractInvoiceFields(pages))) {
        expect(c).toBeGreaterThanOrEqual(CONFIDENCE_THRESHOLD);
        expect(c).toBeLessThanOrEqual(1);
        expect(Math.round(c * 100) / 100).toBe(c);
      }
    }
  });

  it("is deterministic", () => {
    expect(extractInvoiceFields(CRAFTSMAN_INVOICE)).toEqual(extractInvoiceFields([...CRAFTSMAN_INVOICE]));
  });
});

describe("documents that are not invoices", () => {
  it("extracts nothing from a payment reminder about an invoice", () => {
    expect(
      extractInvoiceFields([
        "Muster GmbH · Weg 1 · 12345 Berlin\n\nZahlungserinnerung\nRechnung Nr. 2024-17 vom 01.02.2024\nOffener Betrag: 119,00 €\nIBAN DE89370400440532013000",
      ]),
    ).toEqual({});
  });
});
