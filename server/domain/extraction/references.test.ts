import { describe, expect, it } from "vitest";
import { extractInvoiceNumber, extractOrderNumber, extractPaymentReference, readIdToken } from "./references.ts";
import { layoutLines } from "./layout.ts";
import { buildDoc } from "./text.ts";

const number = (text: string) => extractInvoiceNumber(buildDoc([text])).invoiceNumber?.value;

describe("readIdToken", () => {
  it("reads identifiers with digits, not dates, amounts or words", () => {
    expect(readIdToken(" RE-2024/0815, vom")?.value).toBe("RE-2024/0815");
    expect(readIdToken("01.234.567.8-2018-1 vom 06.12.2018")?.value).toBe("01.234.567.8-2018-1");
    expect(readIdToken("471102.")?.value).toBe("471102");
    expect(readIdToken("vom 01.02.2024")).toBeUndefined();
    expect(readIdToken("01.02.2024")).toBeUndefined();
    expect(readIdToken("1.234,56")).toBeUndefined();
    expect(readIdToken("Datum")).toBeUndefined();
  });
});

describe("extractInvoiceNumber", () => {
  it("reads the German and English labels", () => {
    expect(number("Rechnungsnummer: RE-2024-0815")).toBe("RE-2024-0815");
    expect(number("Rechnungs-Nr.  2024-17")).toBe("2024-17");
    expect(number("Rg.-Nr.: 24-0042")).toBe("24-0042");
    expect(number("Re.-Nr. 4711")).toBe("4711");
    expect(number("Beleg-Nr. B-99")).toBe("B-99");
    expect(number("Gutschriftsnummer GS-17")).toBe("GS-17");
    expect(number("Invoice No. INV-001")).toBe("INV-001");
    expect(number("Invoice number: 2024-5")).toBe("2024-5");
    expect(number("Invoice #  DE24AEUI1234567")).toBe("DE24AEUI1234567");
  });

  it("reads numbers in titles, with the date after it", () => {
    const r = extractInvoiceNumber(buildDoc(["Handelsrechnung (380) Nr. 471102 vom 05.03.2018"]));
    expect(r.invoiceNumber?.value).toBe("471102");
    expect(r.titleDate?.value).toBe("2018-03-05");
    expect(number("Rechnung Nr. 2024/1187")).toBe("2024/1187");
    expect(number("Schlussrechnung Bau (877) Nr. 181301674 vom 25.04.2018")).toBe("181301674");
  });

  it.each([
    ["a compound title in capitals", "HANDELSRECHNUNG (380) Nr. 471102 vom 05.03.2018", "471102", "2018-03-05"],
    ["'von' after the number", "Rechnung # RE-20171118/506 von 18.11.2017", "RE-20171118/506", "2017-11-18"],
    [
      "a date alone in the title line's other cell",
      "Beitragsrechnung zur Kraftfahrtversicherung Nr. 00.123.456.7  11. März 2014",
      "00.123.456.7",
      "2014-03-11",
    ],
  ])("reads the number and date of %s", (_, text, value, date) => {
    const r = extractInvoiceNumber(buildDoc([text]));
    expect(r.invoiceNumber?.value).toBe(value);
    expect(r.titleDate?.value).toBe(date);
  });

  it("offers the number after 'Rechnung zur <noun> Nr.' (the policy's or contract's) as a suggestion only", () => {
    const r = extractInvoiceNumber(
      buildDoc(["Beitragsrechnung zur Kraftfahrtversicherung Nr. 00.123.456.7  11. März 2014"]),
    );
    expect(r.invoiceNumber!.confidence).toBeLessThan(0.5);
    // The date beside the title stays the invoice's.
    expect(r.titleDate?.value).toBe("2014-03-11");
    expect(r.titleDate!.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it("reads a heading of nothing but title and digits as the number, the date alone under it as the date", () => {
    const at = (str: string, y: number, size = 10) => ({ str, x: 57, y, width: str.length * size * 0.5, size });
    const items = [
      at("Invoice 103767", 45, 18),
      at("February 17, 2026", 67, 11),
      at("Page 1 / 1", 80, 11),
      at("Adatum Corporation", 121, 11),
      at("Subtotal 573.00", 457, 11),
    ];
    const r = extractInvoiceNumber(buildDoc([layoutLines(items)], [items]));
    expect(r.invoiceNumber?.value).toBe("103767");
    expect(r.invoiceNumber!.confidence).toBeGreaterThanOrEqual(0.5);
    expect(r.titleDate?.value).toBe("2026-02-17");
    // In body print it is a suggestion at most.
    const plain = extractInvoiceNumber(buildDoc(["Invoice 103767\nFebruary 17, 2026"]));
    expect(plain.invoiceNumber?.confidence ?? 0).toBeLessThan(0.5);
    expect(plain.titleDate).toBeUndefined();
  });

  it.each([["Rechnung 2024"], ["Invoice 1234"], ["Seite 1\nAn\nRechnung 12345 Berlin"]])(
    "takes no year, page or short number after a bare title for the invoice number: %s",
    (text) => {
      expect(number(text)).toBeUndefined();
    },
  );

  it("never takes a postcode for the invoice number (two-column letterhead, address blocks)", () => {
    // The ZUGFeRD 1.0 sample invoices: the number's column beside the seller's address.
    const letterhead = [
      "Rechnungsersteller",
      "Lieferant GmbH",
      "Lieferantenstraße 20  RECHNUNG",
      "Rechnungsnummer",
      "80333 München  471102",
      "Rechnungsdatum",
      "Deutschland  05.03.2013",
    ].join("\n");
    expect(number(letterhead)).toBe("471102");
    // No number beside the address: nothing rather than the postcode.
    expect(number(["Lieferant GmbH", "Rechnungsnummer", "80333 München", "Deutschland"].join("\n"))).toBeUndefined();
    expect(number(["Rechnungs-Nr.", "D-10115 Berlin"].join("\n"))).toBeUndefined();
    // A postcode printed alone on the line below the label, and with its place elsewhere.
    expect(
      number(
        [
          "Muster AG",
          "Hauptstr. 1",
          "Rechnungsnummer",
          "69876",
          "Frankfurt",
          "",
          "Bahnhofstr. 5  69876 Frankfurt",
        ].join("\n"),
      ),
    ).toBeUndefined();
    // A five-digit number after the label on its own line is still one.
    expect(number("Rechnungsnummer: 80333")).toBe("80333");
    expect(number(["Rechnungsnummer", "47110"].join("\n"))).toBe("47110");
  });

  it("reads a number under a heading row", () => {
    expect(number("Rechnungs-Nr.  Datum  Kunden-Nr.\n2024-10077  03.04.2024  10044")).toBe("2024-10077");
  });

  it("ignores customer, order and tax numbers and the corrected invoice's number", () => {
    expect(number("Kundennummer: 10044\nSteuernummer 143/123/45678\nBestellnummer 4500012345")).toBeUndefined();
    expect(number("Rechnung Kunden-Nr. 10044")).toBeUndefined();
    expect(number("Gutschrift Nr. GS-1\nzu Rechnung Nr. RE-9 vom 01.02.2024")).toBe("GS-1");
    expect(number("Ursprungsbeleg-Nr : R87654321012345")).toBeUndefined();
  });

  it("prefers a labelled number over a number mentioned in a sentence", () => {
    expect(
      number(
        "Handelsrechnung (380) Nr. E2018092011804 vom 20.09.2018\nBitte Ihre Kundennummer 35040727 und Belegnummer 2018092011804 angeben",
      ),
    ).toBe("E2018092011804");
  });
});

describe("extractOrderNumber", () => {
  const order = (text: string) => extractOrderNumber(buildDoc([text]))?.value;
  it("reads order labels", () => {
    expect(order("Ihre Bestellung:  4500012345")).toBe("4500012345");
    expect(order("Bestellnummer: CS-0203")).toBe("CS-0203");
    expect(order("Rechnung gemäß Bestellung Nr. 2018-471331 vom 01.03.2018.")).toBe("2018-471331");
    expect(order("Bestellung:  B123456789")).toBe("B123456789");
    expect(order("PO number: PO-7781")).toBe("PO-7781");
    expect(order("Order #  302-1234567-7654321")).toBe("302-1234567-7654321");
    expect(order("Auftragsnummer 77/2024")).toBe("77/2024");
  });

  it("ignores order dates and labels without a number", () => {
    expect(order("Rechnung gemäß Bestellung vom 01.03.2018.")).toBeUndefined();
    expect(order("Order date  10 February 2024")).toBeUndefined();
  });
});

describe("extractPaymentReference", () => {
  const ref = (text: string, invoiceNumber?: string) => extractPaymentReference(buildDoc([text]), invoiceNumber)?.value;
  it("reads the labelled reference", () => {
    expect(ref("Zahlungsreferenz:  Rechnung 181301674")).toBe("Rechnung 181301674");
    expect(ref("Verwendungszweck: RE-2024-0815 / K-10233")).toBe("RE-2024-0815 / K-10233");
    expect(ref("Payment reference: INV-001", "INV-001")).toBe("INV-001");
  });

  it("uses the invoice number when the text asks for it", () => {
    expect(ref("Bitte geben Sie als Verwendungszweck die Rechnungsnummer an.", "RE-1")).toBe("RE-1");
    expect(ref("Bitte geben Sie als Verwendungszweck die Rechnungsnummer an.")).toBeUndefined();
  });
});

describe("partial numbers", () => {
  it("reads nothing rather than half of a spaced number", () => {
    expect(extractInvoiceNumber(buildDoc(["Rechnungsnummer: 2024 - 17"])).invoiceNumber).toBeUndefined();
  });
});
