import { describe, expect, it } from "vitest";
import { extractAmounts, extractCurrency, findBreakdownLines, labelsInLine, tableCandidates } from "./amounts.ts";
import { layoutLines, type PositionedText } from "./layout.ts";
import { buildDoc } from "./text.ts";

/**
 * A page from rows of positioned pieces: each row is a list of [text, x] at its own baseline
 * (5 pt per character, font size 10), as pdf.js would return them.
 */
const positioned = (rows: [string, number][][]) => {
  const items: PositionedText[] = rows.flatMap((row, i) =>
    row.map(([str, x]) => ({ str, x, y: 100 + 12 * i, width: 5 * str.length, size: 10 })),
  );
  return buildDoc([layoutLines([...items])], [items]);
};
const tableAmounts = (rows: [string, number][][]) => {
  const r = extractAmounts(positioned(rows));
  return { net: r.net?.value, vat: r.vatAmount?.value, total: r.total?.value };
};

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

  it("reads a zero invoice whose net, VAT and total are all 0,00", () => {
    const r = amounts("Nettobetrag  0,00 €\nzzgl. 19 % MwSt.  0,00 €\nGesamtbetrag  0,00 €");
    expect(r).toMatchObject({ net: "0.00", vat: "0.00", total: "0.00" });
    expect(r.confidence).toBeGreaterThanOrEqual(0.85);
    // A zero among other amounts under totals labels is no zero invoice.
    const mixed = extractAmounts(
      buildDoc(["Nettobetrag  0,00 €\nNettobetrag  100,00 €\nMwSt.  0,00 €\nGesamtbetrag  0,00 €"]),
    );
    expect(mixed.net?.confidence ?? 0).toBeLessThan(0.5);
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

describe("totals tables read by column position", () => {
  // The class: a heading row of amount labels with the values in rows below that do not line
  // up cell by cell (empty cells, a rate column, text beside the table, several VAT rates).
  const heading: [string, number][] = [
    ["Warenwert", 50],
    ["Zu-/Abschlag", 110],
    ["Fracht", 180],
    ["Nettobetrag", 240],
    ["MwSt-Betrag", 310],
    ["MwSt-%", 380],
    ["Endbetrag", 430],
  ];

  it("takes the sum row under per-rate rows with empty cells", () => {
    expect(
      tableAmounts([
        heading,
        [
          ["326,50", 60],
          ["-8,10", 120],
          ["3,00", 185],
          ["321,40", 260],
          ["61,07", 330],
          ["19,0", 385],
          ["382,47", 445],
        ],
        [
          ["130,70", 60],
          ["-3,11", 120],
          ["127,59", 260],
          ["8,93", 335],
          ["7,0", 390],
          ["136,52", 445],
        ],
        [
          ["457,20", 60],
          ["-11,21", 115],
          ["3,00", 185],
          ["448,99", 260],
          ["70,00", 330],
          ["EUR", 385],
          ["518,99", 445],
        ],
      ]),
    ).toEqual({ net: "448.99", vat: "70.00", total: "518.99" });
  });

  it("adds up per-rate rows without a sum row", () => {
    expect(
      tableAmounts([
        [
          ["Nettobetrag", 240],
          ["MwSt-Betrag", 310],
          ["MwSt-%", 380],
          ["Endbetrag", 430],
        ],
        [
          ["100,00", 250],
          ["19,00", 330],
          ["19", 390],
          ["119,00", 445],
        ],
        [
          ["50,00", 255],
          ["3,50", 335],
          ["7", 390],
          ["53,50", 450],
        ],
      ]),
    ).toEqual({ net: "150.00", vat: "22.50", total: "172.50" });
  });

  it("reads negative credit note rows", () => {
    expect(
      tableAmounts([
        heading,
        [
          ["-5,00", 60],
          ["0,15", 120],
          ["-4,85", 260],
          ["-0,92", 330],
          ["19,0", 385],
          ["-5,77", 445],
        ],
        [
          ["-2,90", 60],
          ["0,08", 120],
          ["-2,82", 260],
          ["-0,20", 335],
          ["7,0", 390],
          ["-3,02", 445],
        ],
        [
          ["-7,90", 60],
          ["0,23", 120],
          ["-7,67", 260],
          ["-1,12", 330],
          ["EUR", 385],
          ["-8,79", 445],
        ],
      ]),
    ).toEqual({ net: "-7.67", vat: "-1.12", total: "-8.79" });
  });

  it("finds French totals a few lines below their headings, beside running text", () => {
    expect(
      tableAmounts([
        [
          ["TOTAL HT", 300],
          ["TOTAL TVA", 370],
          ["TOTAL TTC", 440],
        ],
        [["de trois fois le taux d'intérêt légal.", 40]],
        [
          ["Les réglements reçus avant la date d'échéance.", 40],
          ["100,00", 305],
          ["10,00", 380],
          ["110,00", 450],
        ],
        [
          ["Acompte :", 40],
          ["10,00", 200],
        ],
      ]),
    ).toEqual({ net: "100.00", vat: "10.00", total: "110.00" });
  });

  it("takes the row a sum label starts under per-rate rows", () => {
    expect(
      tableAmounts([
        [
          ["Steuersatz", 40],
          ["Nettobetrag", 240],
          ["Steuerbetrag", 310],
          ["Bruttobetrag", 430],
        ],
        [
          ["19 %", 40],
          ["100,00", 255],
          ["19,00", 330],
          ["119,00", 450],
        ],
        [
          ["7 %", 40],
          ["50,00", 260],
          ["3,50", 335],
          ["53,50", 455],
        ],
        [
          ["Gesamt", 40],
          ["150,00", 255],
          ["22,50", 330],
          ["172,50", 450],
        ],
      ]),
    ).toEqual({ net: "150.00", vat: "22.50", total: "172.50" });
  });

  it("reads a VAT column whose heading names its rate", () => {
    expect(
      tableAmounts([
        [
          ["Netto", 240],
          ["MwSt. 19 %", 310],
          ["Brutto", 430],
        ],
        [
          ["100,00", 240],
          ["19,00", 320],
          ["EUR", 380],
          ["119,00", 430],
        ],
      ]),
    ).toEqual({ net: "100.00", vat: "19.00", total: "119.00" });
  });

  it("does not read an item table's rows as totals", () => {
    const doc = positioned([
      [
        ["Beschreibung", 40],
        ["Netto", 240],
        ["MwSt.", 310],
        ["Brutto", 430],
      ],
      [
        ["Beratung", 40],
        ["100,00", 240],
        ["19,00", 310],
        ["119,00", 430],
      ],
      [
        ["Reisekosten", 40],
        ["50,00", 240],
        ["9,50", 310],
        ["59,50", 430],
      ],
    ]);
    expect(tableCandidates(doc)).toEqual([]);
  });

  it("does not read an item table's number-only rows as totals", () => {
    const doc = positioned([
      [
        ["Pos.", 40],
        ["Menge", 80],
        ["Einzelpreis", 150],
        ["Netto", 240],
        ["Brutto", 430],
      ],
      [
        ["1", 40],
        ["2", 80],
        ["10,00", 150],
        ["20,00", 240],
        ["23,80", 430],
      ],
    ]);
    expect(tableCandidates(doc)).toEqual([]);
  });
});

describe("totals labels in German, English and French variants", () => {
  it.each([
    ["Net amount  EUR 1.000,00\nVAT 19 %  EUR 190,00\nGross amount  EUR 1.190,00", "1000.00", "190.00", "1190.00"],
    ["Betrag netto  100,00 €\nMehrwertsteuer 19%  19,00 €\nBetrag brutto  119,00 €", "100.00", "19.00", "119.00"],
    ["Total before tax  100.00\nTax  10.00\nTotal after tax  110.00", "100.00", "10.00", "110.00"],
    ["Net  VAT  Gross\n100.00  20.00  120.00", "100.00", "20.00", "120.00"],
    ["Sous-total HT  1 234,56 €\nTVA 20 %  246,91 €\nTotal TTC  1 481,47 €", "1234.56", "246.91", "1481.47"],
    ["Zwischensumme  CHF 1'234.50\nMWST 8.1%  CHF 100.00\nTotal CHF  CHF 1'334.50", "1234.50", "100.00", "1334.50"],
    ["Total amount due  €1,200.00\nSubtotal  €1,000.00\nVAT @ 20%  €200.00", "1000.00", "200.00", "1200.00"],
    ["Untaxed Amount  $ 1,000.00\nTax 15%  $ 150.00\nTotal  $ 1,150.00", "1000.00", "150.00", "1150.00"],
    ["Nettobetrag  100,00 €\nSteuern 19 %  19,00 €\nSumme  119,00 €", "100.00", "19.00", "119.00"],
    ["Subtotal  100.00\nTotal taxes  20.00\nTotal  120.00", "100.00", "20.00", "120.00"],
    ["Totaal excl. BTW  € 100,00\nBTW 21%  € 21,00\nTotaal incl. BTW  € 121,00", "100.00", "21.00", "121.00"],
  ])("%s", (text, net, vat, total) => {
    const r = amounts(text);
    expect(r).toMatchObject({ net, vat, total });
    expect(r.confidence).toBeGreaterThanOrEqual(0.85);
  });

  it("takes the sum row of a per-rate table, not its first rate row (text without positions)", () => {
    expect(
      amounts(
        "Steuersatz  Nettobetrag  Steuerbetrag  Bruttobetrag\n19 %  100,00  19,00  119,00\n7 %  50,00  3,50  53,50\nGesamt  150,00  22,50  172,50",
      ),
    ).toMatchObject({ net: "150.00", vat: "22.50", total: "172.50" });
  });
});

describe("labels with currencies and included taxes", () => {
  it("reads a currency inside the total label", () => {
    expect(amounts("Subtotal  573.00\n19% VAT  108.87\nTotal € Incl. VAT  681.87")).toMatchObject({
      net: "573.00",
      vat: "108.87",
      total: "681.87",
    });
  });

  it("reads a gross premium with the insurance tax it includes", () => {
    expect(
      amounts(
        "vierteljährlicher Beitrag inklusive 19 % Versicherungsteuer  220,00 €\nin diesem Beitrag enthaltene Versicherungsteuer  (35,13 €)\nzu zahlender Beitrag  440,00 €",
      ),
    ).toMatchObject({ net: "184.87", vat: "35.13", total: "220.00" });
  });

  it('still reads the VAT of a receipt\'s "inkl. 19 % MwSt." line as the VAT', () => {
    expect(amounts("Summe  19,99 €\ninkl. 19 % MwSt.  3,19 €")).toMatchObject({
      net: "16.80",
      vat: "3.19",
      total: "19.99",
    });
  });
});

describe("extractCurrency", () => {
  it("reads a currency label, else the symbols at the amounts", () => {
    expect(extractCurrency(buildDoc(["Währung: EUR\nSumme 10,00 $"]))?.value).toBe("EUR");
    expect(extractCurrency(buildDoc(["Total £10.00\nVAT £2.00"]))).toEqual({ value: "GBP", confidence: 0.85 });
    expect(extractCurrency(buildDoc(["Total 10.00"]))).toBeUndefined();
  });
});
