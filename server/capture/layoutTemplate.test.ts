import { describe, expect, it } from "vitest";
import type { PositionedText } from "../domain/extraction/pdfText.ts";
import { applyLayoutTemplate, learnLayoutTemplate, mergeTemplateFields, type PageLayout } from "./layoutTemplate.ts";

/** A piece of text at (x, baseline y) in 10 pt, 5 pt per character. */
const at = (str: string, x: number, y: number, size = 10): PositionedText => ({
  str,
  x,
  y,
  width: str.length * size * 0.5,
  size,
});

interface Values {
  number: string;
  date: string;
  due: string;
  net: string;
  vat: string;
  total: string;
  iban: string;
  /** Lines of the address block (more lines push everything below down). */
  addressLines?: number;
}

/** The layout of "Muster Bürobedarf": number and dates right above, totals right aligned. */
function layoutA(v: Values): PageLayout {
  const shift = ((v.addressLines ?? 3) - 3) * 12;
  const right = (str: string, rightEdge: number, y: number) => at(str, rightEdge - str.length * 5, y);
  return {
    width: 595,
    height: 842,
    items: [
      at("Muster Bürobedarf GmbH", 50, 60, 14),
      ...Array.from({ length: v.addressLines ?? 3 }, (_, i) => at(`Adresszeile ${i + 1}`, 50, 120 + i * 12)),
      at("Rechnung", 50, 200 + shift, 16),
      at("Rechnungsnummer:", 350, 230 + shift),
      at(v.number, 460, 230 + shift),
      at("Rechnungsdatum:", 350, 244 + shift),
      at(v.date, 460, 244 + shift),
      at("Zahlbar bis", 350, 258 + shift),
      at(v.due, 460, 258 + shift),
      at("Pos", 50, 320 + shift),
      at("Bezeichnung", 90, 320 + shift),
      at("Betrag", 480, 320 + shift),
      at("1", 50, 336 + shift),
      at("Papier A4", 90, 336 + shift),
      right(v.net, 540, 336 + shift),
      at("Nettobetrag", 350, 400 + shift),
      right(v.net, 540, 400 + shift),
      at("USt 19 %", 350, 414 + shift),
      right(v.vat, 540, 414 + shift),
      at("Gesamtbetrag", 350, 430 + shift),
      right(v.total, 540, 430 + shift),
      at(`IBAN ${v.iban}`, 50, 800),
    ],
  };
}

/** The same partner's other layout: everything in one column on the left, other labels. */
function layoutB(v: Values): PageLayout {
  return {
    width: 595,
    height: 842,
    items: [
      at("Muster Bürobedarf GmbH", 300, 60, 14),
      at("Invoice", 50, 120, 16),
      at("Invoice no.", 50, 150),
      at(v.number, 150, 150),
      at("Date", 50, 164),
      at(v.date, 150, 164),
      at("Total", 50, 500),
      at(v.total, 150, 500),
      at("Net", 50, 520),
      at(v.net, 150, 520),
    ],
  };
}

const first: Values = {
  number: "RE-2026-0117",
  date: "14.03.2026",
  due: "28.03.2026",
  net: "1.000,00",
  vat: "190,00",
  total: "1.190,00",
  iban: "DE89 3704 0044 0532 0130 00",
};
const confirmed = {
  invoiceNumber: "RE-2026-0117",
  invoiceDate: "2026-03-14",
  dueDate: "2026-03-28",
  net: "1000.00",
  vatAmount: "190.00",
  total: "1190.00",
  iban: "DE89370400440532013000",
};
const second: Values = {
  number: "RE-2026-0342",
  date: "02.05.2026",
  due: "16.05.2026",
  net: "87,50",
  vat: "16,63",
  total: "104,13",
  iban: "DE89 3704 0044 0532 0130 00",
  addressLines: 4,
};

describe("learnLayoutTemplate", () => {
  it("learns the place and label of every confirmed value", () => {
    const template = learnLayoutTemplate([layoutA(first)], confirmed)!;
    expect(template.fields.invoiceNumber).toMatchObject({ page: 1, label: "rechnungsnummer", words: 1 });
    expect(template.fields.invoiceDate?.label).toBe("rechnungsdatum");
    expect(template.fields.dueDate?.label).toBe("zahlbar bis");
    // The net amount is printed twice: in the line and in the totals, which win.
    expect(template.fields.net?.label).toBe("nettobetrag");
    expect(template.fields.total?.label).toBe("gesamtbetrag");
    // The rate is the invoice's, not the layout's: labels are kept without numbers.
    expect(template.fields.vatAmount?.label).toBe("ust");
    expect(template.fields.iban?.label).toBe("iban");
  });

  it("learns nothing from values that are not printed", () => {
    expect(learnLayoutTemplate([layoutA(first)], { invoiceNumber: "XY-999", total: "5.00" })).toBeNull();
    expect(learnLayoutTemplate([], confirmed)).toBeNull();
  });
});

describe("applyLayoutTemplate", () => {
  it("reads the next invoice of the same layout with other values, shifted by a longer address", () => {
    const template = learnLayoutTemplate([layoutA(first)], confirmed)!;
    const applied = applyLayoutTemplate(template, [layoutA(second)])!;
    expect(applied).not.toBeNull();
    const f = applied.fields;
    expect(f.invoiceNumber?.value).toBe("RE-2026-0342");
    expect(f.invoiceDate?.value).toBe("2026-05-02");
    expect(f.dueDate?.value).toBe("2026-05-16");
    expect(f.net?.value).toBe("87.50");
    expect(f.vatAmount?.value).toBe("16.63");
    expect(f.total?.value).toBe("104.13");
    expect(f.iban?.value).toBe("DE89370400440532013000");
    expect(f.total?.confidence).toBeGreaterThanOrEqual(0.95);
    expect(f.total?.evidence).toMatchObject({ page: 1, label: "gesamtbetrag" });
  });

  it("falls back (null) for a different layout of the same partner", () => {
    const template = learnLayoutTemplate([layoutA(first)], confirmed)!;
    expect(applyLayoutTemplate(template, [layoutB(second)])).toBeNull();
  });

  it("falls back for a page without text and for a missing page", () => {
    const template = learnLayoutTemplate([layoutA(first)], confirmed)!;
    expect(applyLayoutTemplate(template, [{ width: 595, height: 842, items: [] }])).toBeNull();
    expect(applyLayoutTemplate(template, [])).toBeNull();
  });

  it("reads the whole amount when thousands are written as separate words, and dates in the learned order", () => {
    const us = (date: string, total: string): PageLayout => ({
      width: 612,
      height: 792,
      items: [
        at("Invoice number", 330, 150),
        at("A-100", 450, 150),
        at("Date of issue", 330, 164),
        at(date, 450, 164),
        at("Total due", 330, 400),
        at(total, 560 - total.length * 5, 400),
      ],
    });
    const template = learnLayoutTemplate([us("04/18/2026", "95.00")], {
      invoiceNumber: "A-100",
      invoiceDate: "2026-04-18",
      total: "95.00",
    })!;
    expect(template.fields.invoiceDate?.monthFirst).toBe(true);
    const next = applyLayoutTemplate(template, [us("05/06/2026", "1 250.00")])!;
    expect(next.fields.invoiceDate?.value).toBe("2026-05-06");
    expect(next.fields.total?.value).toBe("1250.00");
  });

  it("keeps the generic amounts when the template's no longer add up (more VAT rates than learned)", () => {
    const merged = mergeTemplateFields(
      {
        net: { value: "100.00", confidence: 0.9 },
        vatAmount: { value: "16.00", confidence: 0.9 },
        total: { value: "116.00", confidence: 0.9 },
      },
      {
        net: { value: "100.00", confidence: 0.97 },
        vatAmount: { value: "7.00", confidence: 0.97 },
        total: { value: "116.00", confidence: 0.97 },
      },
    );
    expect(merged.vatAmount?.value).toBe("16.00");
  });

  it("turns a credit note's amounts read at their learned places as printed to the generic reading's sign", () => {
    const generic = {
      net: { value: "100.00", confidence: 0.6 },
      vatAmount: { value: "19.00", confidence: 0.9 },
      total: { value: "119.00", confidence: 0.6 },
      isCreditMemo: { value: true, confidence: 0.88 },
    };
    const merged = mergeTemplateFields(generic, {
      net: { value: "-100.00", confidence: 0.97 },
      total: { value: "-119.00", confidence: 0.97 },
    });
    expect([merged.net?.value, merged.vatAmount?.value, merged.total?.value]).toEqual(["100.00", "19.00", "119.00"]);
    expect(merged.net?.confidence).toBe(0.97);
    // An invoice's (not a credit note's) negative amounts keep their sign.
    const invoice = mergeTemplateFields(
      { total: generic.total, isCreditMemo: { value: false, confidence: 0.8 } },
      { total: { value: "-119.00", confidence: 0.97 } },
    );
    expect(invoice.total?.value).toBe("-119.00");
  });

  it("puts the template's values over the generic reading, keeps the rest", () => {
    const merged = mergeTemplateFields(
      { total: { value: "1.00", confidence: 0.6 }, currency: { value: "EUR", confidence: 0.9 } },
      { total: { value: "104.13", confidence: 0.97 } },
    );
    expect(merged.total?.value).toBe("104.13");
    expect(merged.currency?.value).toBe("EUR");
  });
});
