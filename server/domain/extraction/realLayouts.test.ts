/**
 * Forms seen on real vendors' invoices (testdata/einvoice-real) that the extractor missed:
 * letter-spaced titles, a number right after the title, "issued at", "Due payable".
 * The texts are written here in the same forms, not copied from one file.
 */
import { describe, expect, it } from "vitest";
import { letterSpacedWord } from "./docType.ts";
import { extractInvoiceFields, FILL_THRESHOLD } from "./index.ts";

const filled = (text: string) => {
  const f = extractInvoiceFields([text]);
  return Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => (v as { confidence: number }).confidence >= FILL_THRESHOLD)
      .map(([k, v]) => [k, (v as { value: unknown }).value]),
  );
};

describe("forms of real invoices", () => {
  it("reads a letter-spaced title anywhere in its line as the invoice title", () => {
    expect(letterSpacedWord("W A R E N R E C H N U N G")).toBe("WARENRECHNUNG");
    expect(letterSpacedWord("I N V O I C E")).toBe("INVOICE");
    expect(letterSpacedWord("Bahnhofstraße 1")).toBeUndefined();
    expect(letterSpacedWord("A B")).toBeUndefined();
    const text = [
      "Lieferant  Käufer  W A R E N R E C H N U N G  Seite  1",
      "Muster GmbH  Kunde AG",
      "Beleg-Nr  : R4711000123",
      "Beleg-Datum  : 06.08.2013",
      "Nettobetrag 100,00",
      "MwSt 19 % 19,00",
      "Endbetrag 119,00",
    ].join("\n");
    const f = filled(text);
    expect(f.invoiceDate).toBe("2013-08-06");
    expect(f.total).toBe("119.00");
    // Without the title nothing is read: the spaced word is what makes it an invoice.
    expect(filled(text.replace("W A R E N R E C H N U N G", "S E I T E"))).toEqual({});
  });

  it.each([
    ["Facture FA-2017-0010", "FA-2017-0010"],
    ["Avoir AV-2017-0005", "AV-2017-0005"],
    ["Rechnung RE-2024/17", "RE-2024/17"],
    ["INVOICE INV-88812", "INV-88812"],
  ])("reads the prefixed number right after the title: %s", (title, number) => {
    const f = filled(
      `Muster SARL\n${title}\nDate de facture 13/11/2017\nTotal HT 100,00 €\nTVA 20 % 20,00 €\nTotal TTC 120,00 €`,
    );
    expect(f.invoiceNumber).toBe(number);
  });

  it("does not take a bare number or a date after the title as the invoice number", () => {
    for (const title of ["Rechnung 2024", "Facture 13/11/2017", "Invoice 12345"]) {
      const f = filled(`Muster GmbH\n${title}\nNet total: 100.00 €\nVAT total: 19.00 €\nTotal amount 119.00 €`);
      expect(f.invoiceNumber, title).toBeUndefined();
    }
  });

  it("reads 'issued at' as the invoice date and 'Due payable' as the amount due beside the totals", () => {
    const text = [
      "Bei Spiel GmbH",
      "Invoice # RE-20201121/508 issued at 2020-11-21",
      "Net total: 496.00 €",
      "VAT total: 75.04 €",
      "Due payable: 571.04 €",
    ].join("\n");
    const f = filled(text);
    expect(f.invoiceNumber).toBe("RE-20201121/508");
    expect(f.invoiceDate).toBe("2020-11-21");
    expect(f.net).toBe("496.00");
    expect(f.vatAmount).toBe("75.04");
  });

  it("reads totals whose labels carry a VAT qualifier in parentheses", () => {
    const f = filled(
      [
        "Lieferant GmbH",
        "RECHNUNG",
        "Rechnungsnummer 471102",
        "Rechnungssumme Netto (excl. USt.)  198,00",
        "Steuerbasisbetrag USt. 19%  198,00  37,62",
        "Rechnungssumme Brutto (inkl. USt.)  235,62",
      ].join("\n"),
    );
    expect([f.net, f.vatAmount, f.total]).toEqual(["198.00", "37.62", "235.62"]);
  });

  it("takes a capitals-only title cell beside other cells near the top as the title", () => {
    const text = [
      "Lieferant  Käufer  RECHNUNGS-KORREKTUR  Seite  1",
      "MUSTERLIEFERANT GMBH  MUSTER-KUNDE GMBH",
      "Beleg-Nr  : RK21012345",
      "Beleg-Datum  : 16.09.2013",
      "Nettobetrag -7,67",
      "MwSt 19 % -1,12",
      "Endbetrag -8,79",
    ].join("\n");
    const f = filled(text);
    // A correction over negative totals is a corrected invoice (EN 16931 type 384, as its XML says),
    // not a credit memo: the printed negatives carry the sign.
    expect(f.isCreditMemo).toBe(false);
    expect(f.total).toBe("-8.79");
    // A capitals cell that is no title does not make the text an invoice.
    expect(filled(text.replace("RECHNUNGS-KORREKTUR", "LIEFERSCHEIN-DATEN"))).toEqual({});
  });

  it("reads the VAT id in the letterhead's register line under the sender line as the seller's, not the recipient's 'TVA client'", () => {
    const text = [
      "Au bon moulin SARL - 1242 chemin de l'olive - 84340 Malaucène - France",
      "Tél +33 4 50 44 68 99 - http://www.aubonmoulin.fr",
      "TVA : FR11999999998 - SIRET : 99999999800010 - APE : 4778C - SARL au capital de 120 000,00 €",
      "",
      "Facture FA-2017-0010",
      "Ma jolie boutique",
      "35 rue de la République",
      "69001 Lyon",
      "N° TVA client  FR19787878784",
      "Total HT  625,00 €",
      "TVA  46,25 €",
      "Total TTC  671,25 €",
    ].join("\n");
    const f = extractInvoiceFields([text]);
    expect(f.partnerVatId?.value).toBe("FR11999999998");
    expect(f.partnerVatId!.confidence).toBeGreaterThanOrEqual(FILL_THRESHOLD);
  });

  it("reads a seller name printed in capitals with its legal form (MUSTERLIEFERANT GMBH) from letterhead and footer", () => {
    const items = Array.from({ length: 18 }, (_, i) => `Artikel ${i + 1}  1 Stk.  10,00`);
    const text = [
      "MUSTERLIEFERANT GMBH",
      "BAHNHOFSTRASSE 99",
      "99199 MUSTERHAUSEN",
      "",
      "RECHNUNG",
      "Beleg-Nr  : R87654321012345",
      "Beleg-Datum  : 06.08.2013",
      ...items,
      "Nettobetrag  180,00",
      "MwSt  34,20",
      "Endbetrag  214,20",
      "",
      "MUSTERLIEFERANT GMBH  Geschäftsführung: Max Mustermann  HRB Nr. 372876",
      "BAHNHOFSTRASSE 99  Amtsgericht Musterstadt",
    ].join("\n");
    const f = extractInvoiceFields([text]);
    expect(f.partnerName?.value).toBe("MUSTERLIEFERANT GMBH");
    expect(f.partnerName!.confidence).toBeGreaterThanOrEqual(FILL_THRESHOLD);
  });

  it("reads the sender line above the address window with ● as its separator", () => {
    const text = [
      "Bei Spiel GmbH ● Ecke 12 ● 12345 Stadthausen ● Germany",
      "Theodor Est",
      "Bahnstr. 42",
      "88802 Spielkreis",
      "Invoice # RE-20201121/508 issued at 2020-11-21",
      "Net total: 496.00 €",
      "VAT total: 75.04 €",
      "Due payable: 571.04 €",
    ].join("\n");
    const f = extractInvoiceFields([text]);
    expect(f.partnerName?.value).toBe("Bei Spiel GmbH");
    expect(f.partnerName!.confidence).toBeGreaterThanOrEqual(FILL_THRESHOLD);
  });

  it("reads the company under a bare issuer heading as the seller, not the recipient's", () => {
    const text = [
      "Rechnungsersteller",
      "Lieferant GmbH",
      "Lieferantenstraße 20  RECHNUNG",
      "80333 München  Rechnungsnummer 471102",
      "Rechnungsempfänger",
      "Kunden AG Mitte",
      "Rechnungssumme Netto (excl. USt.)  198,00",
      "Steuerbasisbetrag USt. 19%  198,00  37,62",
      "Rechnungssumme Brutto (inkl. USt.)  235,62",
    ].join("\n");
    expect(filled(text).partnerName).toBe("Lieferant GmbH");
  });
});
