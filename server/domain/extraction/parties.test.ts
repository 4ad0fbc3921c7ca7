import { describe, expect, it } from "vitest";
import { cutName, extractPartnerEmails, extractPartnerName, extractPartnerVatId } from "./parties.ts";
import { extractPayment } from "./payment.ts";
import { buildDoc } from "./text.ts";

describe("extractPartnerVatId", () => {
  const vat = (text: string, ownVatIds?: string[]) => extractPartnerVatId(buildDoc([text]), { ownVatIds });

  it("reads labelled ids", () => {
    expect(vat("USt-IdNr.: DE811907980")?.value).toBe("DE811907980");
    expect(vat("UID: ATU12345675")?.value).toBe("ATU12345675");
    expect(vat("VAT # LU20260743")?.value).toBe("LU20260743");
    expect(vat("Umsatzsteuer-Identifikationsnummer DE 811 907 980")?.value).toBe("DE811907980");
  });

  it("skips the recipient's own ids and ids in the recipient's block or labelled as theirs", () => {
    expect(vat("USt-IdNr.: DE811907980", ["DE 811 907 980"])).toBeUndefined();
    expect(vat("Ihre USt-IdNr.: DE811907971\nUnsere USt-IdNr.: DE811907980")?.value).toBe("DE811907980");
    expect(
      vat("Verkäufer\nName: A GmbH\nUSt-IdNr.: DE811907980\n\nKäufer\nName: B AG\nUSt-IdNr.: DE811907971")?.value,
    ).toBe("DE811907980");
  });

  it("is unsure between two ids of unknown owners", () => {
    const r = vat("USt-IdNr. DE811907980\nUSt-IdNr. DE811907971");
    expect(r!.confidence).toBeLessThan(0.7);
  });
});

describe("extractPartnerName", () => {
  const name = (text: string, ownNames?: string[]) => extractPartnerName(buildDoc([text]), { ownNames });

  it("cuts names at the legal form or the first separator", () => {
    expect(cutName("Amazon EU S.à r.l., 38 avenue John F. Kennedy")).toBe("Amazon EU S.à r.l.");
    expect(cutName("Grundbesitz GmbH & Co. KG, Musterstr. 1")).toBe("Grundbesitz GmbH & Co. KG");
    expect(cutName("Physiotherapeutin")).toBe("Physiotherapeutin");
  });

  it("reads the seller block", () => {
    expect(name("Verkäufer\nName: Lieferant GmbH\nAnschrift: Weg 1")?.value).toBe("Lieferant GmbH");
    expect(name("Sold by  Amazon EU S.à r.l., 38 avenue John F. Kennedy, L-1855 Luxembourg")?.value).toBe(
      "Amazon EU S.à r.l.",
    );
  });

  it("is sure only when two places agree", () => {
    const single = name("Muster Bau GmbH\nRechnung");
    expect(single?.confidence ?? 0).toBeLessThan(0.6);
    const both = name(
      "Muster Bau GmbH · Hauptstr. 1 · 12345 Berlin\nKunde AG\nWeg 2\n54321 Köln\n\nRechnung\n\n\nMuster Bau GmbH · Geschäftsführer: A. Muster",
    );
    expect(both).toMatchObject({ value: "Muster Bau GmbH" });
    expect(both!.confidence).toBeGreaterThanOrEqual(0.7);
  });

  it("never names the recipient", () => {
    const r = name("Firma\nBeispiel Handels AG\nIndustriestr. 5\n85748 Garching\n\nRechnung");
    expect(r).toBeUndefined();
    expect(name("Beispiel Handels AG\nRechnung", ["Beispiel Handels AG"])).toBeUndefined();
  });
});

describe("extractPartnerEmails", () => {
  it("collects addresses outside the recipient's block", () => {
    const doc = buildDoc(["Käufer\nE-Mail: einkauf@kunde.de\n\nE-Mail: info@maler-schneider.de"]);
    expect(extractPartnerEmails(doc, "Malerbetrieb Schneider GmbH")).toEqual({
      value: ["info@maler-schneider.de"],
      confidence: 0.8,
    });
  });
});

describe("extractPayment", () => {
  it("reads IBAN and BIC", () => {
    const r = extractPayment(buildDoc(["Stadtsparkasse · IBAN: DE89 3704 0044 0532 0130 00 · BIC: COBADEFFXXX"]));
    expect(r.iban).toEqual({ value: "DE89370400440532013000", confidence: 0.9 });
    expect(r.bic?.value).toBe("COBADEFFXXX");
  });

  it("takes an unlabelled BIC only next to the IBAN and with its country", () => {
    const r = extractPayment(buildDoc(["IBAN DE89370400440532013000  COBADEFFXXX\nDEUTSCHLAND"]));
    expect(r.bic?.value).toBe("COBADEFFXXX");
    expect(extractPayment(buildDoc(["DEUTSCHLAND\nCOBADEFFXXX"])).bic).toBeUndefined();
  });

  it("skips invalid IBANs, the recipient's own and the account a direct debit draws from", () => {
    // Unlabelled with failing check digits: skipped (after a label it is offered, see payment.test.ts).
    expect(extractPayment(buildDoc(["Konto DE75123456780000001234"])).iban).toBeUndefined();
    expect(extractPayment(buildDoc(["IBAN DE75123456780000001234"])).iban?.confidence).toBeLessThan(0.8);
    expect(
      extractPayment(buildDoc(["IBAN DE89370400440532013000"]), ["DE89 3704 0044 0532 0130 00"]).iban,
    ).toBeUndefined();
    expect(
      extractPayment(
        buildDoc(["Der Betrag wird von Ihrem Konto DE89370400440532013000 per SEPA-Lastschrift eingezogen."]),
      ).iban,
    ).toBeUndefined();
    expect(extractPayment(buildDoc(["Käufer-IBAN :  DE89370400440532013000"])).iban).toBeUndefined();
  });
});
