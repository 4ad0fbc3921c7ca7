import { describe, expect, it } from "vitest";
import { extractAmounts, extractCurrency, findBreakdownLines, labelsInLine } from "./amounts.ts";
import { buildDoc } from "./text.ts";

const amounts = (text: string) => {
  const r = extractAmounts(buildDoc([text]));
  return {
    net: r.net?.value,
    vat: r.vatAmount?.value,
    total: r.total?.value,
    confidence: r.total?.confidence,
    breakdown: r.vatBreakdown?.value.map((b) => `${b.ratePercent}:${b.taxableAmount}:${b.taxAmount}`),
  };
};

describe("labelsInLine", () => {
  it("prefers the longest label where labels overlap", () => {
    expect(labelsInLine("Rechnungssumme ohne USt.  473,00").map((l) => l.cls)).toEqual(["net"]);
    expect(labelsInLine("Gesamtbetrag der Zuschläge  0,00").map((l) => l.cls)).toEqual(["other"]);
    expect(labelsInLine("zzgl. 19 % MwSt.  388,74 €").map((l) => l.cls)).toEqual(["vat"]);
    expect(labelsInLine("Total VAT  €9.50").map((l) => l.cls)).toEqual(["vat"]);
    expect(labelsInLine("Summe netto 200,00  Summe brutto 238,00").map((l) => l.cls)).toEqual(["net", "total"]);
  });

  it("does not read VAT id or tax number labels as VAT", () => {
    expect(labelsInLine("USt-IdNr.: DE811907980").filter((l) => l.cls === "vat")).toEqual([]);
    expect(labelsInLine("USt.-Id.-Nr.: DE811907980").filter((l) => l.cls === "vat")).toEqual([]);
    expect(labelsInLine("Steuernummer: 143/123/45678")).toEqual([]);
    expect(labelsInLine("VAT ID: LU20260743").filter((l) => l.cls === "vat")).toEqual([]);
  });
});

describe("findBreakdownLines", () => {
  it("finds rate, base and tax by their arithmetic, with or without %", () => {
    const doc = buildDoc([
      [
        "zzgl. 7 % USt. auf 120,00 EUR  8,40 EUR",
        "Umsatzsteuer ( )S  198,00  19  37,62",
        "Kaffee  4  20,00  19 %  80,00",
        "MwSt. 19 %  98,80 €",
      ].join("\n"),
    ]);
    expect(findBreakdownLines(doc).map((b) => [b.rate, b.base, b.tax])).toEqual([
      ["7", 12000n, 840n],
      ["19", 19800n, 3762n],
    ]);
  });
});

describe("extractAmounts", () => {
  it("reads a simple German invoice and is sure when the sums add up", () => {
    expect(amounts("Nettobetrag  2.046,00 €\nzzgl. 19 % MwSt.  388,74 €\nGesamtbetrag  2.434,74 €")).toEqual({
      net: "2046.00",
      vat: "388.74",
      total: "2434.74",
      confidence: 0.97,
      breakdown: ["19:2046.00:388.74"],
    });
  });

  it("adds up two VAT rates", () => {
    const r = amounts(
      "Summe netto  200,00 EUR\nzzgl. 7 % USt. auf 120,00 EUR  8,40 EUR\nzzgl. 19 % USt. auf 80,00 EUR  15,20 EUR\nRechnungsbetrag  223,60 EUR",
    );
    expect(r).toMatchObject({ net: "200.00", vat: "23.60", total: "223.60" });
    expect(r.breakdown).toEqual(["7:120.00:8.40", "19:80.00:15.20"]);
  });

  it("reads English layouts", () => {
    expect(amounts("Subtotal (excl. VAT)  £1,200.00\nVAT 20%  £240.00\nTotal  £1,440.00")).toMatchObject({
      net: "1200.00",
      vat: "240.00",
      total: "1440.00",
    });
  });

  it("takes the gross total, not the amount due after prepayments", () => {
    const r = amounts(
      "Rechnungssumme ohne USt.  177,49\nSteuerbetrag  20,16\nBruttosumme  197,65\nErhaltene Anzahlungen  -50,00\nZahlbetrag  147,65",
    );
    expect(r).toMatchObject({ net: "177.49", vat: "20.16", total: "197.65" });
  });

  it("reads negative credit note amounts", () => {
    expect(amounts("Netto  -100,00 €\nUSt. 19 %  -19,00 €\nGesamt  -119,00 €")).toMatchObject({
      net: "-100.00",
      vat: "-19.00",
      total: "-119.00",
    });
  });

  it("reads values under a heading row", () => {
    expect(amounts("Netto  MwSt. 19 %  Brutto\n100,00  19,00  119,00")).toMatchObject({
      net: "100.00",
      vat: "19.00",
      total: "119.00",
    });
  });

  it("derives net from a gross receipt with the included VAT", () => {
    expect(amounts("Summe  11,90 €\nenthaltene MwSt. 19 %  1,90 €")).toMatchObject({
      net: "10.00",
      vat: "1.90",
      total: "11.90",
    });
  });

  it("is unsure about totals it cannot check, and drops unchecked net/VAT", () => {
    const r = extractAmounts(buildDoc(["Gesamtbetrag  150,00 €\nMwSt.  30,00 €"]));
    expect(r.total?.value).toBe("150.00");
    expect(r.total!.confidence).toBeLessThan(0.8);
    expect(r.vatAmount?.confidence ?? 0).toBeLessThan(0.5);
  });

  it("ignores amounts of other things: discounts, prepayments, unit prices", () => {
    const r = amounts("Einzelpreis  10,00\nRabatt  5,00\nAnzahlung  50,00");
    expect(r.total).toBeUndefined();
  });
});

describe("extractCurrency", () => {
  it("reads a currency label, else the symbols at the amounts", () => {
    expect(extractCurrency(buildDoc(["Währung: EUR\nSumme 10,00 $"]))?.value).toBe("EUR");
    expect(extractCurrency(buildDoc(["Total £10.00\nVAT £2.00"]))).toEqual({ value: "GBP", confidence: 0.85 });
    expect(extractCurrency(buildDoc(["Total 10.00"]))).toBeUndefined();
  });
});
