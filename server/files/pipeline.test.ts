import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeHeavyPdf, makeMultiPageTiff, makeScannedPdf, makeScannedPng, makeTextPdf } from "../test/badInputs.ts";
import { FileProcessingError } from "./errors.ts";
import { Ocr } from "./ocr.ts";
import { readPdfText } from "../domain/extraction/pdfText.ts";
import { renderDocument } from "./pipeline.ts";

const FX_DIR = path.resolve(import.meta.dirname, "../../testdata/einvoice/zugferd-corpus/XML-Rechnung/FX");
const hasTesseract = (process.env.PATH ?? "").split(":").some((dir) => existsSync(`${dir}/tesseract`));

describe("renderDocument", () => {
  it("renders every page of a Factur-X PDF with its text layer, reports progress and returns the XML", async () => {
    const progress: number[] = [];
    const doc = await renderDocument(await readFile(path.join(FX_DIR, "EN16931_Rabatte.pdf")), "PDF", {
      maxPages: 50,
      ocr: null,
      onProgress: (f) => progress.push(f),
    });
    expect(doc.pages.map((p) => p.pageNo)).toEqual([1, 2, 3]);
    expect(progress).toEqual([1 / 3, 2 / 3, 1]);
    for (const page of doc.pages) {
      expect(page.textSource).toBe("PDF");
      expect(page.full.mediaType).toBe("image/webp");
      expect(page.full.width).toBeLessThanOrEqual(1654);
      expect(page.thumb.width).toBe(300);
    }
    expect(doc.pages[0]!.text).toContain("Lieferant GmbH");
    expect(doc.attachments.map((a) => a.filename)).toEqual(["factur-x.xml"]);
    expect(doc.needsOcrButUnavailable).toBe(false);
    expect(doc.warnings).toEqual([]);
  });

  it("gives each PDF page's positioned text and size with its text, so capture reads the file once", async () => {
    const bytes = await readFile(path.join(FX_DIR, "EN16931_Rabatte.pdf"));
    const doc = await renderDocument(bytes, "PDF", { maxPages: 50, ocr: null });
    const separately = await readPdfText(bytes);
    expect(doc.pages).toHaveLength(separately.layout.length);
    for (const [i, page] of doc.pages.entries()) {
      expect(page.layout, `page ${i + 1}`).toBeDefined();
      // A4 in points, as the positions are.
      expect(page.layout!.width).toBeCloseTo(595.3, 0);
      expect(page.layout!.height).toBeCloseTo(841.9, 0);
      expect(page.layout!.items).toEqual(separately.layout[i]);
      expect(page.text).toBe(separately.pages[i]);
    }
    expect(doc.pages[0]!.layout!.items.some((item) => item.str.includes("Lieferant GmbH"))).toBe(true);
  });

  it("takes the text layer of a generated invoice PDF", async () => {
    const doc = await renderDocument(await makeTextPdf(), "PDF", { maxPages: 5, ocr: null });
    expect(doc.pages).toHaveLength(1);
    expect(doc.pages[0]!.textSource).toBe("PDF");
    expect(doc.pages[0]!.text).toContain("Rechnungsbetrag");
  });

  it("marks scans as needing OCR when there is none", async () => {
    const pdf = await renderDocument(await makeScannedPdf(), "PDF", { maxPages: 5, ocr: null });
    expect(pdf.pages[0]!.textSource).toBe("NONE");
    expect(pdf.pages[0]!.text).toBe("");
    expect(pdf.needsOcrButUnavailable).toBe(true);
    const png = await renderDocument(await makeScannedPng(), "PNG", { maxPages: 5, ocr: null });
    expect(png.pages[0]!.textSource).toBe("NONE");
    expect(png.needsOcrButUnavailable).toBe(true);
    expect(png.pages[0]!.full.width).toBe(1654);
  });

  it("renders each page of a TIFF", async () => {
    const progress: number[] = [];
    const doc = await renderDocument(await makeMultiPageTiff(), "TIFF", {
      maxPages: 5,
      ocr: null,
      onProgress: (f) => progress.push(f),
    });
    expect(doc.pages.map((p) => [p.pageNo, p.full.width, p.thumb.width])).toEqual([
      [1, 400, 300],
      [2, 400, 300],
    ]);
    expect(progress).toEqual([0.5, 1]);
  });

  it("refuses XML (it has no pages) and passes on the file errors", async () => {
    await expect(renderDocument(new Uint8Array(10), "XML", { maxPages: 5, ocr: null })).rejects.toMatchObject({
      code: "UNSUPPORTED_TYPE",
    });
    const error = await renderDocument(new Uint8Array(10), "PDF", { maxPages: 5, ocr: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileProcessingError);
    expect((error as FileProcessingError).code).toBe("PDF_DAMAGED");
  });

  it.runIf(hasTesseract)(
    "reads scanned PDF pages and images with OCR",
    async () => {
      const ocr = await Ocr.detect();
      const pdf = await renderDocument(await makeScannedPdf(), "PDF", { maxPages: 5, ocr });
      expect(pdf.pages[0]!.textSource).toBe("OCR");
      expect(pdf.pages[0]!.text).toContain("Rechnung");
      expect(pdf.pages[0]!.text).toMatch(/1\.190,00/);
      expect(pdf.needsOcrButUnavailable).toBe(false);
      const png = await renderDocument(await makeScannedPng(), "PNG", { maxPages: 5, ocr });
      expect(png.pages[0]!.textSource).toBe("OCR");
      expect(png.pages[0]!.text).toContain("Rechnung Nr. RE-2024-0815");
    },
    60_000,
  );

  it.runIf(hasTesseract)("keeps the page when its OCR fails, with a warning", async () => {
    const ocr = await Ocr.detect();
    const doc = await renderDocument(await makeScannedPng(), "PNG", { maxPages: 5, ocr, ocrTimeoutMs: 20 });
    expect(doc.pages[0]!.textSource).toBe("NONE");
    expect(doc.pages[0]!.full.width).toBe(1654);
    expect(doc.warnings).toEqual([{ pageNo: 1, code: "OCR_TIMEOUT", message: expect.any(String) as string }]);
  });
});

describe(
  "renderDocument within its budget (a heavy PDF cannot hold a render thread for long)",
  { timeout: 120_000 },
  () => {
    it("renders a page over its time budget again at a low resolution and notes it", async () => {
      const doc = await renderDocument(await makeHeavyPdf(1), "PDF", {
        maxPages: 10,
        ocr: null,
        budget: { pageTimeoutMs: 0, fallbackTimeoutMs: 120_000 },
      });
      expect(doc.pages).toHaveLength(1);
      expect(doc.pages[0]!.full.width).toBeLessThan(500);
      expect(doc.pages[0]!.text).toContain("Zeichnung Blatt 1");
      expect(doc.warnings.map((w) => [w.pageNo, w.code])).toEqual([[1, "PAGE_RENDER_SIMPLIFIED"]]);
    });

    it("shows a page blank when the low resolution is over budget too, and still makes the document", async () => {
      const doc = await renderDocument(await makeHeavyPdf(1), "PDF", {
        maxPages: 10,
        ocr: null,
        budget: { pageTimeoutMs: 0, fallbackTimeoutMs: 0 },
      });
      expect(doc.pages.map((p) => p.pageNo)).toEqual([1]);
      expect(doc.pages[0]!.text).toContain("Zeichnung Blatt 1");
      expect(doc.pages[0]!.full.bytes.byteLength).toBeGreaterThan(0);
      expect(doc.warnings.map((w) => [w.pageNo, w.code])).toEqual([[1, "PAGE_RENDER_TIMEOUT"]]);
    });

    it("renders at most maxRenderedPages pages and notes the rest", async () => {
      const progress: number[] = [];
      const doc = await renderDocument(await makeHeavyPdf(5, 0), "PDF", {
        maxPages: 10,
        ocr: null,
        budget: { maxRenderedPages: 2 },
        onProgress: (f) => progress.push(f),
      });
      expect(doc.pages.map((p) => p.pageNo)).toEqual([1, 2]);
      expect(doc.totalPages).toBe(5);
      expect(doc.warnings.map((w) => [w.pageNo, w.code])).toEqual([[3, "PAGES_NOT_RENDERED"]]);
      expect(progress.at(-1)).toBe(1);
    });

    it("leaves out the pages after the document's time budget, always keeping the first", async () => {
      const doc = await renderDocument(await makeHeavyPdf(3, 0), "PDF", {
        maxPages: 10,
        ocr: null,
        budget: { documentTimeoutMs: 0 },
      });
      expect(doc.pages.map((p) => p.pageNo)).toEqual([1]);
      expect(doc.totalPages).toBe(3);
      expect(doc.warnings.at(-1)).toMatchObject({ pageNo: 2, code: "PAGES_NOT_RENDERED" });
    });
  },
);
