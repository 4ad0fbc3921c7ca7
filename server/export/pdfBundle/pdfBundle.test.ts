import { unzipSync } from "fflate";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { doc, readAll } from "../../domain/export/xml/exportTestUtil.ts";
import { openPdf } from "../../files/pdf.ts";
import { writePdfBundleZip, type PdfBundleDocument, type PdfBundleInput } from "./pdfBundle.ts";

async function samplePdf(pages: number, label: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++)
    pdf.addPage([300, 400]).drawText(`${label} ${i + 1}`, { x: 20, y: 300, size: 12, font });
  return pdf.save();
}

async function textOf(bytes: Uint8Array): Promise<{ pages: number; texts: string[] }> {
  const pdf = await openPdf(bytes, { maxPages: 200 });
  try {
    const texts: string[] = [];
    for (let p = 1; p <= pdf.numPages; p++) texts.push(await pdf.pageText(p));
    return { pages: pdf.numPages, texts };
  } finally {
    await pdf.close();
  }
}

const invoice = doc({ invoiceNumber: "RE-2025/001", total: "1234.50" });
const entry = (overrides: Partial<PdfBundleDocument> = {}): PdfBundleDocument => ({
  document: invoice,
  pdf: () => samplePdf(2, "Original"),
  history: [
    { at: "2025-03-05T09:15:00Z", actorName: "Anna Áčková", text: "Beleg hochgeladen" },
    { at: "2025-03-06T14:00:00Z", actorName: null, text: "Betrag geändert: 1.200,00 € → 1.234,50 €" },
  ],
  approvals: [{ approverName: "Bernd Brösel", state: "APPROVED", at: "2025-03-07T08:00:00Z", comment: "passt" }],
  ...overrides,
});

const bundle = (documents: PdfBundleDocument[], overrides: Partial<PdfBundleInput> = {}) =>
  readAll(
    writePdfBundleZip({
      documents,
      language: "de",
      appendAuditTrail: true,
      auditTrailPos: "END",
      exported: { at: "2025-04-01T10:00:00Z", actorName: "Steuerberaterin Schmidt" },
      ...overrides,
    }),
  ).then((bytes) => unzipSync(bytes));

describe("PDF bundle of the booking export", () => {
  it("appends an audit-trail page with number, partner, amounts, history, approvals and export", async () => {
    const zip = await bundle([entry()]);
    expect(Object.keys(zip)).toEqual(["RE-2025_001.pdf"]);
    const { pages, texts } = await textOf(zip["RE-2025_001.pdf"]!);
    expect(pages).toBe(3);
    expect(texts[0]).toContain("Original 1");
    const audit = texts[2]!;
    for (const expected of [
      "Prüfprotokoll",
      "RE-2025/001",
      "Schröder & Söhne Bau GmbH",
      "1.234,50 EUR",
      "05.03.2025, 10:15",
      "Anna Áčková".replace("č", "?"),
      "Beleg hochgeladen",
      "System",
      "Bernd Brösel: freigegeben",
      "Exportiert am 01.04.2025, 12:00 von Steuerberaterin Schmidt",
    ]) {
      expect(audit).toContain(expected);
    }
  });

  it("puts the audit trail first with START and writes English texts", async () => {
    const zip = await bundle([entry()], { auditTrailPos: "START", language: "en" });
    const { pages, texts } = await textOf(zip["RE-2025_001.pdf"]!);
    expect(pages).toBe(3);
    expect(texts[0]).toContain("Audit trail");
    expect(texts[0]).toContain("Bernd Brösel: approved");
    expect(texts[0]).toContain("1,234.50 EUR");
    expect(texts[1]).toContain("Original 1");
  });

  it("flows a long history onto further pages without cutting text", async () => {
    const history = Array.from({ length: 120 }, (_, i) => ({
      at: "2025-03-05T09:15:00Z",
      actorName: "Clerk",
      text: `Eintrag ${i + 1}: ${"sehr langer Verlaufstext ".repeat(6)}Ende${i + 1}`,
    }));
    const zip = await bundle([entry({ history, pdf: () => samplePdf(1, "Original") })]);
    const { pages, texts } = await textOf(zip["RE-2025_001.pdf"]!);
    expect(pages).toBeGreaterThan(3);
    const audit = texts.slice(1).join("\n");
    for (let i = 1; i <= 120; i++) expect(audit).toContain(`Ende${i}`);
    expect(texts[2]).toContain("Fortsetzung");
    expect(texts.at(-1)).toContain(`Seite ${pages - 1} von ${pages - 1}`);
  });

  it("puts a damaged PDF unchanged into the ZIP with its audit trail beside it", async () => {
    const damaged = new TextEncoder().encode("%PDF-1.7\nthis is not really a PDF");
    const second = doc({ documentRowId: "d2", invoiceNumber: "RE-2" });
    const zip = await bundle([entry({ pdf: async () => damaged }), entry({ document: second })]);
    expect(Object.keys(zip).sort()).toEqual(["RE-2.pdf", "RE-2025_001.pdf", "RE-2025_001_Pruefprotokoll.pdf"]);
    expect(zip["RE-2025_001.pdf"]).toEqual(damaged);
    const audit = await textOf(zip["RE-2025_001_Pruefprotokoll.pdf"]!);
    expect(audit.texts.join("\n")).toContain("konnte nicht gelesen werden");
    expect((await textOf(zip["RE-2.pdf"]!)).pages).toBe(3);
  });

  it("leaves the PDFs as they are without appendAuditTrail", async () => {
    const original = await samplePdf(1, "Original");
    const zip = await bundle([entry({ pdf: async () => original })], { appendAuditTrail: false });
    expect(zip["RE-2025_001.pdf"]).toEqual(original);
  });
});
