import { readFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { extractPdfTextPages, layoutLines, readPdfText, type PositionedText } from "./pdfText.ts";

const item = (str: string, x: number, y: number, size = 10): PositionedText => ({
  str,
  x,
  y,
  width: str.length * size * 0.5,
  size,
});

describe("layoutLines", () => {
  it("groups by baseline, sorts by x and separates words and columns", () => {
    const text = layoutLines([
      item("12,00", 300, 100.8),
      item("Nettobetrag", 50, 100),
      item("EUR", 330, 100.4),
      item("Rechnung", 50, 60, 14),
      item("Nr.", 111, 60, 14),
    ]);
    expect(text).toBe("Rechnung Nr.\n\nNettobetrag  12,00 EUR");
  });

  it("joins pieces of one word and uses whitespace items as word breaks", () => {
    const text = layoutLines([item("Rech", 50, 50), item("nung", 70, 50), item(" ", 90, 50), item("1", 91, 50)]);
    expect(text).toBe("Rechnung 1");
  });

  it("returns an empty string without text", () => {
    expect(layoutLines([])).toBe("");
    expect(layoutLines([item(" ", 10, 10)])).toBe("");
  });
});

describe("extractPdfTextPages", () => {
  it("reads the text of each page, empty pages as empty strings, and leaves the input intact", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText("Rechnung Nr. 2024-1", { x: 50, y: 780, size: 16, font });
    page.drawText("Nettobetrag", { x: 50, y: 600, size: 10, font });
    page.drawText("100,00 EUR", { x: 400, y: 600, size: 10, font });
    pdf.addPage([595, 842]);
    const data = await pdf.save();
    const length = data.byteLength;

    const pages = await extractPdfTextPages(data);
    expect(pages).toEqual(["Rechnung Nr. 2024-1\n\nNettobetrag  100,00 EUR", ""]);
    expect(data.byteLength).toBe(length);
  });

  it("reads a Factur-X sample's visible text", async () => {
    const file = path.resolve(
      import.meta.dirname,
      "../../../testdata/einvoice/zugferd-corpus/XML-Rechnung/FX/EN16931_Einfach.pdf",
    );
    const pages = await extractPdfTextPages(new Uint8Array(readFileSync(file)));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain("Handelsrechnung (380) Nr. 471102 vom 05.03.2018");
    expect(pages[1]).toContain("Bruttosumme  529,87");
    expect(pages[1]).toContain("Seite 2 von 2");
  });

  it("returns the positioned items beside the lines (readPdfText), in device space with y downwards", async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const page = pdf.addPage([595, 842]);
    page.drawText("Rechnungsnummer", { x: 50, y: 742, size: 10, font });
    page.drawText("RE-77", { x: 400, y: 742, size: 10, font });
    pdf.addPage([595, 842]);

    const { pages, layout } = await readPdfText(await pdf.save());
    expect(pages).toEqual(["Rechnungsnummer  RE-77", ""]);
    expect(layout).toHaveLength(2);
    expect(layout[1]).toEqual([]);
    const value = layout[0]!.find((i) => i.str === "RE-77")!;
    expect(value.x).toBeCloseTo(400, 1);
    expect(value.y).toBeCloseTo(100, 1);
    expect(value.size).toBeCloseTo(10, 1);
    expect(value.width).toBeCloseTo(font.widthOfTextAtSize("RE-77", 10), 1);
  });

  it("rejects data that is not a PDF", async () => {
    await expect(extractPdfTextPages(new TextEncoder().encode("no pdf"))).rejects.toThrow();
  });
});
