/**
 * A readable picture of a pure XML e-invoice (XRechnung / EN 16931 in UBL or CII, ebInterface):
 * a PDF laid out like an ordinary German invoice, generated from the parsed `EInvoice`. The
 * processing pipeline renders it to page images like any uploaded PDF, so an accountant can
 * check the captured fields against something that looks like an invoice.
 *
 * Only the standard fonts Helvetica and Helvetica-Bold (WinAnsi encoding) are used, no font
 * files: characters WinAnsi cannot encode (CJK, emoji, some Eastern European letters) are shown
 * as "?". Money is formatted from the decimal strings, never through floating point. The output
 * is deterministic: the same invoice gives the same bytes (dates in the metadata are taken from
 * the invoice date), so identical uploads produce identical page images.
 */
import { PDFDocument, StandardFonts, rgb, type Color, type PDFFont, type PDFPage } from "pdf-lib";
import type { Decimal, EInvoice, InvoiceLine, Party, VatBreakdownLine } from "../domain/capture/types.ts";
import { normalizeDecimal, normalizeRate } from "../../src/lib/decimal.ts";
import { formatDate as formatCalendarDate } from "../../src/lib/calendarDate.ts";
import { formatMoney as formatMoneyAs } from "../../src/lib/format.ts";
import { intlLocale } from "../../src/lib/intlLocale.ts";
import { hasText, intlLocaleOf, t as serverText, textsOf, translate } from "../lib/i18n.ts";

export type VisualLanguage = "de" | "en";

export interface RenderEInvoiceOptions {
  language: VisualLanguage;
}

// ---------------------------------------------------------------------------------------------
// Texts

// The words come from the server's translations (`server.einvoiceVisual` in
// src/i18n/locales/<language>/server.json), the unit names from the SPA's (`review.units`), so
// the picture names a unit as the review form does.

/** The picture's texts in a language, the ones with values as functions. */
function visualTexts(lang: VisualLanguage) {
  const text = (key: string, vars?: Record<string, string | number>) => serverText(lang, `einvoiceVisual.${key}`, vars);
  return {
    ...textsOf(lang, "einvoiceVisual"),
    vatLine: (rate: string, base: string) => text("vatLine", { rate, base }),
    skontoText: (percent: string, days?: string, until?: string, amount?: string) =>
      [
        text("skontoPercent", { percent }),
        days ? text("skontoDays", { count: Number(days) }) : undefined,
        until ? text("skontoUntil", { date: until }) : undefined,
        amount ? text("skontoAmount", { amount }) : undefined,
      ]
        .filter(Boolean)
        .join(" "),
    page: (page: number, pages: number) => text("page", { page, pages }),
  };
}

type Texts = ReturnType<typeof visualTexts>;
type CodeTable = "documentTypes" | "paymentMeans" | "vatCategories";

/** A code's name in one of the picture's code tables (UNCL1001 document types, UNCL4461
 * payment means, UNCL5305 VAT categories), or undefined for a code it does not know. */
function codeName(lang: VisualLanguage, table: CodeTable, code: string): string | undefined {
  const names: Record<string, string> = textsOf(lang, "einvoiceVisual")[table];
  return Object.hasOwn(names, code) ? names[code] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Formatting (exported for tests and for other views that must match the picture)

/** A decimal string in the language's format, never rounded: "1234.5" → "1.234,5" (de) /
 * "1,234.5" (en), as the SPA formats numbers (src/lib/format.ts, Intl with the exact string). */
export function formatDecimal(value: Decimal, lang: VisualLanguage, minFractionDigits = 0): string {
  const normalized = normalizeDecimal(value, minFractionDigits);
  if (normalized === undefined) return value;
  return new Intl.NumberFormat(intlLocale(lang), {
    minimumFractionDigits: minFractionDigits,
    maximumFractionDigits: Math.max(minFractionDigits, digitsOf(normalized)),
  }).format(normalized as unknown as number); // Intl formats decimal strings exactly
}

/** An amount with at least two decimals, never rounded: "1234.5" → "1.234,50". */
export const formatAmount = (value: Decimal, lang: VisualLanguage): string => formatDecimal(value, lang, 2);

/** An amount with its currency as the SPA shows it (src/lib/format.ts), never rounded:
 * "1.234,56 €" (de), "€1,234.56" (en), "12.829.687,50 CHF". */
export function formatMoney(value: Decimal, currency: string | undefined, lang: VisualLanguage): string {
  const normalized = normalizeDecimal(value, 2);
  if (normalized === undefined) return value;
  const code = currency?.trim().toUpperCase() || "EUR";
  return formatMoneyAs(normalized, code, lang, digitsOf(normalized));
}

const digitsOf = (decimal: string) => decimal.split(".")[1]?.length ?? 0;

/** A calendar date as the SPA writes it (src/lib/calendarDate.ts): "14.03.2024" (de),
 * "14/03/2024" (en); anything else unchanged. */
export function formatDate(value: string, lang: VisualLanguage): string {
  const trimmed = value.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? formatCalendarDate(trimmed, lang) : value;
}

/** An IBAN in groups of four: "DE89 3704 0044 0532 0130 00". */
export const formatIban = (iban: string): string =>
  iban
    .replace(/\s+/g, "")
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, "$1 ");

/** A unit code as the review form shows it, in the number the quantity asks for ("C62" →
 * "Stk." / "pcs", "MON" → "Monat" / "Monate"); unknown codes stay as they are. */
export function unitLabel(code: string | undefined, lang: VisualLanguage, quantity?: Decimal): string {
  if (!code) return "";
  const unit = code.trim().toUpperCase();
  const key = `review.units.${unit}`;
  if (!hasText(lang, key) && !hasText(lang, `${key}_other`)) return code.trim();
  const count = quantity !== undefined && normalizeDecimal(quantity) !== undefined ? Number(quantity) : 2;
  return translate(lang, key, { count });
}

/** The document type's name and its UNCL1001 code, e.g. "Rechnung (380)". */
export function documentTypeLabel(einvoice: EInvoice, lang: VisualLanguage): string {
  return `${documentTypeName(einvoice, lang)} (${einvoice.invoice.documentTypeCode})`;
}

function documentTypeName(einvoice: EInvoice, lang: VisualLanguage): string {
  const name = codeName(lang, "documentTypes", einvoice.invoice.documentTypeCode.trim());
  if (name) return name;
  return serverText(lang, einvoice.invoice.isCreditMemo ? "einvoiceVisual.creditNote" : "einvoiceVisual.invoice");
}

/** "E-Rechnung (XRechnung, UBL)", "E-invoice (EN 16931, CII)", "E-Rechnung (ebInterface)". */
export function einvoiceHeading(einvoice: EInvoice, lang: VisualLanguage): string {
  const spec = `${einvoice.specificationId ?? ""} ${einvoice.profile ?? ""}`.toLowerCase();
  const prefix = serverText(lang, "einvoiceVisual.einvoice");
  if (einvoice.syntax === "EBINTERFACE") return `${prefix} (ebInterface)`;
  let standard = "EN 16931";
  if (spec.includes("xrechnung")) standard = "XRechnung";
  else if (spec.includes("peppol")) standard = "Peppol BIS";
  else if (spec.includes("factur-x") || spec.includes("zugferd")) standard = "ZUGFeRD / Factur-X";
  return `${prefix} (${standard}, ${einvoice.syntax})`;
}

// ---------------------------------------------------------------------------------------------
// Page geometry and style

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_LEFT = 50;
const MARGIN_RIGHT = PAGE_WIDTH - 50;
const CONTENT_WIDTH = MARGIN_RIGHT - MARGIN_LEFT;
const TOP = PAGE_HEIGHT - 44;
/** Content never goes below this line: the footer lives underneath. */
const BOTTOM = 64;

const INK = rgb(0.13, 0.14, 0.16);
const MUTED = rgb(0.42, 0.45, 0.5);
const ACCENT = rgb(0.1, 0.27, 0.45);
const RULE = rgb(0.8, 0.83, 0.87);
const SHADE = rgb(0.94, 0.95, 0.97);

const BODY = 9;
const SMALL = 7.5;
const LINE = 11.5;

/** Table columns: left edge of the text columns, right edge of the numeric ones. */
const COL = {
  pos: MARGIN_LEFT + 4,
  title: MARGIN_LEFT + 32,
  titleWidth: 226,
  quantityRight: 375,
  unitPriceRight: 443,
  vatRight: 480,
  amountRight: MARGIN_RIGHT - 4,
};

interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Color;
}

/** The invoice as drawn: pages, the cursor, fonts, WinAnsi clean-up and page breaks. */
class Sheet {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = TOP;
  /** Drawn at the top of each new page after the first (the table header while in the table). */
  onNewPage: (() => void) | undefined;
  private readonly encodable = new Map<string, boolean>();

  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly t: Texts,
    private readonly runningTitle: string,
  ) {}

  /**
   * The text with every character the WinAnsi-encoded standard fonts cannot show replaced by
   * "?": composed first (NFC), whitespace and line breaks as single spaces, invisible format
   * characters dropped.
   */
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

  font(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  width(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(this.clean(text), style.size ?? BODY);
  }

  /** Draws one line of text with its left edge (or with `align: "right"`, its right edge) at x. */
  text(text: string, x: number, y: number, style: TextStyle & { align?: "left" | "right"; maxWidth?: number } = {}) {
    const clean = this.clean(text);
    if (clean.trim() === "") return;
    const font = this.font(style);
    let size = style.size ?? BODY;
    // Too wide for its column: shrink a little rather than run into the neighbour.
    if (style.maxWidth !== undefined) {
      while (size > 6 && font.widthOfTextAtSize(clean, size) > style.maxWidth) size -= 0.25;
    }
    const width = font.widthOfTextAtSize(clean, size);
    this.page.drawText(clean, {
      x: style.align === "right" ? x - width : x,
      y,
      size,
      font,
      color: style.color ?? INK,
    });
  }

  /** Breaks text into lines no wider than maxWidth; explicit line breaks start a new line. */
  wrap(text: string, maxWidth: number, style: TextStyle = {}): string[] {
    const font = this.font(style);
    const size = style.size ?? BODY;
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= maxWidth;
    const lines: string[] = [];
    for (const paragraph of text.split(/\r\n|\r|\n/)) {
      const words = this.clean(paragraph).trim().split(" ").filter(Boolean);
      let line = "";
      for (let word of words) {
        const candidate = line ? `${line} ${word}` : word;
        if (fits(candidate)) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        // A word longer than the line (an IBAN, a URL): cut it where it must be cut.
        while (!fits(word)) {
          let cut = word.length - 1;
          while (cut > 1 && !fits(word.slice(0, cut))) cut--;
          lines.push(word.slice(0, cut));
          word = word.slice(cut);
        }
        line = word;
      }
      if (line) lines.push(line);
    }
    return lines;
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = TOP;
    if (this.pages.length > 1) {
      this.text(`${this.runningTitle} – ${this.t.continued}`, MARGIN_LEFT, this.y - SMALL, {
        size: SMALL,
        color: MUTED,
        maxWidth: CONTENT_WIDTH,
      });
      this.y -= 22;
      this.onNewPage?.();
    }
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  rule(y: number, color: Color = RULE, thickness = 0.6, from = MARGIN_LEFT, to = MARGIN_RIGHT): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color });
  }

  /** A small upper-case section heading with a rule under it. */
  heading(title: string, keepWithNext: number): void {
    this.ensure(26 + keepWithNext);
    this.y -= 14;
    this.text(title.toUpperCase(), MARGIN_LEFT, this.y - SMALL, { size: SMALL, bold: true, color: ACCENT });
    this.y -= SMALL + 4;
    this.rule(this.y);
    this.y -= 6;
  }

  /** Footer with the disclaimer and "Seite n von m" on every page; called once all pages exist. */
  footers(): void {
    const count = this.pages.length;
    this.pages.forEach((page, i) => {
      this.page = page;
      this.rule(44);
      this.text(this.t.footer, MARGIN_LEFT, 32, { size: SMALL, color: MUTED });
      this.text(this.t.page(i + 1, count), MARGIN_RIGHT, 32, { size: SMALL, color: MUTED, align: "right" });
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Sections

function partyLines(party: Party, t: Texts, lang: VisualLanguage): string[] {
  const lines: string[] = [];
  const a = party.address;
  if (a?.street) lines.push(a.street);
  if (a?.additionalStreet) lines.push(a.additionalStreet);
  const place = [a?.zip, a?.city].filter(Boolean).join(" ");
  if (place) lines.push(place);
  if (a?.country) lines.push(countryName(a.country, lang));
  const ids: string[] = [];
  if (party.vatId) ids.push(`${t.vatId} ${party.vatId}`);
  if (party.taxId) ids.push(`${t.taxId} ${party.taxId}`);
  if (party.registrationNo) ids.push(`${t.registrationNo} ${party.registrationNo}`);
  const contact = [
    party.contactName ? `${t.contact}: ${party.contactName}` : undefined,
    party.phone ? `${t.phone} ${party.phone}` : undefined,
  ].filter(Boolean) as string[];
  if (ids.length > 0 || contact.length > 0 || party.email) lines.push("");
  lines.push(...ids);
  if (contact.length > 0) lines.push(contact.join(" · "));
  if (party.email) lines.push(`${t.email}: ${party.email}`);
  return lines;
}

function countryName(code: string, lang: VisualLanguage): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: "region" }).of(code.trim().toUpperCase());
    return name && name !== code ? name : code;
  } catch {
    return code;
  }
}

/** Name (bold, possibly several lines) and the lines under it, in a column of the given width. */
function layoutParty(sheet: Sheet, label: string, party: Party, width: number, lang: VisualLanguage) {
  const name = sheet.wrap(party.name ?? "–", width, { size: 10.5, bold: true });
  const lines = partyLines(party, sheet.t, lang).flatMap((l) => (l === "" ? [""] : sheet.wrap(l, width)));
  const height = SMALL + 6 + name.length * 13 + lines.reduce((h, l) => h + (l === "" ? 5 : LINE), 0);
  const draw = (x: number, top: number) => {
    let y = top - SMALL;
    sheet.text(label.toUpperCase(), x, y, { size: SMALL, bold: true, color: ACCENT });
    y -= 6;
    for (const l of name) {
      y -= 12;
      sheet.text(l, x, y, { size: 10.5, bold: true });
      y -= 1;
    }
    y -= 1;
    for (const l of lines) {
      if (l === "") {
        y -= 5;
        continue;
      }
      y -= LINE;
      sheet.text(l, x, y + 2);
    }
  };
  return { height, draw };
}

function drawHeader(sheet: Sheet, einvoice: EInvoice, lang: VisualLanguage): void {
  const t = sheet.t;
  sheet.text(einvoiceHeading(einvoice, lang), MARGIN_LEFT, sheet.y - 9, { size: 9, bold: true, color: ACCENT });
  const profile = einvoice.profile ? `${t.profile}: ${einvoice.profile}` : undefined;
  if (profile) sheet.text(profile, MARGIN_RIGHT, sheet.y - 9, { size: SMALL + 0.5, color: MUTED, align: "right" });
  sheet.y -= 9;
  if (einvoice.specificationId) {
    sheet.y -= 10;
    sheet.text(einvoice.specificationId, MARGIN_RIGHT, sheet.y, {
      size: 6.5,
      color: MUTED,
      align: "right",
      maxWidth: CONTENT_WIDTH * 0.7,
    });
  }
  sheet.y -= 7;
  sheet.rule(sheet.y, ACCENT, 1.2);
  sheet.y -= 18;

  const inv = einvoice.invoice;
  const columnWidth = 225;
  const seller = layoutParty(sheet, t.seller, inv.seller, columnWidth, lang);
  const buyer = layoutParty(sheet, t.buyer, inv.buyer, columnWidth, lang);
  seller.draw(MARGIN_LEFT, sheet.y);
  buyer.draw(MARGIN_LEFT + 270, sheet.y);
  sheet.y -= Math.max(seller.height, buyer.height) + 22;
}

function drawInfoBox(sheet: Sheet, einvoice: EInvoice, lang: VisualLanguage): void {
  const t = sheet.t;
  const inv = einvoice.invoice;
  const date = (d: string | undefined) => (d ? formatDate(d, lang) : undefined);

  // Title: "Rechnung 471102"
  const title = [documentTypeName(einvoice, lang), inv.invoiceNumber ? `${t.no} ${inv.invoiceNumber}` : ""]
    .filter(Boolean)
    .join(" ");
  sheet.ensure(30);
  sheet.text(title, MARGIN_LEFT, sheet.y - 16, { size: 17, bold: true, color: ACCENT, maxWidth: CONTENT_WIDTH });
  sheet.y -= 30;

  let delivery: [string, string] | undefined;
  if (inv.deliveredFrom || inv.deliveredUntil) {
    delivery = [t.deliveryPeriod, `${date(inv.deliveredFrom) ?? "…"} – ${date(inv.deliveredUntil) ?? "…"}`];
  } else if (inv.deliveryDate) {
    delivery = [t.deliveryDate, date(inv.deliveryDate)!];
  }
  const order = inv.orderNumber
    ? inv.orderNumber + (inv.orderDate ? ` ${t.orderDate} ${date(inv.orderDate)}` : "")
    : undefined;
  const fields = (
    [
      [t.invoiceNumber, inv.invoiceNumber, true],
      [t.invoiceDate, date(inv.invoiceDate), true],
      [t.dueDate, date(inv.dueDate), false],
      delivery && [delivery[0], delivery[1], false],
      [t.documentType, documentTypeLabel(einvoice, lang), false],
      [t.orderNumber, order, false],
      [t.buyerReference, inv.buyerReference, false],
      [t.precedingInvoice, inv.precedingInvoiceNumber, false],
      [t.currency, inv.currency, false],
    ] as ([string, string | undefined, boolean] | undefined)[]
  ).filter((f): f is [string, string, boolean] => !!f && !!f[1]);

  const pad = 10;
  const colWidth = (CONTENT_WIDTH - 2 * pad - 20) / 2;
  const labelWidth = 108;
  const valueWidth = colWidth - labelWidth - 6;
  const rows: { cells: { label: string[]; value: string[]; bold: boolean }[]; height: number }[] = [];
  for (let i = 0; i < fields.length; i += 2) {
    const cells = fields.slice(i, i + 2).map(([label, value, bold]) => ({
      label: sheet.wrap(label, labelWidth, { size: 8 }),
      value: sheet.wrap(value, valueWidth, { bold }),
      bold,
    }));
    const lines = Math.max(...cells.map((c) => Math.max(c.label.length, c.value.length)));
    rows.push({ cells, height: lines * LINE + 3 });
  }
  const boxHeight = rows.reduce((h, r) => h + r.height, 0) + 2 * pad - 3;
  sheet.ensure(boxHeight);
  const top = sheet.y;
  sheet.page.drawRectangle({
    x: MARGIN_LEFT,
    y: top - boxHeight,
    width: CONTENT_WIDTH,
    height: boxHeight,
    color: SHADE,
    borderColor: RULE,
    borderWidth: 0.6,
  });
  let y = top - pad;
  for (const row of rows) {
    row.cells.forEach((cell, c) => {
      const x = MARGIN_LEFT + pad + c * (colWidth + 20);
      cell.label.forEach((l, k) => sheet.text(l, x, y - 8 - k * LINE, { size: 8, color: MUTED }));
      cell.value.forEach((l, k) => sheet.text(l, x + labelWidth + 6, y - 8 - k * LINE, { bold: cell.bold }));
    });
    y -= row.height;
  }
  sheet.y = top - boxHeight - 20;
}

function drawTableHeader(sheet: Sheet): void {
  const t = sheet.t;
  const h = 17;
  sheet.page.drawRectangle({ x: MARGIN_LEFT, y: sheet.y - h, width: CONTENT_WIDTH, height: h, color: ACCENT });
  const y = sheet.y - 11.5;
  const style = { size: 8, bold: true, color: rgb(1, 1, 1) };
  sheet.text(t.pos, COL.pos, y, style);
  sheet.text(t.title, COL.title, y, style);
  sheet.text(t.quantity, COL.quantityRight, y, { ...style, align: "right" });
  sheet.text(t.unitPrice, COL.unitPriceRight, y, { ...style, align: "right" });
  sheet.text(t.vatPercent, COL.vatRight, y, { ...style, align: "right" });
  sheet.text(t.amount, COL.amountRight, y, { ...style, align: "right" });
  sheet.y -= h + 2;
}

function drawItems(sheet: Sheet, items: InvoiceLine[], lang: VisualLanguage): void {
  const t = sheet.t;
  sheet.ensure(17 + 2 + 2 * LINE + 8);
  drawTableHeader(sheet);
  sheet.onNewPage = () => drawTableHeader(sheet);
  const maxRowHeight = TOP - 22 - 19 - BOTTOM - 4;
  items.forEach((item, i) => {
    const titleLines = sheet.wrap(item.title || "–", COL.titleWidth);
    const details = [
      item.description && item.description !== item.title ? item.description : undefined,
      item.discountPercent ? `${t.lineDiscount} ${formatDecimal(item.discountPercent, lang)} %` : undefined,
    ]
      .filter(Boolean)
      .join("\n");
    let detailLines = details ? sheet.wrap(details, COL.titleWidth, { size: 8 }) : [];
    const height = (lines: number) => 4 + titleLines.length * LINE + lines * 10 + 3;
    // A description longer than a page is cut; the XML holds all of it.
    while (detailLines.length > 0 && height(detailLines.length) > maxRowHeight) {
      detailLines = detailLines.slice(0, -2).concat("…");
    }
    const rowHeight = height(detailLines.length);
    sheet.ensure(rowHeight);
    const baseline = sheet.y - 4 - 8;
    const numeric = { align: "right" as const };
    sheet.text(item.posNo || String(i + 1), COL.pos, baseline, { maxWidth: COL.title - COL.pos - 4 });
    titleLines.forEach((l, k) => sheet.text(l, COL.title, baseline - k * LINE));
    detailLines.forEach((l, k) =>
      sheet.text(l, COL.title, baseline - titleLines.length * LINE - k * 10 + 1, { size: 8, color: MUTED }),
    );
    if (item.quantity !== undefined) {
      const quantity = `${formatDecimal(item.quantity, lang)} ${unitLabel(item.unit, lang, item.quantity)}`.trim();
      sheet.text(quantity, COL.quantityRight, baseline, { ...numeric, maxWidth: 64 });
    }
    if (item.unitNetPrice !== undefined) {
      sheet.text(formatAmount(item.unitNetPrice, lang), COL.unitPriceRight, baseline, { ...numeric, maxWidth: 64 });
    }
    if (item.vatPercent !== undefined) {
      sheet.text(formatDecimal(normalizeRate(item.vatPercent) ?? item.vatPercent, lang), COL.vatRight, baseline, {
        ...numeric,
        maxWidth: 34,
      });
    }
    if (item.totalPrice !== undefined) {
      sheet.text(formatAmount(item.totalPrice, lang), COL.amountRight, baseline, { ...numeric, maxWidth: 70 });
    }
    sheet.y -= rowHeight;
    sheet.rule(sheet.y + 0.5, RULE, 0.4);
  });
  sheet.onNewPage = undefined;
  sheet.y -= 10;
}

function vatCategoryNote(line: VatBreakdownLine, lang: VisualLanguage): string | undefined {
  const code = line.categoryCode?.trim().toUpperCase();
  if (!code || code === "S") return undefined;
  return codeName(lang, "vatCategories", code) ?? code;
}

function drawTotals(sheet: Sheet, einvoice: EInvoice, lang: VisualLanguage): void {
  const t = sheet.t;
  const inv = einvoice.invoice;
  const money = (v: Decimal) => formatMoney(v, inv.currency, lang);
  type Row = { label: string; value: string; strong?: boolean; ruleAbove?: boolean };
  const rows: Row[] = [];
  if (inv.lineTotal !== undefined) rows.push({ label: t.lineTotal, value: money(inv.lineTotal) });
  const nonZero = (v: Decimal | undefined): v is Decimal => v !== undefined && normalizeDecimal(v) !== "0";
  if (nonZero(inv.allowanceTotal)) rows.push({ label: `– ${t.allowances}`, value: money(inv.allowanceTotal) });
  if (nonZero(inv.chargeTotal)) rows.push({ label: `+ ${t.charges}`, value: money(inv.chargeTotal) });
  if (inv.net !== undefined) rows.push({ label: t.net, value: money(inv.net), ruleAbove: rows.length > 0 });
  for (const line of inv.vatBreakdown) {
    const rate = formatDecimal(normalizeRate(line.ratePercent) ?? line.ratePercent, lang);
    const note = vatCategoryNote(line, lang);
    const label = t.vatLine(rate, money(line.taxableAmount)) + (note ? ` (${note})` : "");
    rows.push({ label, value: money(line.taxAmount) });
  }
  if (inv.vatBreakdown.length === 0 && inv.vatAmount !== undefined) {
    rows.push({ label: t.vatTotal, value: money(inv.vatAmount) });
  }
  if (inv.total !== undefined) rows.push({ label: t.total, value: money(inv.total), strong: true, ruleAbove: true });
  const prepaid = nonZero(inv.prepaid);
  if (prepaid) rows.push({ label: t.prepaid, value: money(inv.prepaid!) });
  if (inv.amountDue !== undefined && (prepaid || inv.total === undefined || inv.amountDue !== inv.total)) {
    rows.push({ label: t.amountDue, value: money(inv.amountDue), strong: true, ruleAbove: true });
  }
  if (rows.length === 0) return;

  const left = MARGIN_LEFT + CONTENT_WIDTH * 0.42;
  const right = MARGIN_RIGHT - 4;
  const labelWidth = right - left - 95;
  const laid = rows.map((r) => ({ ...r, lines: sheet.wrap(r.label, labelWidth, { bold: r.strong }) }));
  const height = laid.reduce((h, r) => h + r.lines.length * LINE + (r.ruleAbove ? 6 : 0) + 3, 0) + 4;
  sheet.ensure(height);
  for (const row of laid) {
    if (row.ruleAbove) {
      sheet.y -= 3;
      sheet.rule(sheet.y, row.strong ? INK : RULE, row.strong ? 0.8 : 0.5, left, MARGIN_RIGHT);
      sheet.y -= 3;
    }
    const baseline = sheet.y - 9;
    const size = row.strong ? 10 : BODY;
    row.lines.forEach((l, k) => sheet.text(l, left, baseline - k * LINE, { bold: row.strong, size }));
    sheet.text(row.value, right, baseline, { bold: row.strong, size, align: "right", maxWidth: 92 });
    sheet.y -= row.lines.length * LINE + 3;
  }
  if (inv.total !== undefined && inv.amountDue === inv.total && !prepaid) {
    // The amount due equals the total: no second line, but keep the double rule of an invoice.
    sheet.rule(sheet.y - 1, INK, 0.8, left, MARGIN_RIGHT);
  }
  sheet.y -= 8;

  const exemptions = inv.vatBreakdown
    .filter((l) => l.exemptionReason)
    .map((l) => `${t.exemption}: ${l.exemptionReason}`);
  if (exemptions.length > 0) {
    for (const line of sheet.wrap(exemptions.join("\n"), CONTENT_WIDTH, { size: 8 })) {
      sheet.ensure(10);
      sheet.text(line, MARGIN_LEFT, sheet.y - 8, { size: 8, color: MUTED });
      sheet.y -= 10;
    }
  }
}

/** Label/value rows under a heading; values wrap, labels stay in their column. */
function drawKeyValues(sheet: Sheet, title: string, rows: [string, string | undefined][]): void {
  const present = rows.filter((r): r is [string, string] => !!r[1]);
  if (present.length === 0) return;
  const labelWidth = 118;
  const valueWidth = CONTENT_WIDTH - labelWidth;
  const laid = present.map(([label, value]) => ({ label, lines: sheet.wrap(value, valueWidth) }));
  sheet.heading(title, (laid[0]?.lines.length ?? 1) * LINE);
  for (const row of laid) {
    row.lines.forEach((line, k) => {
      sheet.ensure(LINE);
      if (k === 0)
        sheet.text(row.label, MARGIN_LEFT, sheet.y - 9, { size: 8.5, color: MUTED, maxWidth: labelWidth - 6 });
      sheet.text(line, MARGIN_LEFT + labelWidth, sheet.y - 9);
      sheet.y -= LINE;
    });
    sheet.y -= 1;
  }
}

function drawPayment(sheet: Sheet, einvoice: EInvoice, lang: VisualLanguage): void {
  const t = sheet.t;
  const inv = einvoice.invoice;
  const p = inv.payment;
  const code = p.meansCode?.trim();
  const meansName = code ? codeName(lang, "paymentMeans", code) : undefined;
  const means = code ? (meansName ? `${meansName} (${code})` : code) : undefined;
  let skonto: string | undefined;
  if (p.discountPercent || p.discountAmount) {
    skonto = t.skontoText(
      p.discountPercent ? formatDecimal(p.discountPercent, lang) : "–",
      p.discountDays !== undefined ? String(p.discountDays) : undefined,
      p.discountUntil ? formatDate(p.discountUntil, lang) : undefined,
      p.discountAmount ? formatMoney(p.discountAmount, inv.currency, lang) : undefined,
    );
  }
  const payee = inv.payee?.name
    ? [inv.payee.name, inv.payee.vatId ? `${t.vatId} ${inv.payee.vatId}` : undefined].filter(Boolean).join(", ")
    : undefined;
  drawKeyValues(sheet, t.payment, [
    [t.means, means],
    [t.payee, payee],
    [t.iban, p.iban ? formatIban(p.iban) : undefined],
    [t.bic, p.bic],
    [t.accountName, p.accountName],
    [t.paymentReference, p.paymentReference],
    [t.mandateReference, p.mandateReference],
    [t.creditorId, p.creditorId],
    [t.debitedIban, p.debitedIban ? formatIban(p.debitedIban) : undefined],
    [t.dueDate, inv.dueDate ? formatDate(inv.dueDate, lang) : undefined],
    [t.terms, p.terms],
    [t.skonto, skonto],
  ]);
}

function drawNotes(sheet: Sheet, notes: string[]): void {
  const paragraphs = notes.map((n) => n.trim()).filter(Boolean);
  if (paragraphs.length === 0) return;
  const laid = paragraphs.map((n) => sheet.wrap(n, CONTENT_WIDTH, { size: 8.5 }));
  sheet.heading(sheet.t.notes, Math.min(3, laid[0]!.length) * 10.5);
  laid.forEach((lines, i) => {
    if (i > 0) sheet.y -= 4;
    for (const line of lines) {
      sheet.ensure(10.5);
      sheet.text(line, MARGIN_LEFT, sheet.y - 8.5, { size: 8.5 });
      sheet.y -= 10.5;
    }
  });
}

// ---------------------------------------------------------------------------------------------

/** The invoice date at midnight UTC, or a fixed date: the metadata must not depend on the clock. */
function documentDate(invoiceDate: string | undefined): Date {
  const m = invoiceDate && /^\d{4}-\d{2}-\d{2}$/.exec(invoiceDate.trim());
  const date = m ? new Date(`${m[0]}T00:00:00Z`) : new Date(NaN);
  return Number.isNaN(date.getTime()) ? new Date("2000-01-01T00:00:00Z") : date;
}

/**
 * Renders the invoice as an A4 PDF: header with the e-invoice standard and profile, seller and
 * buyer, a box with number, dates, references, currency and document type, the line items
 * (with page breaks that repeat the table header), totals with the VAT breakdown, payment
 * details and notes; a footer on every page says that the XML is authoritative and numbers
 * the pages.
 */
export async function renderEInvoicePdf(einvoice: EInvoice, opts: RenderEInvoiceOptions): Promise<Uint8Array> {
  const lang: VisualLanguage = opts.language === "en" ? "en" : "de";
  const t = visualTexts(lang);
  const inv = einvoice.invoice;
  const date = documentDate(inv.invoiceDate);

  const doc = await PDFDocument.create({ updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);

  const sellerName = (inv.seller.name ?? "").replace(/\s+/g, " ").trim();
  const runningTitle = [documentTypeName(einvoice, lang), inv.invoiceNumber, sellerName ? `– ${sellerName}` : undefined]
    .filter(Boolean)
    .join(" ");
  const sheet = new Sheet(doc, regular, bold, t, runningTitle);

  doc.setTitle(runningTitle);
  doc.setSubject(`${t.subject} – ${einvoiceHeading(einvoice, lang)}`);
  if (sellerName) doc.setAuthor(sellerName);
  doc.setCreator("Belegwerk");
  doc.setProducer("Belegwerk (pdf-lib)");
  doc.setLanguage(intlLocaleOf(lang));
  doc.setCreationDate(date);
  doc.setModificationDate(date);

  sheet.newPage();
  drawHeader(sheet, einvoice, lang);
  drawInfoBox(sheet, einvoice, lang);
  drawItems(sheet, inv.items, lang);
  drawTotals(sheet, einvoice, lang);
  drawPayment(sheet, einvoice, lang);
  drawNotes(sheet, inv.notes);
  sheet.footers();

  return doc.save({ useObjectStreams: true });
}
