// The booking export's PDFs: one ZIP with each document's PDF, streamed document by document.
// With the company's appendAuditTrail setting each PDF gets a generated audit-trail page (or
// pages: long histories flow on) at auditTrailPos, START or END: the document's number, partner
// and amounts, its history entries (when, who, what), its approvals and who exported it when.
// A PDF that cannot be read (damaged, encrypted) goes into the ZIP unchanged with its audit trail
// as a separate PDF beside it; one bad file never fails the export.
import type { Readable } from "node:stream";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { BookingDocument } from "../../domain/export/model.ts";
import { ZipNamer, streamZip, type ZipEntry } from "../../domain/export/xml/zipEntries.ts";
import { intlLocaleOf, t, type ServerLanguage } from "../../lib/i18n.ts";

export type AuditTrailPosition = "START" | "END";

export interface AuditHistoryEntry {
  /** ISO 8601 moment. */
  at: string;
  actorName: string | null;
  text: string;
}

export interface AuditApproval {
  approverName: string | null;
  state: "APPROVED" | "REJECTED" | "PENDING";
  /** ISO 8601 moment of the decision; null while pending. */
  at: string | null;
  comment: string | null;
}

export interface PdfBundleDocument {
  document: BookingDocument;
  /** The document's PDF bytes (read from the blob store by the caller). */
  pdf: () => Promise<Uint8Array>;
  history: readonly AuditHistoryEntry[];
  approvals: readonly AuditApproval[];
}

export interface PdfBundleInput {
  documents: AsyncIterable<PdfBundleDocument> | Iterable<PdfBundleDocument>;
  language: ServerLanguage;
  /** The company's appendAuditTrail setting. */
  appendAuditTrail: boolean;
  auditTrailPos: AuditTrailPosition;
  /** Who makes this export and when (ISO 8601). */
  exported: { at: string; actorName: string | null };
  /** Time zone the moments are shown in. */
  timeZone?: string;
}

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 50;
const TOP = PAGE_HEIGHT - MARGIN;
const BOTTOM = MARGIN + 20;
const BODY = 10;
const LINE = 13.5;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);

class AuditWriter {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = TOP;
  private readonly encodable = new Map<string, boolean>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly runningTitle: string,
    private readonly continued: string,
  ) {
    this.newPage();
  }

  /** Characters the WinAnsi standard fonts cannot show become "?"; whitespace runs one space. */
  clean(text: string): string {
    let out = "";
    for (const ch of text
      .normalize("NFC")
      .replace(/\s+/g, " ")
      .replace(/\p{Cf}/gu, "")) {
      let ok = this.encodable.get(ch);
      if (ok === undefined) {
        try {
          this.regular.encodeText(ch);
          this.bold.encodeText(ch);
          ok = true;
        } catch {
          ok = false;
        }
        this.encodable.set(ch, ok);
      }
      out += ok ? ch : "?";
    }
    return out;
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = TOP;
    if (this.pages.length > 1) {
      this.line(`${this.runningTitle} – ${this.continued}`, { size: 8, color: MUTED });
      this.y -= 6;
    }
  }

  private ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  private line(text: string, style: { bold?: boolean; size?: number; color?: typeof INK; indent?: number } = {}): void {
    const size = style.size ?? BODY;
    this.ensure(size + 4);
    this.page.drawText(text, {
      x: MARGIN + (style.indent ?? 0),
      y: this.y - size,
      size,
      font: style.bold ? this.bold : this.regular,
      color: style.color ?? INK,
    });
    this.y -= size + 4;
  }

  /** Text wrapped to the page width; long words are cut where they must be. */
  paragraph(text: string, style: { bold?: boolean; size?: number; indent?: number; color?: typeof INK } = {}): void {
    const size = style.size ?? BODY;
    const font = style.bold ? this.bold : this.regular;
    const maxWidth = PAGE_WIDTH - 2 * MARGIN - (style.indent ?? 0);
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= maxWidth;
    const words = this.clean(text).trim().split(" ").filter(Boolean);
    let current = "";
    const flush = () => {
      if (current) this.line(current, style);
      current = "";
    };
    for (let word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (fits(candidate)) {
        current = candidate;
        continue;
      }
      flush();
      while (!fits(word)) {
        let cut = word.length - 1;
        while (cut > 1 && !fits(word.slice(0, cut))) cut--;
        this.line(word.slice(0, cut), style);
        word = word.slice(cut);
      }
      current = word;
    }
    flush();
  }

  gap(points: number): void {
    this.y -= points;
  }

  heading(text: string): void {
    this.ensure(LINE * 3);
    this.gap(6);
    this.paragraph(text, { bold: true, size: 12 });
    this.gap(2);
  }
}

/** A document's audit trail as its own PDF (one or more A4 pages). */
export async function auditTrailPdf(
  entry: Pick<PdfBundleDocument, "document" | "history" | "approvals">,
  options: Pick<PdfBundleInput, "language" | "exported" | "timeZone">,
): Promise<Uint8Array> {
  const lang = options.language;
  const tx = (key: string, vars?: Record<string, string>) => t(lang, `auditTrail.${key}`, vars);
  const locale = intlLocaleOf(lang);
  const moment = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: options.timeZone ?? "Europe/Berlin",
  });
  const formatMoment = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : moment.format(date);
  };
  const formatDate = (value: string | null) => {
    if (value == null) return "–";
    const [y, m, d] = value.split("-");
    return lang === "de" ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
  };
  const money = (value: string | null, currency: string) => {
    if (value == null) return "–";
    const [int, frac = ""] = value.replace(/^-/, "").split(".");
    const grouped = (int ?? "0").replace(/\B(?=(\d{3})+(?!\d))/g, lang === "de" ? "." : ",");
    const cents = frac.padEnd(2, "0");
    return `${value.startsWith("-") ? "-" : ""}${grouped}${lang === "de" ? "," : "."}${cents} ${currency}`;
  };

  const doc = entry.document;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${tx("title")} ${doc.invoiceNumber ?? doc.internalNumber ?? ""}`.trim());
  pdf.setProducer("Belegwerk");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const number = doc.invoiceNumber ?? doc.internalNumber ?? "–";
  const w = new AuditWriter(pdf, regular, bold, `${tx("title")} ${number}`, tx("continued"));

  w.paragraph(`${tx("title")}: ${tx("document")} ${number}`, { bold: true, size: 16 });
  w.gap(8);
  const facts: [string, string][] = [
    [tx("documentNumber"), doc.invoiceNumber ?? "–"],
    [tx("internalNumber"), doc.internalNumber ?? "–"],
    [tx("invoiceDate"), formatDate(doc.invoiceDate)],
    [tx("partner"), doc.partner.name ?? "–"],
    [tx("net"), money(doc.net, doc.currency)],
    [tx("vat"), money(doc.vatAmount, doc.currency)],
    [tx("total"), money(doc.total, doc.currency)],
  ];
  for (const [label, value] of facts) w.paragraph(`${label}: ${value}`);

  w.heading(tx("history"));
  if (entry.history.length === 0) w.paragraph(tx("noHistory"), { color: MUTED });
  for (const item of entry.history) {
    w.paragraph(`${formatMoment(item.at)} · ${item.actorName ?? tx("unknownActor")}`, { bold: true, size: 9 });
    w.paragraph(item.text, { indent: 12 });
  }

  w.heading(tx("approvals"));
  if (entry.approvals.length === 0) w.paragraph(tx("noApprovals"), { color: MUTED });
  for (const approval of entry.approvals) {
    const state = tx(approval.state.toLowerCase());
    const when = approval.at != null ? `${formatMoment(approval.at)} · ` : "";
    w.paragraph(`${when}${approval.approverName ?? tx("unknownActor")}: ${state}`);
    if (approval.comment) w.paragraph(approval.comment, { indent: 12, color: MUTED });
  }

  w.heading(tx("exported"));
  w.paragraph(
    tx("exportedBy", { at: formatMoment(options.exported.at), name: options.exported.actorName ?? tx("unknownActor") }),
  );

  const total = w.pages.length;
  w.pages.forEach((page, index) => {
    const label = w.clean(tx("page", { page: String(index + 1), pages: String(total) }));
    page.drawText(label, {
      x: PAGE_WIDTH - MARGIN - regular.widthOfTextAtSize(label, 8),
      y: MARGIN - 10,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return pdf.save();
}

/**
 * The document's PDF with the audit trail's pages inserted at the start or appended at the end;
 * null when the PDF cannot be read (damaged or encrypted).
 */
export async function withAuditTrail(
  original: Uint8Array,
  audit: Uint8Array,
  position: AuditTrailPosition,
): Promise<Uint8Array | null> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(original, { updateMetadata: false });
    if (pdf.getPageCount() === 0) return null;
  } catch {
    return null;
  }
  const auditDoc = await PDFDocument.load(audit);
  const pages = await pdf.copyPages(auditDoc, auditDoc.getPageIndices());
  pages.forEach((page, index) => {
    if (position === "START") pdf.insertPage(index, page);
    else pdf.addPage(page);
  });
  return pdf.save();
}

/** The PDF file name of a document in the ZIP (made unique and ASCII by the namer). */
const baseName = (doc: BookingDocument, index: number) =>
  (doc.invoiceNumber ?? doc.internalNumber ?? `document-${index + 1}`).replace(/[\\/]/g, "_");

/**
 * The documents' PDFs as one streamed ZIP. Each document's PDF is read, and its audit trail made,
 * only when its entry is written.
 */
export function writePdfBundleZip(input: PdfBundleInput): Readable {
  const namer = new ZipNamer();
  async function* entries(): AsyncGenerator<ZipEntry> {
    let index = 0;
    for await (const entry of input.documents) {
      const base = baseName(entry.document, index++);
      const original = await entry.pdf();
      if (!input.appendAuditTrail) {
        yield { name: namer.name(`${base}.pdf`), content: () => original };
        continue;
      }
      const audit = await auditTrailPdf(entry, input);
      const combined = await withAuditTrail(original, audit, input.auditTrailPos);
      if (combined != null) {
        yield { name: namer.name(`${base}.pdf`), content: () => combined };
      } else {
        yield { name: namer.name(`${base}.pdf`), content: () => original };
        const note = await auditTrailWithNote(entry, input);
        yield { name: namer.name(`${base}_${t(input.language, "auditTrail.title")}.pdf`), content: () => note };
      }
    }
  }
  return streamZip(entries());
}

/** The separate audit trail of an unreadable PDF, saying why it lies beside the original. */
function auditTrailWithNote(entry: PdfBundleDocument, input: PdfBundleInput): Promise<Uint8Array> {
  return auditTrailPdf(
    {
      ...entry,
      history: [
        ...entry.history,
        { at: input.exported.at, actorName: null, text: t(input.language, "auditTrail.unreadable") },
      ],
    },
    input,
  );
}
