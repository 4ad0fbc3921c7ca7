import { describe, expect, it } from "vitest";
import { extractInvoiceFields } from "./index.ts";
import { layoutLines, type PositionedText } from "./layout.ts";

/** Items as a PDF writes them: one per word group, 0.5 em per character. */
const item = (str: string, x: number, y: number, size = 10): PositionedText => ({
  str,
  x,
  y,
  width: str.length * size * 0.5,
  size,
});

const page: PositionedText[] = [
  item("Muster Elektro GmbH", 50, 60, 18),
  item("Rechnung", 50, 200, 16),
  // Labels above their values (a meta row)
  item("Rechnungsnummer", 50, 230, 8),
  item("Datum", 200, 230, 8),
  item("RE-2026-0042", 50, 242),
  item("31.12.2026", 200, 242),
  item("Nettobetrag", 330, 400),
  item("100,00 EUR", 480, 400),
  item("zzgl. 19 % USt", 330, 414),
  item("19,00 EUR", 485, 414),
  item("Gesamtbetrag:", 330, 428),
  item("119,00 EUR", 480, 428),
  item("Muster Elektro GmbH · IBAN DE89 3704 0044 0532 0130 00 · USt-IdNr. DE136695976", 50, 800, 7),
];

describe("evidence", () => {
  const layout = [page];
  const fields = extractInvoiceFields([layoutLines([...page])], { layout });

  it("gives each value's box on its page and the label it follows or sits under", () => {
    expect(fields.total?.value).toBe("119.00");
    expect(fields.total?.evidence).toMatchObject({ page: 1, x: 480, label: "Gesamtbetrag" });
    expect(fields.total!.evidence!.y).toBeCloseTo(428 - 8, 0);
    expect(fields.total!.evidence!.height).toBe(10);
    expect(fields.net?.evidence).toMatchObject({ page: 1, x: 480, label: "Nettobetrag" });
    expect(fields.invoiceNumber?.value).toBe("RE-2026-0042");
    expect(fields.invoiceNumber?.evidence).toMatchObject({ page: 1, x: 50, label: "Rechnungsnummer" });
    expect(fields.invoiceDate?.evidence).toMatchObject({ page: 1, x: 200, label: "Datum" });
  });

  it("boxes an id inside a longer item by its characters", () => {
    const iban = fields.iban!.evidence!;
    expect(fields.iban?.value).toBe("DE89370400440532013000");
    expect(iban.label).toBe("IBAN");
    // "Muster Elektro GmbH · IBAN " is 27 characters of 3.5 pt before the IBAN.
    expect(iban.x).toBeCloseTo(50 + 27 * 3.5, 0);
    expect(iban.width).toBeCloseTo("DE89 3704 0044 0532 0130 00".length * 3.5, 0);
  });

  it("has no evidence without the positioned text", () => {
    const plain = extractInvoiceFields([layoutLines([...page])]);
    expect(plain.total?.value).toBe("119.00");
    expect(plain.total?.evidence).toBeUndefined();
  });
});
