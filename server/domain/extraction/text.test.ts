import { describe, expect, it } from "vitest";
import { buildDoc, findLabels, normalizeName, sectionAt, splitCells, valueForLabel } from "./text.ts";

const readToken = (t: string) => {
  const m = /^\s*(\S+)/.exec(t);
  return m && /\d/.test(m[1]!) ? { value: m[1]!, offset: m[0].length - m[1]!.length } : undefined;
};

describe("buildDoc", () => {
  it("splits lines into cells at column gaps", () => {
    expect(splitCells("Nettobetrag  2.046,00 €   x").map((c) => c.text)).toEqual(["Nettobetrag", "2.046,00 €", "x"]);
    expect(splitCells("  a b  c").map((c) => c.start)).toEqual([2, 7]);
  });

  it("marks party blocks from their headings to the next blank line", () => {
    const doc = buildDoc(["Verkäufer\nName: A GmbH\nUSt-IdNr.: DE811907980\n\nKäufer\nName: B AG\n\nSumme 1,00"]);
    expect(doc.lines.map((l) => l.section)).toEqual([
      "seller",
      "seller",
      "seller",
      undefined,
      "buyer",
      "buyer",
      undefined,
      undefined,
    ]);
  });

  it("marks the address window after the sender line, only its first column", () => {
    const doc = buildDoc([
      "Muster GmbH · Hauptstr. 1 · 12345 Berlin\nBeispiel AG  Rechnungsnummer: 1\nWeg 2\n54321 Köln  Datum: 01.02.2024\nRechnung",
    ]);
    const [, window1, , last, after] = doc.lines;
    expect(sectionAt(window1!, 0)).toBe("buyer");
    expect(sectionAt(window1!, window1!.text.indexOf("Rechnungsnummer"))).toBeUndefined();
    expect(sectionAt(last!, 0)).toBe("buyer");
    expect(after!.section).toBeUndefined();
  });

  it("detects decimal style and language", () => {
    expect(buildDoc(["Summe 1.234,56\nMwSt 19,00"]).style).toBe("de");
    const en = buildDoc(["Invoice\nTotal amount due 1,234.56\nPayment date 01/02/2024 USD"]);
    expect(en.english).toBe(true);
    expect(en.style).toBe("en");
  });
});

describe("valueForLabel", () => {
  it("reads the value after the label on the same line", () => {
    const doc = buildDoc(["Rechnungsnummer: 2024-17  Datum: 01.02.2024"]);
    const [hit] = findLabels(doc, /Rechnungsnummer/g);
    expect(valueForLabel(doc, hit!, readToken)).toMatchObject({ value: "2024-17", source: "inline" });
  });

  it("reads the same column of the next row under a heading row", () => {
    const doc = buildDoc(["Rechnungs-Nr.  Datum  Kunden-Nr.\n2024-10077  03.04.2024  10044"]);
    const [hit] = findLabels(doc, /Kunden-Nr\./g);
    expect(valueForLabel(doc, hit!, readToken)).toMatchObject({ value: "10044", source: "column" });
  });

  it("reads the next line when the label ends its line", () => {
    const doc = buildDoc(["Rechnungsnummer\n2024-17"]);
    const [hit] = findLabels(doc, /Rechnungsnummer/g);
    expect(valueForLabel(doc, hit!, readToken)).toMatchObject({ value: "2024-17", source: "nextLine" });
  });
});

describe("normalizeName", () => {
  it("folds case, umlauts and punctuation", () => {
    expect(normalizeName("Bäckerei Huber KG")).toBe("baeckerei huber kg");
    expect(normalizeName("MUSTER-Autovermietung GmbH")).toBe("muster autovermietung gmbh");
  });
});

describe("item tables", () => {
  it("does not read an item row as the values of a heading row", () => {
    const doc = buildDoc(["Datum  Leistung  Stunden  Betrag\n04.03.2024  Montage  3  150,00"]);
    const [hit] = findLabels(doc, /Datum/g);
    expect(valueForLabel(doc, hit!, readToken)).toBeUndefined();
  });
});
