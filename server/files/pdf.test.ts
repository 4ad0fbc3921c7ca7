import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { makeBadInputs, makeEncryptedPdf, makeTextPdf, makeZeroPagePdf, type BadInput } from "../test/badInputs.ts";
import { FileProcessingError } from "./errors.ts";
import { openPdf } from "./pdf.ts";

const FX_DIR = path.resolve(import.meta.dirname, "../../testdata/einvoice/zugferd-corpus/XML-Rechnung/FX");

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(FileProcessingError);
    return (e as FileProcessingError).code;
  }
  return "no error";
}

describe("openPdf on the ZUGFeRD / Factur-X corpus", () => {
  it("opens every PDF, counts pages, renders page 1 and finds exactly one XML attachment", async () => {
    const files = (await readdir(FX_DIR)).filter((f) => f.endsWith(".pdf")).sort();
    expect(files.length).toBeGreaterThanOrEqual(20);
    const xmlNames = new Set<string>();
    for (const file of files) {
      const pdf = await openPdf(await readFile(path.join(FX_DIR, file)), { maxPages: 500 });
      try {
        expect(pdf.numPages, file).toBeGreaterThanOrEqual(1);
        const xml = pdf.attachments.filter((a) => a.filename.toLowerCase().endsWith(".xml"));
        expect(xml, file).toHaveLength(1);
        expect(Buffer.from(xml[0]!.content.subarray(0, 200)).toString("utf8"), file).toMatch(/^(\uFEFF)?\s*<\?xml/);
        xmlNames.add(xml[0]!.filename);
        const page = await pdf.renderPage(1, { maxWidth: 1654 });
        expect(page.format).toBe("png");
        // A4 portrait at 200 dpi.
        expect(page.width, file).toBeGreaterThan(1600);
        expect(page.width, file).toBeLessThanOrEqual(1654);
        expect(page.height / page.width).toBeCloseTo(Math.SQRT2, 1);
        const meta = await sharp(page.data).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["png", page.width, page.height]);
        expect(await pdf.pageText(1), file).toMatch(/ZUGFeRD/);
      } finally {
        await pdf.close();
      }
    }
    expect([...xmlNames].sort()).toEqual(["factur-x.xml", "xrechnung.xml"]);
  }, 120_000);

  it("lists all embedded files, not only the XML", async () => {
    const pdf = await openPdf(await readFile(path.join(FX_DIR, "EN16931_Elektron.pdf")), { maxPages: 10 });
    expect(pdf.attachments.map((a) => a.filename).sort()).toEqual([
      "EN16931_Elektron_Aufmass.png",
      "EN16931_Elektron_ElektronRapport.pdf",
      "factur-x.xml",
    ]);
    await pdf.close();
  });
});

describe("openPdf", () => {
  let bad: Map<string, BadInput>;
  beforeAll(async () => {
    bad = new Map((await makeBadInputs(undefined, { sizeLimitBytes: 1024 })).map((b) => [b.name, b]));
  });

  it("does not detach or change the caller's buffer", async () => {
    const data = await makeTextPdf();
    const copy = data.slice();
    const pdf = await openPdf(data, { maxPages: 5 });
    await pdf.renderPage(1, { maxWidth: 300 });
    await pdf.close();
    expect(data.byteLength).toBe(copy.byteLength);
    expect(Buffer.from(data).equals(Buffer.from(copy))).toBe(true);
  });

  it("reads the text layer and renders to PNG, WebP or raw pixels within the size asked for", async () => {
    const pdf = await openPdf(await makeTextPdf(), { maxPages: 5 });
    expect(pdf.numPages).toBe(1);
    expect(pdf.attachments).toEqual([]);
    const text = await pdf.pageText(1);
    expect(text).toContain("Rechnung Nr. RE-2024-0815");
    expect(text).toContain("1.190,00 €");
    expect(text).toContain("Hauptstraße");
    const webp = await pdf.renderPage(1, { format: "webp", maxWidth: 800 });
    expect(webp.width).toBeLessThanOrEqual(800);
    expect(Buffer.from(webp.data.subarray(8, 12)).toString()).toBe("WEBP");
    const raw = await pdf.renderPage(1, { format: "raw", dpi: 72 });
    expect([raw.width, raw.height]).toEqual([595, 841]);
    expect(raw.data.length).toBe(raw.width * raw.height * 4);
    expect(raw.data[0]).toBe(255); // white background, opaque
    expect(raw.data[3]).toBe(255);
    await expect(pdf.renderPage(2)).rejects.toBeInstanceOf(RangeError);
    await pdf.close();
    await pdf.close(); // twice is fine
    await expect(pdf.renderPage(1)).rejects.toThrow(/closed/);
  });

  it("scales a poster-sized page down to the pixel budget", async () => {
    const doc = await PDFDocument.create();
    doc.addPage([14_400, 14_400]); // 200 × 200 inches, the largest page PDF allows
    const pdf = await openPdf(await doc.save(), { maxPages: 5 });
    const page = await pdf.renderPage(1, { format: "raw" });
    expect(page.width * page.height).toBeLessThanOrEqual(40_000_000);
    expect(page.width).toBeGreaterThan(6000);
    const small = await pdf.renderPage(1, { format: "raw", maxPixels: 1_000_000 });
    expect(small.width * small.height).toBeLessThanOrEqual(1_000_000);
    await pdf.close();
  });

  it("gives up on a page that renders too long instead of hanging", async () => {
    const pdf = await openPdf(await readFile(path.join(FX_DIR, "EN16931_Einfach.pdf")), { maxPages: 5 });
    expect(await codeOf(pdf.renderPage(1, { dpi: 600, timeoutMs: 1 }))).toBe("PAGE_RENDER_TIMEOUT");
    // The document is still usable afterwards.
    expect((await pdf.renderPage(2, { maxWidth: 200 })).width).toBeLessThanOrEqual(200);
    await pdf.close();
  });

  it("refuses a password-protected PDF with PDF_ENCRYPTED", async () => {
    expect(await codeOf(openPdf(bad.get("encryptedPdf")!.bytes!, { maxPages: 5 }))).toBe("PDF_ENCRYPTED");
  });

  it("opens a PDF with only an owner password (permissions), and one whose password is given", async () => {
    // The hand-written encryption is real: with the password the encrypted content stream decodes.
    const ownerOnly = await openPdf(makeEncryptedPdf({ userPassword: "", ownerPassword: "chef" }), { maxPages: 5 });
    expect(await ownerOnly.pageText(1)).toBe("Rechnung");
    await ownerOnly.close();
    const withPassword = await openPdf(makeEncryptedPdf({ userPassword: "geheim", ownerPassword: "chef" }), {
      maxPages: 5,
      password: "geheim",
    });
    expect(await withPassword.pageText(1)).toBe("Rechnung");
    await withPassword.close();
  });

  it("refuses truncated, non-PDF and empty input with PDF_DAMAGED, and a PDF without pages with PDF_EMPTY", async () => {
    expect(await codeOf(openPdf(bad.get("truncatedPdf")!.bytes!, { maxPages: 5 }))).toBe("PDF_DAMAGED");
    expect(await codeOf(openPdf(bad.get("programAsPdf")!.bytes!, { maxPages: 5 }))).toBe("PDF_DAMAGED");
    expect(await codeOf(openPdf(new Uint8Array(0), { maxPages: 5 }))).toBe("PDF_DAMAGED");
    expect(await codeOf(openPdf(bad.get("htmlAsXml")!.bytes!, { maxPages: 5 }))).toBe("PDF_DAMAGED");
    expect(await codeOf(openPdf(makeZeroPagePdf(), { maxPages: 5 }))).toBe("PDF_EMPTY");
  });

  it("refuses 3000 pages with maxPages 500 quickly, before rendering anything", async () => {
    const started = performance.now();
    expect(await codeOf(openPdf(bad.get("manyPagesPdf")!.bytes!, { maxPages: 500 }))).toBe("PDF_TOO_MANY_PAGES");
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
