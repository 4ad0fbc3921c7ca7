import { PDFDocument, StandardFonts } from "pdf-lib";

/** The values printed on a generated test invoice (amounts and dates as printed, German style). */
export interface TestInvoiceValues {
  number: string;
  date: string;
  /** Printed due date; none when the partner's payment terms should give it. */
  due?: string;
  net: string;
  vat: string;
  total: string;
  /** Printed IBAN; none when the partner's master data should give it. */
  iban?: string;
  /** Printed customer number (a weakly labelled reference). */
  orderNumber?: string;
  /** Lines of the recipient's address block (more push the rest down). */
  addressLines?: number;
  /** The document's title ("Rechnung" unless given, e.g. "Gutschrift"). */
  title?: string;
}

/**
 * A one-page invoice of "Muster Bürobedarf GmbH" in its own layout, as a real PDF (pdf-lib,
 * Helvetica): letterhead, recipient, number and dates at the right, one line, totals at the
 * right, bank data in the footer. `variant` "other" is the same vendor's different layout.
 */
/** Calls so far: each file gets its own metadata, so two files of the same values are two
 * files (two scans of one invoice), not the same upload twice (a duplicate by content) — pdf-lib
 * stamps only the second of creation, and two calls within one second gave identical bytes. */
let made = 0;

export async function testInvoicePdf(
  v: TestInvoiceValues,
  variant: "usual" | "other" = "usual",
): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  made += 1;
  pdf.setSubject(`Testrechnung ${made}`);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // y downwards like the reader's device space.
  const text = (s: string, x: number, y: number, size = 10, f = font) =>
    page.drawText(s, { x, y: 842 - y, size, font: f });
  const right = (s: string, rightEdge: number, y: number, size = 10, f = font) =>
    text(s, rightEdge - f.widthOfTextAtSize(s, size), y, size, f);
  const shift = ((v.addressLines ?? 3) - 3) * 12;
  if (variant === "usual") {
    text("Muster Bürobedarf GmbH", 50, 60, 16, bold);
    text("Musterstraße 1 · 10115 Berlin · USt-IdNr.: DE136695976", 50, 78, 8);
    text("Alpha Bau GmbH", 50, 120);
    for (let i = 1; i < (v.addressLines ?? 3); i++) text(`Adresszeile ${i}`, 50, 120 + i * 12);
    text(v.title ?? "Rechnung", 50, 200 + shift, 16, bold);
    text("Rechnungsnummer:", 340, 230 + shift);
    text(v.number, 460, 230 + shift);
    text("Rechnungsdatum:", 340, 244 + shift);
    text(v.date, 460, 244 + shift);
    if (v.due) {
      text("Zahlbar bis:", 340, 258 + shift);
      text(v.due, 460, 258 + shift);
    }
    if (v.orderNumber) {
      text("Ihr Zeichen", 340, 272 + shift);
      text(v.orderNumber, 460, 272 + shift);
    }
    text("Pos", 50, 320 + shift, 10, bold);
    text("Bezeichnung", 90, 320 + shift, 10, bold);
    right("Betrag", 540, 320 + shift, 10, bold);
    text("1", 50, 336 + shift);
    text("Büromaterial laut Lieferschein", 90, 336 + shift);
    right(`${v.net} €`, 540, 336 + shift);
    text("Nettobetrag", 340, 400 + shift);
    right(`${v.net} €`, 540, 400 + shift);
    text("zzgl. 19 % USt", 340, 414 + shift);
    right(`${v.vat} €`, 540, 414 + shift);
    text("Gesamtbetrag", 340, 430 + shift, 10, bold);
    right(`${v.total} €`, 540, 430 + shift, 10, bold);
    text("Muster Bürobedarf GmbH · Amtsgericht Berlin HRB 12345", 50, 790, 8);
    if (v.iban) text(`Berliner Bank · IBAN: ${v.iban} · BIC: BEVODEBBXXX`, 50, 802, 8);
  } else {
    text("Muster Bürobedarf GmbH", 300, 50, 12, bold);
    text("USt-IdNr. DE136695976", 300, 64, 8);
    text("Rechnung Nr. " + v.number, 50, 150, 14, bold);
    text(`Datum ${v.date}`, 50, 170);
    text("Summe netto", 50, 520);
    text(`${v.net} EUR`, 200, 520);
    text("Umsatzsteuer 19 %", 50, 534);
    text(`${v.vat} EUR`, 200, 534);
    text("Rechnungsbetrag", 50, 548);
    text(`${v.total} EUR`, 200, 548);
    if (v.iban) text(`IBAN ${v.iban}`, 50, 700);
  }
  return pdf.save() as Promise<Uint8Array<ArrayBuffer>>;
}
