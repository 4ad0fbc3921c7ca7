import { PDFDocument, StandardFonts } from "pdf-lib";
import type { ProviderDocumentKind } from "./provider.ts";

/** One document of a sandbox account: what its PDF shows. */
export interface SandboxDocumentSpec {
  id: string;
  kind: ProviderDocumentKind;
  /** YYYY-MM-DD */
  date: string;
  number: string;
  issuer: { name: string; street: string; city: string; vatId: string; iban?: string };
  recipient: { name: string; street: string; city: string };
  /** Lines: description, net amount (exact decimal). */
  lines: { description: string; net: string }[];
  vatPercent: number;
  archived: boolean;
  /** Receipts and other documents: their title instead of "Rechnung". */
  title?: string;
}

const cents = (decimal: string): number => {
  const [whole, frac = ""] = decimal.split(".");
  return Number(whole) * 100 + Number((frac + "00").slice(0, 2)) * (decimal.startsWith("-") ? -1 : 1);
};
const euro = (value: number): string =>
  `${(value / 100).toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} EUR`;
const germanDate = (iso: string): string => iso.split("-").reverse().join(".");

/** Net, VAT and gross of a document in cents. */
export function sandboxTotals(spec: SandboxDocumentSpec): { net: number; vat: number; gross: number } {
  const net = spec.lines.reduce((sum, line) => sum + cents(line.net), 0);
  const vat = Math.round((net * spec.vatPercent) / 100);
  return { net, vat, gross: net + vat };
}

/** The gross total as an exact decimal string ("1234.56"). */
export const sandboxGross = (spec: SandboxDocumentSpec): string => (sandboxTotals(spec).gross / 100).toFixed(2);

/**
 * A real, text-bearing PDF of a sandbox document (capture reads its text like any invoice).
 * Deterministic: no creation date or producer, so the same document always has the same bytes
 * (and the same SHA-256: duplicate detection works as with a file uploaded twice).
 */
export async function sandboxPdf(spec: SandboxDocumentSpec): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 790;
  const text = (value: string, x: number, size = 10, f = font) => page.drawText(value, { x, y, size, font: f });
  text(spec.issuer.name, 50, 14, bold);
  y -= 16;
  text(`${spec.issuer.street} · ${spec.issuer.city}`, 50, 9);
  y -= 40;
  text(spec.recipient.name, 50);
  y -= 13;
  text(spec.recipient.street, 50);
  y -= 13;
  text(spec.recipient.city, 50);
  y -= 40;
  text(`${spec.title ?? "Rechnung"} ${spec.number}`, 50, 16, bold);
  y -= 20;
  text(`Rechnungsnummer: ${spec.number}`, 50);
  text(`Rechnungsdatum: ${germanDate(spec.date)}`, 330);
  y -= 13;
  text(`Leistungsdatum: ${germanDate(spec.date)}`, 50);
  text(`USt-IdNr.: ${spec.issuer.vatId}`, 330);
  y -= 30;
  text("Beschreibung", 50, 10, bold);
  text("Netto", 450, 10, bold);
  y -= 16;
  for (const line of spec.lines) {
    text(line.description, 50);
    text(euro(cents(line.net)), 450);
    y -= 14;
  }
  const totals = sandboxTotals(spec);
  y -= 16;
  text("Nettobetrag", 330);
  text(euro(totals.net), 450);
  y -= 14;
  text(`Umsatzsteuer ${spec.vatPercent} %`, 330);
  text(euro(totals.vat), 450);
  y -= 14;
  text("Gesamtbetrag", 330, 10, bold);
  text(euro(totals.gross), 450, 10, bold);
  y -= 40;
  if (spec.issuer.iban) {
    text(`Bitte überweisen Sie den Betrag innerhalb von 14 Tagen auf IBAN ${spec.issuer.iban}.`, 50, 9);
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
