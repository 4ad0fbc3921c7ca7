import { describe, expect, it } from "vitest";
import { cleanFileName } from "../api/sourceFiles.ts";
import { apiErrorBody, preferredLanguage } from "../api/errors.ts";
import { capturedInvoiceRow, extractedInvoiceRow } from "./invoiceRow.ts";
import { normalizePartnerName, trigramSimilarity } from "./partners.ts";

describe("upload file names", () => {
  it("keeps the name a person gave, without path or control characters", () => {
    expect(cleanFileName("C:\\Users\\erika\\Rechnung März.pdf")).toBe("Rechnung März.pdf");
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("a\u0000b\u001fc.pdf")).toBe("abc.pdf");
    expect(cleanFileName("")).toBe("Datei");
    expect(cleanFileName(undefined)).toBe("Datei");
    expect(cleanFileName("x".repeat(300))).toHaveLength(255);
  });
});

describe("REST error answers", () => {
  it("speak German unless English is preferred", () => {
    expect(preferredLanguage(undefined)).toBe("de");
    expect(preferredLanguage("en-US,en;q=0.9")).toBe("en");
    expect(preferredLanguage("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(preferredLanguage("fr-FR,en;q=0.5,de;q=0.4")).toBe("en");
    expect(apiErrorBody("FILE_TOO_LARGE", "de", { maxMegabytes: 50 })).toEqual({
      error: { code: "FILE_TOO_LARGE", message: "Die Datei ist größer als 50 MB.", params: { maxMegabytes: 50 } },
    });
  });
});

describe("partner names", () => {
  it("compare without legal form, punctuation or case", () => {
    expect(normalizePartnerName("Müller Haustechnik GmbH & Co. KG")).toBe("müller haustechnik");
    expect(normalizePartnerName("ACME Ltd.")).toBe("acme");
    expect(
      trigramSimilarity(normalizePartnerName("Bürobedarf Schmidt GmbH"), normalizePartnerName("Bürobedarf Schmidt")),
    ).toBe(1);
    expect(trigramSimilarity("müller", "müller haustechnik")).toBeLessThan(0.6);
    expect(trigramSimilarity("", "x")).toBe(0);
  });
});

describe("invoice rows", () => {
  it("take every exact e-invoice field and drop what the table would refuse", () => {
    const row = capturedInvoiceRow({
      syntax: "CII",
      profile: "EN 16931",
      invoice: {
        documentTypeCode: "381",
        isCreditMemo: true,
        invoiceNumber: "GS-1",
        invoiceDate: "2024-03-14",
        currency: "EUR",
        net: "100.00",
        vatAmount: "19.00",
        total: "119.00",
        deliveredFrom: "2024-03-10",
        deliveredUntil: "2024-03-01",
        vatBreakdown: [{ categoryCode: "S", ratePercent: "19", taxableAmount: "100.00", taxAmount: "19.00" }],
        seller: { name: "S GmbH", vatId: "DE123456789" },
        buyer: { name: "B KG" },
        payment: { iban: "not an iban", bic: "COBADEFFXXX" },
        items: [{ title: "Beratung", quantity: "2", unit: "HUR", unitNetPrice: "50", totalPrice: "100.00" }],
        notes: [],
      },
    });
    expect(row.columns).toMatchObject({
      invoice_number: "GS-1",
      credit_memo: true,
      total: "119.00",
      bic: "COBADEFFXXX",
      has_xml_source: true,
      einvoice_syntax: "CII",
      extracted_partner_vat_id_no: "DE123456789",
    });
    expect(row.columns).not.toHaveProperty("iban");
    // A period that ends before it starts is not kept (the table refuses it).
    expect(row.columns).not.toHaveProperty("delivered_from");
    expect(row.fieldStates.map((s) => s.field)).not.toContain("deliveredFrom");
    expect(row.fieldStates.find((s) => s.field === "total")).toEqual({
      field: "total",
      source: "EINVOICE",
      confidence: 1,
    });
    expect(row.items).toEqual([expect.objectContaining({ sort_index: 0, title: "Beratung", total_price: "100.00" })]);
  });

  it("keep the confidence of extracted fields", () => {
    const row = extractedInvoiceRow({
      invoiceNumber: { value: "RE-1", confidence: 0.93 },
      total: { value: "1190.00", confidence: 0.81234 },
      iban: { value: "DE89370400440532013000", confidence: 0.99 },
    });
    expect(row.columns).toMatchObject({ invoice_number: "RE-1", total: "1190.00", has_xml_source: false });
    expect(row.fieldStates).toContainEqual({ field: "total", source: "EXTRACTED", confidence: 0.812 });
  });
});
