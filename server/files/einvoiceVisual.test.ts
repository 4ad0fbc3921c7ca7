// pdf.ts first: it sets the canvas globals pdfjs needs before anything loads pdfjs.
import { openPdf } from "./pdf.ts";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { EInvoice, InvoiceLine } from "../domain/capture/types.ts";
import { multiplyDecimals } from "../../src/lib/decimal.ts";
import { parseEInvoiceXml } from "../domain/einvoice/index.ts";
import { extractPdfTextPages } from "../domain/extraction/pdfText.ts";
import {
  documentTypeLabel,
  einvoiceHeading,
  formatAmount,
  formatDate,
  formatIban,
  formatMoney,
  renderEInvoicePdf,
  unitLabel,
} from "./einvoiceVisual.ts";

const TESTDATA = path.resolve(import.meta.dirname, "../../testdata/einvoice");
const ZUGFERD = "zugferd-corpus/XML-Rechnung";
const KOSIT = "kosit-xrechnung-testsuite/src/test/business-cases/standard";

const load = (file: string): EInvoice => parseEInvoiceXml(fs.readFileSync(path.join(TESTDATA, file)));

async function pdfPages(pdf: Uint8Array): Promise<number> {
  const opened = await openPdf(pdf, { maxPages: 100 });
  try {
    return opened.numPages;
  } finally {
    await opened.close();
  }
}

/** Pdfjs' text layer with runs of spaces collapsed (the layout joins columns with two). */
const textOf = async (pdf: Uint8Array) => (await extractPdfTextPages(pdf)).map((p) => p.replace(/ {2,}/g, " "));
/** A formatted value as the text layer reads it: the no-break space between amount and
 * currency (Intl's, as in the SPA) comes out as a plain space. */
const asRead = (value: string) => value.replace(/\u00a0/g, " ");

describe("formatting", () => {
  it("formats amounts from the decimal string, in German and English", () => {
    // As the SPA writes amounts (src/lib/format.ts): Intl, German and English (en-GB).
    expect(formatMoney("1234.56", "EUR", "de")).toBe("1.234,56\u00a0€");
    expect(formatMoney("1234.56", "EUR", "en")).toBe("€1,234.56");
    expect(formatMoney("12829687.5", "CHF", "de")).toBe("12.829.687,50\u00a0CHF");
    expect(formatMoney("-8.79", "EUR", "de")).toBe("-8,79\u00a0€");
    expect(formatMoney("0", undefined, "de")).toBe("0,00\u00a0€");
    expect(formatMoney("1.23456", "EUR", "de")).toBe("1,23456\u00a0€");
    // More decimals than two are shown, never rounded away.
    expect(formatAmount("3.3333", "de")).toBe("3,3333");
    expect(formatAmount("100000000000000000000.01", "en")).toBe("100,000,000,000,000,000,000.01");
    expect(formatAmount("n/a", "de")).toBe("n/a");
  });

  it("formats dates, IBANs, units and document types", () => {
    expect(formatDate("2024-03-14", "de")).toBe("14.03.2024");
    // As the SPA writes dates (src/lib/calendarDate.ts): English day first, numeric.
    expect(formatDate("2024-03-04", "en")).toBe("04/03/2024");
    expect(formatDate("not a date", "en")).toBe("not a date");
    expect(formatIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    // The review form's unit names (review.units), in the number the quantity asks for.
    expect(unitLabel("C62", "de")).toBe("Stk.");
    expect(unitLabel("HUR", "de")).toBe("Std.");
    expect(unitLabel("MON", "de", "1")).toBe("Monat");
    expect(unitLabel("MON", "de", "3")).toBe("Monate");
    expect(unitLabel("XPK", "en")).toBe("pkg");
    expect(unitLabel("KGM", "en")).toBe("kg");
    expect(unitLabel("XYZ", "de")).toBe("XYZ");
    const creditNote = load(`${ZUGFERD}/UBL/ubl-tc434-creditnote1.xml`);
    expect(documentTypeLabel(creditNote, "de")).toBe("Gutschrift (381)");
    expect(einvoiceHeading(load(`${KOSIT}/03.06a-INVOICE_ubl.xml`), "de")).toBe("E-Rechnung (XRechnung, UBL)");
  });
});

describe("renderEInvoicePdf", () => {
  const samples = [
    { name: "UBL credit note", file: `${ZUGFERD}/UBL/ubl-tc434-creditnote1.xml`, language: "de" as const },
    { name: "CII with 23 lines (KoSIT 02.05a)", file: `${KOSIT}/02.05a-INVOICE_uncefact.xml`, language: "de" as const },
    { name: "KoSIT business case 03.06a (UBL)", file: `${KOSIT}/03.06a-INVOICE_ubl.xml`, language: "de" as const },
    {
      name: "CII with allowances and prepaid",
      file: `${ZUGFERD}/CII/EN16931_Rabatte.cii.xml`,
      language: "en" as const,
    },
    { name: "XRechnung CII, English", file: `${ZUGFERD}/CII/XRECHNUNG_Elektron.cii.xml`, language: "en" as const },
  ];

  it.each(samples)("renders $name with number, total and seller in the text layer", async ({ file, language }) => {
    const einvoice = load(file);
    const inv = einvoice.invoice;
    const pdf = await renderEInvoicePdf(einvoice, { language });
    expect(await pdfPages(pdf)).toBeGreaterThanOrEqual(1);
    const text = (await textOf(pdf)).join("\n");
    expect(text).toContain(inv.invoiceNumber!);
    expect(text).toContain(asRead(formatMoney(inv.total!, inv.currency, language)));
    expect(text).toContain(inv.seller.name!.split("\n")[0]!);
    expect(text).toContain(
      language === "de"
        ? "Darstellung der E-Rechnung – maßgeblich ist die XML-Datei."
        : "Rendering of the e-invoice – the XML file is authoritative.",
    );
    expect(text).toContain(language === "de" ? "Seite 1 von" : "Page 1 of");
  });

  it("shows the header line, the document type, units, VAT lines and the IBAN", async () => {
    const einvoice = load(`${KOSIT}/03.06a-INVOICE_ubl.xml`);
    const [page] = await textOf(await renderEInvoicePdf(einvoice, { language: "de" }));
    expect(page).toContain("E-Rechnung (XRechnung, UBL)");
    expect(page).toContain("Rechnung (380)");
    expect(page).toContain("991-33333TEST-33"); // Leitweg-ID
    expect(page).toContain("1 Std."); // HUR
    expect(page).toContain("USt 19 % auf 1.600,00 €");
    expect(page).toContain("304,00 €");
    expect(page).toContain("DE79 0000 0000 1234 5678 90");
    expect(page).toContain("Testverkäufer");
  });

  it("writes the English picture's dates and amounts as the SPA does (day first, euro sign first)", async () => {
    const einvoice = load(`${KOSIT}/03.06a-INVOICE_ubl.xml`);
    const [page] = await textOf(await renderEInvoicePdf(einvoice, { language: "en" }));
    expect(einvoice.invoice.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [y, m, d] = einvoice.invoice.invoiceDate!.split("-");
    expect(page).toContain(`Invoice date ${d}/${m}/${y}`);
    expect(page).toContain("VAT 19% on €1,600.00");
    expect(page).toContain("1 h"); // HUR
    expect(page).toContain("Invoice (380)");
  });

  it("sets title and subject and is byte-identical for the same input", async () => {
    const einvoice = load(`${ZUGFERD}/CII/EN16931_Rabatte.cii.xml`);
    const a = await renderEInvoicePdf(einvoice, { language: "de" });
    const b = await renderEInvoicePdf(structuredClone(einvoice), { language: "de" });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const en = await renderEInvoicePdf(einvoice, { language: "en" });
    expect(Buffer.from(a).equals(Buffer.from(en))).toBe(false);

    const { PDFDocument } = await import("pdf-lib");
    const doc = await PDFDocument.load(a, { updateMetadata: false });
    expect(doc.getTitle()).toBe("Rechnung 471102 – Lieferant GmbH");
    expect(doc.getSubject()).toContain("E-Rechnung (EN 16931, CII)");
    expect(doc.getCreationDate()?.toISOString()).toBe("2018-06-05T00:00:00.000Z");
    expect(doc.getModificationDate()?.toISOString()).toBe("2018-06-05T00:00:00.000Z");
  });

  it("breaks 120 lines over several pages, repeating the table header and numbering the pages", async () => {
    const einvoice = load(`${ZUGFERD}/CII/XRECHNUNG_Einfach.cii.xml`);
    const items: InvoiceLine[] = Array.from({ length: 120 }, (_, i) => ({
      posNo: String(i + 1),
      title:
        i % 7 === 0
          ? `Artikel ${i + 1} mit einer sehr langen Bezeichnung, die über mehrere Zeilen umbrochen werden muss, damit sie in die Spalte passt`
          : `Artikel ${i + 1}`,
      description: i % 10 === 0 ? "Lieferung frei Haus, Montage inklusive" : undefined,
      quantity: String(i + 1),
      unit: i % 2 === 0 ? "C62" : "HUR",
      unitNetPrice: "1234.5",
      vatPercent: "19",
      totalPrice: multiplyDecimals("1234.50", String(i + 1)),
    }));
    const many: EInvoice = { ...einvoice, invoice: { ...einvoice.invoice, items } };
    const pdf = await renderEInvoicePdf(many, { language: "de" });
    const numPages = await pdfPages(pdf);
    expect(numPages).toBeGreaterThanOrEqual(3);
    const pages = await textOf(pdf);
    expect(pages).toHaveLength(numPages);
    expect(pages[1]).toContain(`Seite 2 von ${numPages}`);
    expect(pages[numPages - 1]).toContain(`Seite ${numPages} von ${numPages}`);
    for (const page of pages.slice(1)) {
      expect(page).toContain("Rechnung 471102 – Lieferant GmbH – Fortsetzung");
      // Every page the table continues on starts with its header again.
      if (/^\d+ Artikel/m.test(page)) expect(page).toContain("Pos. Bezeichnung Menge Einzelpreis USt % Betrag");
    }
    const all = pages.join("\n");
    expect(all).toContain("Artikel 120");
    expect(all).toContain("119 Stk.");
    expect(all).toContain("120 Std.");
    expect(all).toContain("148.140,00"); // 120 × 1.234,50
    expect(all).toContain(asRead(formatMoney(einvoice.invoice.total!, "EUR", "de")));
  });

  it("renders text WinAnsi cannot encode with question marks instead of failing", async () => {
    const einvoice = load(`${ZUGFERD}/CII/EN16931_Einfach.cii.xml`);
    const inv = einvoice.invoice;
    const odd: EInvoice = {
      ...einvoice,
      invoice: {
        ...inv,
        invoiceNumber: "RE-Ł-2024\u200b-1",
        seller: { ...inv.seller, name: "Łódź Trading Sp. z o.o. 北京 😀", contactName: "Žofia Šťastná" },
        buyer: { ...inv.buyer, name: "Kunde\tmit Tab\nund Zeilenumbruch" },
        items: inv.items.map((item) => ({ ...item, title: `${item.title} – Größe Ø 5 mm, 中文 🎉 ő` })),
        notes: ["Emoji 🚀 und Ümlaute, € und „Anführungszeichen“"],
      },
    };
    const pdf = await renderEInvoicePdf(odd, { language: "de" });
    expect(await pdfPages(pdf)).toBe(1);
    const [page] = await textOf(pdf);
    expect(page).toContain("RE-?-2024-1");
    expect(page).toContain("?ód? Trading Sp. z o.o. ?? ?");
    expect(page).toContain("Žofia Š?astná");
    expect(page).toContain("Größe Ø 5 mm, ?? ? ?");
    expect(page).toContain("Emoji ? und Ümlaute, € und „Anführungszeichen“");
  });

  it("renders a page to a picture with ink on it", async () => {
    const pdf = await renderEInvoicePdf(load(`${KOSIT}/03.06a-INVOICE_ubl.xml`), { language: "de" });
    const opened = await openPdf(pdf, { maxPages: 10 });
    try {
      const page = await opened.renderPage(1, { dpi: 72, format: "raw" });
      expect(page.width).toBe(595);
      let dark = 0;
      for (let i = 0; i < page.data.length; i += 4) if (page.data[i]! < 128) dark++;
      expect(dark).toBeGreaterThan(2000);
      if (process.env.EINVOICE_VISUAL_PNG) {
        fs.writeFileSync(process.env.EINVOICE_VISUAL_PNG, (await opened.renderPage(1, { dpi: 110 })).data);
      }
    } finally {
      await opened.close();
    }
  });

  it("copes with an almost empty invoice", async () => {
    const bare: EInvoice = {
      syntax: "EBINTERFACE",
      invoice: {
        documentTypeCode: "999",
        isCreditMemo: true,
        vatBreakdown: [],
        seller: {},
        buyer: {},
        payment: {},
        items: [{ title: "", totalPrice: "0.00" }],
        notes: [],
      },
    };
    const pdf = await renderEInvoicePdf(bare, { language: "en" });
    const [page] = await textOf(pdf);
    expect(page).toContain("E-invoice (ebInterface)");
    expect(page).toContain("Credit note (999)");
    expect(page).toContain("Page 1 of 1");
  });
});
