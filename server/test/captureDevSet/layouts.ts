/**
 * The layouts of the capture development set: each prints an invoice's known values as a PDF
 * in its own way (language, number and date forms, letterhead and recipient placement, seller
 * data in the header or only in the footer, meta block styles, tables with or without rules,
 * totals blocks, one or two pages, credit notes, reminders and delivery notes). A layout is a
 * combination of these choices; no two layouts share all of them. The held-out layouts are
 * measured but never tuned on. Not used by the application.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { CapturedInvoice } from "../../domain/capture/types.ts";
import { type Country, type DevParty, rng } from "./data.ts";
import { addDays, type DateForm, formatAmount, formatDate, formatRate, type NumberForm } from "./format.ts";

export type Lang = "de" | "at" | "fr" | "en" | "us";
export type Kind = "invoice" | "credit" | "reminder" | "delivery";

export interface Layout {
  id: string;
  split: "dev" | "heldout";
  lang: Lang;
  country: Country;
  dates: DateForm;
  numbers: NumberForm;
  /** Which of the language's alternative labels (0, 1, 2 …). */
  labels: number;
  letterhead: "left" | "right" | "center" | "none";
  /** DIN 5008 return address in small print above the recipient. */
  senderLine: boolean;
  recipient: "left" | "right";
  meta: "right-pairs" | "above" | "title-line" | "box-left";
  table: "lines" | "plain" | "boxed";
  totals: "stacked" | "vat-table" | "single-line";
  /**
   * "columns": name/address, contact, bank, register each in a column; "name-columns": the
   * company's name heads the column of its address and VAT id, the bank's the column of the IBAN.
   */
  footer: "columns" | "name-columns" | "centered" | "none";
  /**
   * Seller and buyer printed side by side under role labels ("Vendeur" | "Client"), in place of
   * the letterhead and the address window; the seller's column left or right.
   */
  parties?: { sellerSide: "left" | "right" };
  /** A template's logo placeholder text ("LOGO") printed large above the letterhead's name. */
  logoPlaceholder?: boolean;
  /** Where the seller's bank account is printed. */
  bankIn: "footer" | "body" | "header";
  /** Where the seller's VAT id is printed. */
  vatIdIn: "footer" | "header" | "meta";
  /** The recipient's VAT id printed too (a distractor). */
  buyerVatId?: boolean;
  /** The recipient's account printed for a direct debit (a distractor). */
  directDebit?: boolean;
  /** Force a second page (items split, totals on page 2). */
  twoPages?: boolean;
  kind: Kind;
  font: "Helvetica" | "Times" | "Courier";
  currency: "code" | "symbol-after" | "symbol-before";
  /**
   * Scanned-looking: the share of characters misread as OCR misreads them (0↔O, 1↔l, 5↔S,
   * "," ↔ ".", rn ↔ m, dropped spaces). The expected values stay the true ones.
   */
  ocrNoise?: number;
}

/** Characters OCR confuses, both ways. */
const OCR_CONFUSIONS: Record<string, string[]> = {
  "0": ["O", "o"],
  O: ["0"],
  o: ["0"],
  "1": ["l", "I"],
  l: ["1", "I"],
  I: ["1", "l"],
  "5": ["S"],
  S: ["5"],
  "8": ["B"],
  B: ["8"],
  "6": ["b"],
  ",": ["."],
  ".": [","],
  e: ["c"],
  c: ["e"],
  " ": [""],
};

/** Text as an OCR pass with the error rate might return it. */
export function ocrMisread(text: string, rate: number, r: () => number): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "r" && text[i + 1] === "n" && r() < rate) {
      out += "m";
      i++;
      continue;
    }
    const options = OCR_CONFUSIONS[ch];
    out += options && r() < rate ? options[Math.floor(r() * options.length)]! : ch;
  }
  return out;
}

interface Labels {
  title: Record<Kind, string[]>;
  number: string[];
  date: string[];
  due: string[];
  customerNo: string;
  order: string;
  deliveryNo: string;
  cols: [pos: string, desc: string, qty: string, price: string, vat: string, amount: string];
  net: string[];
  vat: (rate: string) => string[];
  vatTotal: string[];
  total: string[];
  lineSum: string;
  allowance: string;
  prepaid: string;
  amountDue: string;
  vatId: string[];
  buyerVatId: string;
  bank: string;
  page: (n: number, of: number) => string;
  carried: string;
  pay: (due: string) => string;
  direct: (iban: string) => string;
  titleLine: (title: string, no: string, date: string) => string;
  reminderText: (no: string, date: string, amount: string) => string;
  fee: string;
  open: string;
  phone: string;
  billTo?: string;
  /** Role labels over the seller's and the buyer's column of a two-column header. */
  roles: [seller: string, buyer: string][];
}

const DE: Labels = {
  title: {
    invoice: ["Rechnung", "RECHNUNG", "Rechnung"],
    credit: ["Gutschrift", "Rechnungskorrektur", "Gutschrift"],
    reminder: ["Zahlungserinnerung", "1. Mahnung", "Zahlungserinnerung"],
    delivery: ["Lieferschein", "Lieferschein", "Lieferschein"],
  },
  number: ["Rechnungsnummer", "Rechnungs-Nr.", "Beleg-Nr."],
  date: ["Rechnungsdatum", "Datum", "Belegdatum"],
  due: ["Fällig am", "Zahlbar bis", "Fälligkeitsdatum"],
  customerNo: "Kundennummer",
  order: "Ihre Bestellung",
  deliveryNo: "Lieferschein-Nr.",
  cols: ["Pos.", "Bezeichnung", "Menge", "Einzelpreis", "USt", "Gesamt"],
  net: ["Nettobetrag", "Summe netto", "Zwischensumme netto"],
  vat: (r) => [`zzgl. ${r} % MwSt.`, `USt ${r} %`, `MwSt. ${r}%`],
  vatTotal: ["Umsatzsteuer", "MwSt. gesamt", "Summe USt"],
  total: ["Gesamtbetrag", "Rechnungsbetrag", "Endbetrag brutto"],
  lineSum: "Summe Positionen",
  allowance: "Rabatte/Zuschläge",
  prepaid: "abzgl. Anzahlung",
  amountDue: "Zahlbetrag",
  vatId: ["USt-IdNr.", "USt-ID", "Umsatzsteuer-ID"],
  buyerVatId: "Ihre USt-IdNr.",
  bank: "Bankverbindung",
  page: (n, of) => `Seite ${n} von ${of}`,
  carried: "Übertrag",
  pay: (due) => `Bitte überweisen Sie den Rechnungsbetrag ohne Abzug bis zum ${due}.`,
  direct: (iban) => `Der Betrag wird per SEPA-Lastschrift von Ihrem Konto ${iban} eingezogen.`,
  titleLine: (t, no, d) => `${t} Nr. ${no} vom ${d}`,
  reminderText: (no, d, a) =>
    `sicher haben Sie übersehen, dass unsere Rechnung ${no} vom ${d} über ${a} noch offen ist.`,
  fee: "Mahngebühr",
  open: "Offener Betrag",
  phone: "Tel.",
  roles: [
    ["Rechnungssteller", "Rechnungsempfänger"],
    ["Lieferant", "Kunde"],
    ["Absender", "Empfänger"],
  ],
};
const AT: Labels = {
  ...DE,
  number: ["Rechnungsnummer", "Rechnungs-Nr.", "Beleg-Nr."],
  vat: (r) => [`USt ${r} %`, `zzgl. ${r} % USt`, `MwSt ${r}%`],
  vatId: ["UID-Nr.", "UID", "UID-Nummer"],
  buyerVatId: "Ihre UID-Nr.",
  total: ["Gesamtbetrag", "Rechnungsbetrag", "Summe brutto"],
  due: ["Zahlungsziel", "Fällig am", "Zahlbar bis"],
};
const FR: Labels = {
  title: {
    invoice: ["FACTURE", "Facture", "Facture"],
    credit: ["AVOIR", "Facture d'avoir", "Avoir"],
    reminder: ["Relance de paiement", "Rappel", "Relance"],
    delivery: ["Bon de livraison", "BON DE LIVRAISON", "Bon de livraison"],
  },
  number: ["N° de facture", "Facture n°", "Numéro"],
  date: ["Date de facture", "Date d'émission", "Date"],
  due: ["Date d'échéance", "Échéance", "À payer avant le"],
  customerNo: "N° client",
  order: "Votre commande",
  deliveryNo: "N° de bon",
  cols: ["Réf.", "Désignation", "Qté", "Prix unit. HT", "TVA", "Montant HT"],
  net: ["Total HT", "Montant HT", "Total hors taxes"],
  vat: (r) => [`TVA ${r} %`, `TVA (${r} %)`, `TVA à ${r} %`],
  vatTotal: ["Total TVA", "Montant TVA", "TVA"],
  total: ["Total TTC", "Net à payer", "Montant TTC"],
  lineSum: "Total lignes",
  allowance: "Remises/frais",
  prepaid: "Acompte versé",
  amountDue: "Reste à payer",
  vatId: ["N° TVA intracommunautaire", "TVA intracom.", "N° TVA"],
  buyerVatId: "Votre n° TVA",
  bank: "Coordonnées bancaires",
  page: (n, of) => `Page ${n}/${of}`,
  carried: "À reporter",
  pay: (due) => `Paiement par virement au plus tard le ${due}.`,
  direct: (iban) => `Le montant sera prélevé sur votre compte ${iban}.`,
  titleLine: (t, no, d) => `${t} n° ${no} du ${d}`,
  reminderText: (no, d, a) => `sauf erreur de notre part, la facture ${no} du ${d} d'un montant de ${a} reste impayée.`,
  fee: "Frais de relance",
  open: "Solde dû",
  phone: "Tél.",
  roles: [
    ["Vendeur", "Client"],
    ["Fournisseur", "Adresse de facturation"],
    ["Émetteur", "Destinataire"],
  ],
};
const EN: Labels = {
  title: {
    invoice: ["INVOICE", "Tax Invoice", "Invoice"],
    credit: ["CREDIT NOTE", "Credit Note", "Credit note"],
    reminder: ["Payment reminder", "Statement - overdue", "Reminder"],
    delivery: ["Delivery note", "DELIVERY NOTE", "Packing slip"],
  },
  number: ["Invoice No.", "Invoice number", "Invoice #"],
  date: ["Invoice date", "Date of issue", "Date"],
  due: ["Due date", "Payment due", "Due"],
  customerNo: "Customer no.",
  order: "Your order",
  deliveryNo: "Delivery note no.",
  cols: ["#", "Description", "Qty", "Unit price", "VAT", "Amount"],
  net: ["Subtotal", "Net amount", "Total excl. VAT"],
  vat: (r) => [`VAT ${r}%`, `VAT @ ${r}%`, `Tax (${r}%)`],
  vatTotal: ["Total VAT", "VAT", "Tax total"],
  total: ["Total", "Total incl. VAT", "Invoice total"],
  lineSum: "Lines total",
  allowance: "Discounts/charges",
  prepaid: "Less deposit paid",
  amountDue: "Balance due",
  vatId: ["VAT No.", "VAT Reg. No.", "VAT ID"],
  buyerVatId: "Your VAT No.",
  bank: "Bank details",
  page: (n, of) => `Page ${n} of ${of}`,
  carried: "Carried forward",
  pay: (due) => `Please pay by bank transfer by ${due}.`,
  direct: (iban) => `The amount will be collected by direct debit from your account ${iban}.`,
  titleLine: (t, no, d) => `${t} ${no} dated ${d}`,
  reminderText: (no, d, a) => `our records show that invoice ${no} of ${d} for ${a} is still unpaid.`,
  fee: "Late fee",
  open: "Outstanding balance",
  phone: "Phone",
  billTo: "Bill to",
  roles: [
    ["Supplier", "Customer"],
    ["Bill from:", "Bill to:"],
    ["Seller", "Buyer"],
  ],
};
const US: Labels = {
  ...EN,
  total: ["Total Due", "Total", "Amount Due"],
  net: ["Subtotal", "Subtotal", "Net"],
  vat: (r) => [`Tax (${r}%)`, `VAT ${r}%`, `Sales tax ${r}%`],
};
const LABELS: Record<Lang, Labels> = { de: DE, at: AT, fr: FR, en: EN, us: US };

/** Replaces characters the standard PDF fonts cannot encode (WinAnsi). */
function safe(s: string): string {
  const extra = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
  return [...s.replace(/\s+/g, " ")]
    .map((c) => {
      const code = c.charCodeAt(0);
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || extra.includes(c) ? c : "?";
    })
    .join("");
}

const W = 595.28;
const H = 841.89;

class Canvas {
  pages: PDFPage[] = [];
  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    readonly noise?: { rate: number; r: () => number },
  ) {}
  addPage() {
    const p = this.doc.addPage([W, H]);
    this.pages.push(p);
    return p;
  }
  get page() {
    return this.pages[this.pages.length - 1]!;
  }
  /** Text with its baseline `y` points below the top edge. */
  text(
    str: string,
    x: number,
    y: number,
    o: { size?: number; bold?: boolean; align?: "left" | "right" | "center"; max?: number } = {},
  ) {
    const size = o.size ?? 9;
    const font = o.bold ? this.bold : this.font;
    let s = safe(this.noise ? ocrMisread(str, this.noise.rate, this.noise.r) : str);
    if (o.max) while (s.length > 3 && font.widthOfTextAtSize(s, size) > o.max) s = s.slice(0, -1);
    const w = font.widthOfTextAtSize(s, size);
    const left = o.align === "right" ? x - w : o.align === "center" ? x - w / 2 : x;
    this.page.drawText(s, { x: left, y: H - y, size, font, color: rgb(0.1, 0.1, 0.1) });
  }
  rule(x1: number, x2: number, y: number, thickness = 0.5) {
    this.page.drawLine({ start: { x: x1, y: H - y }, end: { x: x2, y: H - y }, thickness, color: rgb(0.3, 0.3, 0.3) });
  }
  box(x: number, y: number, w: number, h: number) {
    this.page.drawRectangle({
      x,
      y: H - y - h,
      width: w,
      height: h,
      borderColor: rgb(0.4, 0.4, 0.4),
      borderWidth: 0.5,
    });
  }
}

const FONTS = {
  Helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  Times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  Courier: [StandardFonts.Courier, StandardFonts.CourierBold],
} as const;

export interface Printed {
  pdf: Uint8Array;
  /** What the document shows: the values an extractor should read. */
  shown: { dueDate?: string };
}

/** Prints an invoice's values in a layout. */
export async function renderLayout(
  layout: Layout,
  inv: CapturedInvoice,
  seller: DevParty,
  buyer: DevParty,
): Promise<Printed> {
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date("2026-01-01T00:00:00Z"));
  doc.setModificationDate(new Date("2026-01-01T00:00:00Z"));
  const [regular, boldName] = FONTS[layout.font];
  const noise = layout.ocrNoise
    ? { rate: layout.ocrNoise, r: rng(`ocr|${layout.id}|${inv.invoiceNumber}`) }
    : undefined;
  const c = new Canvas(doc, await doc.embedFont(regular), await doc.embedFont(boldName), noise);
  const lb = LABELS[layout.lang];
  const v = layout.labels % 3;
  const kind: Kind = layout.kind === "invoice" && inv.isCreditMemo ? "credit" : layout.kind;
  const title = lb.title[kind][v]!;
  const money = (value: string) => {
    const n = formatAmount(value, layout.numbers);
    const cur = inv.currency ?? "EUR";
    const sym = cur === "EUR" ? "€" : cur === "GBP" ? "£" : cur === "USD" ? "$" : cur;
    if (layout.currency === "symbol-before") return `${sym}${n}`;
    if (layout.currency === "symbol-after") return `${n} ${sym}`;
    return `${n} ${cur}`;
  };
  const plain = (value: string) => formatAmount(value, layout.numbers);
  const date = (iso: string) => formatDate(iso, layout.dates);
  const dueIso =
    inv.dueDate ?? (layout.kind === "invoice" || layout.kind === "credit" ? addDays(inv.invoiceDate!, 14) : undefined);
  const shown: Printed["shown"] = {};
  const number = kind === "delivery" ? `LS-${inv.invoiceNumber}` : inv.invoiceNumber!;

  c.addPage();
  // Letterhead
  const headX = layout.letterhead === "right" ? 545 : layout.letterhead === "center" ? W / 2 : 50;
  const headAlign = layout.letterhead === "right" ? "right" : layout.letterhead === "center" ? "center" : "left";
  let y = 60;
  if (layout.logoPlaceholder && layout.letterhead !== "none") {
    c.text("LOGO", headX, y - 8, { size: 22, bold: true, align: headAlign });
    y += 22;
  }
  if (layout.parties) {
    // Seller and buyer side by side under their role labels.
    const [sellerRole, buyerRole] = lb.roles[v]!;
    const sx = layout.parties.sellerSide === "left" ? 55 : 330;
    const bx = layout.parties.sellerSide === "left" ? 330 : 55;
    const sellerLines = [
      seller.name,
      seller.street,
      `${seller.zip} ${seller.city}`,
      `${lb.phone} ${seller.phone}`,
      ...(layout.vatIdIn === "header" ? [`${lb.vatId[v]}: ${seller.vatId}`] : []),
    ];
    const buyerLines = [
      buyer.name,
      buyer.street,
      `${buyer.zip} ${buyer.city}`,
      ...(layout.buyerVatId ? [`${lb.vatId[v]}: ${buyer.vatId}`] : []),
    ];
    c.text(sellerRole, sx, y, { size: 8, bold: true });
    c.text(buyerRole, bx, y, { size: 8, bold: true });
    sellerLines.forEach((t, i) => c.text(t, sx, y + 13 + i * 11, { size: 9, bold: i === 0 }));
    buyerLines.forEach((t, i) => c.text(t, bx, y + 13 + i * 11, { size: 9, bold: i === 0 }));
    y += 13 + Math.max(sellerLines.length, buyerLines.length) * 11;
  } else if (layout.letterhead !== "none") {
    c.text(seller.name, headX, y, { size: 17, bold: true, align: headAlign });
    y += 16;
    c.text(`${seller.street} · ${seller.zip} ${seller.city}`, headX, y, { size: 8.5, align: headAlign });
    y += 11;
    c.text(`${lb.phone} ${seller.phone} · ${seller.email}`, headX, y, { size: 8.5, align: headAlign });
    y += 11;
    if (layout.vatIdIn === "header") {
      c.text(`${lb.vatId[v]}: ${seller.vatId}`, headX, y, { size: 8.5, align: headAlign });
      y += 11;
    }
    if (layout.bankIn === "header") {
      c.text(`IBAN ${groupIban(seller.iban!)} · BIC ${seller.bic}`, headX, y, { size: 8.5, align: headAlign });
      y += 11;
    }
  }

  // Recipient window (unless printed beside the seller)
  const rx = layout.recipient === "left" ? 55 : 330;
  let ry = layout.parties ? y - 40 : 150;
  if (layout.senderLine && !layout.parties)
    c.text(`${seller.name} · ${seller.street} · ${seller.zip} ${seller.city}`, rx, ry - 14, { size: 6.5, max: 230 });
  if (lb.billTo && layout.recipient === "right" && !layout.parties) {
    c.text(`${lb.billTo}:`, rx, ry, { size: 8, bold: true });
    ry += 12;
  }
  if (!layout.parties) {
    for (const line of [buyer.name, buyer.street, `${buyer.zip} ${buyer.city}`]) {
      c.text(line, rx, ry, { size: 10 });
      ry += 13;
    }
    if (layout.buyerVatId) {
      c.text(`${lb.buyerVatId}: ${buyer.vatId}`, rx, ry + 4, { size: 8 });
      ry += 14;
    }
  }

  // Meta block
  const pairs: [string, string][] = [
    [kind === "delivery" ? lb.deliveryNo : lb.number[v]!, number],
    [lb.date[v]!, date(inv.invoiceDate!)],
    [lb.customerNo, String(10000 + ((inv.invoiceNumber!.length * 7919) % 89999))],
  ];
  if (inv.orderNumber) pairs.push([lb.order, inv.orderNumber]);
  if (dueIso && (kind === "invoice" || kind === "credit") && layout.meta !== "title-line") {
    pairs.push([lb.due[v]!, date(dueIso)]);
    shown.dueDate = dueIso;
  }
  if (layout.vatIdIn === "meta") pairs.push([lb.vatId[v]!, seller.vatId!]);
  let bodyY = Math.max(ry, y) + 40;
  switch (layout.meta) {
    case "right-pairs": {
      const mx = layout.recipient === "left" ? 340 : 55;
      let my = layout.recipient === "left" ? 150 : ry + 30;
      for (const [k, val] of pairs) {
        c.text(k, mx, my, { size: 8.5 });
        c.text(val, mx + 105, my, { size: 8.5, bold: k === pairs[0]![0] });
        my += 12;
      }
      bodyY = Math.max(bodyY, my + 30);
      c.text(title, 55, bodyY, { size: 16, bold: true });
      bodyY += 30;
      break;
    }
    case "above": {
      c.text(title, 55, bodyY, { size: 18, bold: true });
      bodyY += 26;
      const step = 490 / pairs.length;
      pairs.forEach(([k, val], i) => {
        c.text(k, 55 + i * step, bodyY, { size: 7.5 });
        c.text(val, 55 + i * step, bodyY + 12, { size: 9.5 });
      });
      bodyY += 44;
      break;
    }
    case "title-line": {
      c.text(lb.titleLine(title, number, date(inv.invoiceDate!)), 55, bodyY, { size: 14, bold: true });
      bodyY += 18;
      c.text(
        pairs
          .slice(2)
          .map(([k, val]) => `${k}: ${val}`)
          .join("   "),
        55,
        bodyY,
        { size: 8.5 },
      );
      bodyY += 30;
      break;
    }
    case "box-left": {
      c.text(title, 55, bodyY, { size: 16, bold: true });
      bodyY += 16;
      c.box(50, bodyY - 2, 240, pairs.length * 12 + 8);
      let my = bodyY + 10;
      for (const [k, val] of pairs) {
        c.text(`${k}: ${val}`, 56, my, { size: 8.5 });
        my += 12;
      }
      bodyY = my + 24;
      break;
    }
  }

  if (kind === "reminder") {
    c.text(lb.reminderText(inv.invoiceNumber!, date(inv.invoiceDate!), money(inv.total!)), 55, bodyY, {
      size: 9,
      max: 490,
    });
    bodyY += 24;
    const fee = "5.00";
    const open = (Number(inv.total) + 5).toFixed(2);
    c.text(lb.fee, 340, bodyY, { size: 9 });
    c.text(money(fee), 545, bodyY, { size: 9, align: "right" });
    c.text(lb.open, 340, bodyY + 14, { size: 9, bold: true });
    c.text(money(open), 545, bodyY + 14, { size: 9, bold: true, align: "right" });
    bodyY += 40;
  } else {
    bodyY = itemsTable(c, layout, lb, inv, kind, bodyY, plain, { title, number });
    if (kind !== "delivery") bodyY = totalsBlock(c, layout, lb, inv, bodyY, money, plain);
    if (kind === "invoice" || kind === "credit") {
      if (layout.directDebit) {
        c.text(lb.direct(groupIban(buyer.iban!)), 55, bodyY, { size: 8.5, max: 490 });
        bodyY += 14;
      } else if (dueIso && layout.meta === "title-line") {
        c.text(lb.pay(date(dueIso)), 55, bodyY, { size: 8.5, max: 490 });
        shown.dueDate = dueIso;
        bodyY += 14;
      }
      if (layout.bankIn === "body") {
        c.text(`${lb.bank}: ${seller.bank} · IBAN ${groupIban(seller.iban!)} · BIC ${seller.bic}`, 55, bodyY, {
          size: 8.5,
          max: 490,
        });
        bodyY += 14;
      }
    }
  }

  // Footer on every page
  const total = c.pages.length;
  c.pages.forEach((p, i) => {
    const saved = c.pages;
    c.pages = [p];
    footer(c, layout, lb, seller);
    c.text(lb.page(i + 1, total), 545, 818, { size: 7, align: "right" });
    c.pages = saved;
  });
  return { pdf: await doc.save({ useObjectStreams: false }), shown };
}

function groupIban(iban: string): string {
  return iban.replace(/(.{4})/g, "$1 ").trim();
}

function footer(c: Canvas, layout: Layout, lb: Labels, seller: DevParty) {
  const v = layout.labels % 3;
  const bank =
    layout.bankIn === "footer" ? [`${seller.bank}`, `IBAN ${groupIban(seller.iban!)}`, `BIC ${seller.bic}`] : [];
  const vat = layout.vatIdIn === "footer" ? [`${lb.vatId[v]}: ${seller.vatId}`] : [];
  if (layout.footer === "columns" || layout.footer === "name-columns") {
    c.rule(50, 545, 752);
    const cols = (
      layout.footer === "columns"
        ? [
            [seller.name, seller.street, `${seller.zip} ${seller.city}`],
            [`${lb.phone} ${seller.phone}`, seller.email ?? ""],
            bank,
            [seller.register ?? "", ...vat],
          ]
        : [
            [seller.name, seller.street, `${seller.zip} ${seller.city}`, ...vat],
            bank,
            [`${lb.phone} ${seller.phone}`, seller.email ?? "", seller.register ?? ""],
          ]
    ).filter((col) => col.length > 0);
    const step = 495 / cols.length;
    // A "label: value" too wide for its column goes on two lines, as footers print it.
    for (const col of cols)
      for (let j = 0; j < col.length; j++) {
        const [label, value] = col[j]!.split(/:\s(?=\S+$)/);
        if (value && c.font.widthOfTextAtSize(safe(col[j]!), 6.5) > step - 6) col.splice(j, 1, `${label}:`, value);
      }
    // Long values (a French IBAN in Courier) are printed smaller, as footers do, never cut.
    const fit = (line: string) =>
      Math.min(6.5, (6.5 * (step - 8)) / Math.max(1, c.font.widthOfTextAtSize(safe(line), 6.5)));
    cols.forEach((col, i) => col.forEach((line, j) => c.text(line, 50 + i * step, 764 + j * 9, { size: fit(line) })));
  } else if (layout.footer === "centered") {
    const lines = [
      [seller.name, seller.street, `${seller.zip} ${seller.city}`, seller.register ?? ""].join(" · "),
      [...vat, ...(bank.length ? [`${lb.bank}: ${bank.join(" · ")}`] : [])].join(" · "),
    ].filter((l) => l.length > 0);
    lines.forEach((line, j) => c.text(line, W / 2, 772 + j * 10, { size: 7, align: "center", max: 500 }));
  } else if (vat.length || bank.length) {
    c.text([...vat, ...bank].join("   "), 50, 790, { size: 7, max: 495 });
  }
}

function itemsTable(
  c: Canvas,
  layout: Layout,
  lb: Labels,
  inv: CapturedInvoice,
  kind: Kind,
  y0: number,
  plain: (v: string) => string,
  head: { title: string; number: string },
): number {
  const cols = kind === "delivery" ? [55, 90, 420] : [55, 85, 330, 395, 455, 545];
  const header = kind === "delivery" ? [lb.cols[0], lb.cols[1], lb.cols[2]] : lb.cols;
  const rightCols = kind === "delivery" ? new Set([2]) : new Set([2, 3, 4, 5]);
  const drawHeader = (y: number) => {
    if (layout.table === "boxed") c.box(50, y - 10, 495, 14);
    header.forEach((h, i) =>
      c.text(h, cols[i]! + (rightCols.has(i) && i === cols.length - 1 ? 0 : 0), y, {
        size: 8,
        bold: true,
        align: rightCols.has(i) && i === cols.length - 1 ? "right" : "left",
      }),
    );
    if (layout.table === "lines") c.rule(50, 545, y + 4, 0.8);
    return y + 16;
  };
  let y = drawHeader(y0);
  const items =
    inv.items.length > 0 ? inv.items : [{ title: "Leistung", quantity: "1", totalPrice: inv.lineTotal ?? inv.net }];
  const splitAt = layout.twoPages ? Math.max(1, Math.ceil(items.length / 2)) : Infinity;
  let pageSum = 0;
  items.forEach((item, i) => {
    if (i === splitAt || y > 700) {
      if (kind !== "delivery" && layout.twoPages) {
        c.text(lb.carried, 330, y + 4, { size: 8.5 });
        c.text(plain(pageSum.toFixed(2)), 545, y + 4, { size: 8.5, align: "right" });
      }
      c.addPage();
      c.text(`${head.title} ${head.number}`, 55, 50, { size: 9 });
      y = drawHeader(80);
    }
    const qty = (item.quantity ?? "1").replace(/\.?0+$/, "") || "0";
    const cells =
      kind === "delivery"
        ? [String(i + 1), item.title, `${qty} ${item.unit === "HUR" ? "h" : "Stk"}`]
        : [
            String(i + 1),
            item.title,
            layout.numbers === "de" || layout.numbers === "fr" ? qty.replace(".", ",") : qty,
            item.unitNetPrice ? plain(Number(item.unitNetPrice).toFixed(2)) : "",
            item.vatPercent !== undefined ? `${formatRate(item.vatPercent, layout.numbers)} %` : "",
            item.totalPrice ? plain(item.totalPrice) : "",
          ];
    cells.forEach((cell, j) => {
      const right = rightCols.has(j);
      const x = right ? (j === cols.length - 1 ? cols[j]! : (cols[j + 1] ?? 545) - 8) : cols[j]!;
      c.text(cell, x, y, {
        size: 8.5,
        align: right ? "right" : "left",
        max: j === 1 ? cols[2]! - cols[1]! - 70 : undefined,
      });
    });
    pageSum += Number(item.totalPrice ?? 0);
    y += 13;
    if (layout.table === "lines") c.rule(50, 545, y - 9, 0.3);
  });
  if (layout.table === "boxed") c.box(50, y0 - 10, 495, y - y0 + 2);
  return y + 14;
}

function totalsBlock(
  c: Canvas,
  layout: Layout,
  lb: Labels,
  inv: CapturedInvoice,
  y0: number,
  money: (v: string) => string,
  plain: (v: string) => string,
): number {
  const v = layout.labels % 3;
  let y = y0;
  if (y > 640) {
    c.addPage();
    y = 80;
  }
  const row = (label: string, value: string, bold = false) => {
    c.text(label, 330, y, { size: 9, bold });
    c.text(value, 545, y, { size: 9, bold, align: "right" });
    y += 14;
  };
  const breakdown =
    inv.vatBreakdown.length > 0
      ? inv.vatBreakdown
      : [{ ratePercent: "19", taxableAmount: inv.net!, taxAmount: inv.vatAmount! }];
  if (inv.lineTotal && inv.lineTotal !== inv.net && layout.totals !== "single-line") {
    row(lb.lineSum, money(inv.lineTotal));
    row(lb.allowance, money((Number(inv.net) - Number(inv.lineTotal)).toFixed(2)));
  }
  switch (layout.totals) {
    case "stacked":
      row(lb.net[v]!, money(inv.net!));
      for (const b of breakdown) row(lb.vat(formatRate(b.ratePercent, layout.numbers))[v]!, money(b.taxAmount));
      if (layout.table === "lines") c.rule(330, 545, y - 9, 0.8);
      row(lb.total[v]!, money(inv.total!), true);
      break;
    case "vat-table": {
      const heads =
        layout.lang === "fr"
          ? ["Taux", "Base HT", "TVA", "TTC"]
          : layout.lang === "en" || layout.lang === "us"
            ? ["Rate", "Net", "VAT", "Gross"]
            : ["Satz", "Netto", "USt", "Brutto"];
      const xs = [300, 390, 460, 545];
      heads.forEach((h, i) => c.text(h, xs[i]!, y, { size: 8, bold: true, align: i === 0 ? "left" : "right" }));
      y += 12;
      for (const b of breakdown) {
        const gross = (Number(b.taxableAmount) + Number(b.taxAmount)).toFixed(2);
        [
          `${formatRate(b.ratePercent, layout.numbers)} %`,
          plain(b.taxableAmount),
          plain(b.taxAmount),
          plain(gross),
        ].forEach((t, i) => c.text(t, xs[i]!, y, { size: 8.5, align: i === 0 ? "left" : "right" }));
        y += 12;
      }
      y += 6;
      row(lb.net[v]!, money(inv.net!));
      row(lb.vatTotal[v]!, money(inv.vatAmount!));
      row(lb.total[v]!, money(inv.total!), true);
      break;
    }
    case "single-line": {
      const parts = [`${lb.net[v]} ${money(inv.net!)}`];
      for (const b of breakdown)
        parts.push(`${lb.vat(formatRate(b.ratePercent, layout.numbers))[v]} ${money(b.taxAmount)}`);
      parts.push(`${lb.total[v]} ${money(inv.total!)}`);
      c.text(parts.join("     "), 55, y, { size: 8.5, max: 490 });
      y += 16;
      break;
    }
  }
  if (inv.prepaid && Number(inv.prepaid) !== 0 && inv.amountDue) {
    row(lb.prepaid, money(`-${inv.prepaid}`));
    row(lb.amountDue, money(inv.amountDue), true);
  }
  return y + 12;
}

const base = {
  font: "Helvetica",
  currency: "code",
  footer: "columns",
  bankIn: "footer",
  vatIdIn: "footer",
  senderLine: false,
  recipient: "left",
  table: "lines",
  totals: "stacked",
  kind: "invoice",
  labels: 0,
} as const;

/** 23 layouts to tune on, 11 held out. */
export const LAYOUTS: Layout[] = [
  {
    ...base,
    id: "D01-de-classic",
    split: "dev",
    lang: "de",
    country: "DE",
    dates: "dmy-dot",
    numbers: "de",
    letterhead: "left",
    senderLine: true,
    meta: "right-pairs",
  },
  {
    ...base,
    id: "D02-de-right-titleline",
    split: "dev",
    lang: "de",
    country: "DE",
    dates: "dmy-long-de",
    numbers: "de",
    labels: 1,
    letterhead: "right",
    meta: "title-line",
    table: "plain",
    totals: "vat-table",
    footer: "centered",
    vatIdIn: "header",
    currency: "symbol-after",
  },
  {
    ...base,
    id: "D03-at-center-above",
    split: "dev",
    lang: "at",
    country: "AT",
    dates: "dmy-dot",
    numbers: "de",
    labels: 2,
    letterhead: "center",
    meta: "above",
    senderLine: true,
  },
  {
    ...base,
    id: "D04-en-gb-billto-right",
    split: "dev",
    lang: "en",
    country: "GB",
    dates: "dmy-slash",
    numbers: "en",
    letterhead: "left",
    recipient: "right",
    meta: "box-left",
    bankIn: "body",
    vatIdIn: "header",
    currency: "symbol-before",
  },
  {
    ...base,
    id: "D05-us-two-pages",
    split: "dev",
    lang: "us",
    country: "IE",
    dates: "mdy-slash",
    numbers: "en",
    labels: 1,
    letterhead: "right",
    meta: "right-pairs",
    table: "plain",
    twoPages: true,
    currency: "symbol-before",
  },
  {
    ...base,
    id: "D06-fr-classic",
    split: "dev",
    lang: "fr",
    country: "FR",
    dates: "dmy-slash",
    numbers: "fr",
    letterhead: "left",
    recipient: "right",
    meta: "right-pairs",
    currency: "symbol-after",
  },
  {
    ...base,
    id: "D07-de-delivery-note",
    split: "dev",
    lang: "de",
    country: "DE",
    dates: "dmy-dot",
    numbers: "de",
    letterhead: "left",
    senderLine: true,
    meta: "right-pairs",
    kind: "delivery",
  },
  {
    ...base,
    id: "D08-de-credit-footer-only",
    split: "dev",
    lang: "de",
    country: "DE",
    dates: "iso",
    numbers: "de",
    labels: 1,
    letterhead: "none",
    senderLine: true,
    meta: "above",
    kind: "credit",
  },
  {
    ...base,
    id: "D09-ch-apostrophe",
    split: "dev",
    lang: "de",
    country: "CH",
    dates: "dmy-dot",
    numbers: "ch",
    letterhead: "right",
    meta: "right-pairs",
    vatIdIn: "header",
    table: "boxed",
  },
  {
    ...base,
    id: "D10-en-iso-vat-table",
    split: "dev",
    lang: "en",
    country: "NL",
    dates: "iso",
    numbers: "en",
    labels: 2,
    letterhead: "center",
    meta: "right-pairs",
    table: "boxed",
    totals: "vat-table",
    twoPages: true,
    footer: "centered",
  },
  {
    ...base,
    id: "D11-de-reminder",
    split: "dev",
    lang: "de",
    country: "DE",
    dates: "dmy-long-de",
    numbers: "de",
    letterhead: "left",
    senderLine: true,
    meta: "right-pairs",
    kind: "reminder",
  },
  {
    ...base,
    id: "D12-de-space-digits-singleline",
    split: "dev",
    lang: "de",
    country: "DE",
    dates: "dmy-dot",
    numbers: "fr",
    labels: 2,
    letterhead: "left",
    meta: "box-left",
    totals: "single-line",
    buyerVatId: true,
  },
  {
    ...base,
    id: "D13-fr-long-dates-two-pages",
    split: "dev",
    lang: "fr",
    country: "BE",
    dates: "dmy-long-fr",
    numbers: "fr",
    labels: 1,
    letterhead: "center",
    meta: "above",
    totals: "vat-table",
    twoPages: true,
  },
  {
    ...base,
    id: "D14-en-footer-only",
    split: "dev",
    lang: "en",
    country: "LU",
    dates: "dmy-long-en",
    numbers: "en",
    letterhead: "none",
    meta: "right-pairs",
    table: "plain",
    footer: "columns",
  },
  {
    ...base,
    id: "D15-de-courier-direct-debit",
    split: "dev",
    lang: "de",
    country: "DE",
    dates: "dmy-dot",
    numbers: "de",
    labels: 2,
    letterhead: "left",
    meta: "right-pairs",
    font: "Courier",
    directDebit: true,
  },
  {
    ...base,
    id: "D16-at-long-box-two-pages",
    split: "dev",
    lang: "at",
    country: "AT",
    dates: "dmy-long-at",
    numbers: "de",
    letterhead: "right",
    meta: "box-left",
    totals: "vat-table",
    twoPages: true,
    vatIdIn: "meta",
  },
  {
    ...base,
    id: "D17-en-us-credit",
    split: "dev",
    lang: "en",
    country: "GB",
    dates: "mdy-long-en",
    numbers: "en",
    labels: 1,
    letterhead: "right",
    recipient: "right",
    meta: "right-pairs",
    kind: "credit",
    currency: "symbol-before",
  },
  {
    ...base,
    id: "D18-de-times-titleline",
    split: "dev",
    lang: "de",
    country: "DE",
    dates: "iso",
    numbers: "de",
    letterhead: "center",
    meta: "title-line",
    font: "Times",
    footer: "none",
    bankIn: "body",
    vatIdIn: "header",
  },
  {
    ...base,
    id: "D19-de-scan-ocr-noise",
    split: "dev",
    lang: "de",
    country: "DE",
    dates: "dmy-dot",
    numbers: "de",
    labels: 1,
    letterhead: "left",
    senderLine: true,
    meta: "right-pairs",
    ocrNoise: 0.015,
  },
  // Held out: measured, never tuned on.
  {
    ...base,
    id: "H01-de-right-buyer-vat",
    split: "heldout",
    lang: "de",
    country: "DE",
    dates: "dmy-dot",
    numbers: "de",
    labels: 1,
    letterhead: "right",
    meta: "box-left",
    buyerVatId: true,
    senderLine: true,
  },
  {
    ...base,
    id: "H02-fr-avoir",
    split: "heldout",
    lang: "fr",
    country: "FR",
    dates: "dmy-slash",
    numbers: "fr",
    labels: 2,
    letterhead: "left",
    meta: "above",
    table: "plain",
    kind: "credit",
    currency: "code",
  },
  {
    ...base,
    id: "H03-en-long-two-pages",
    split: "heldout",
    lang: "en",
    country: "IE",
    dates: "dmy-long-en",
    numbers: "en",
    labels: 0,
    letterhead: "center",
    meta: "right-pairs",
    totals: "vat-table",
    twoPages: true,
    bankIn: "body",
  },
  {
    ...base,
    id: "H04-en-delivery-note",
    split: "heldout",
    lang: "en",
    country: "GB",
    dates: "dmy-slash",
    numbers: "en",
    letterhead: "left",
    meta: "right-pairs",
    kind: "delivery",
  },
  {
    ...base,
    id: "H05-at-footer-only",
    split: "heldout",
    lang: "at",
    country: "AT",
    dates: "dmy-dot",
    numbers: "de",
    labels: 1,
    letterhead: "none",
    senderLine: true,
    meta: "right-pairs",
    table: "boxed",
    footer: "centered",
  },
  {
    ...base,
    id: "H06-de-mahnung",
    split: "heldout",
    lang: "de",
    country: "DE",
    dates: "dmy-dot",
    numbers: "de",
    labels: 1,
    letterhead: "right",
    meta: "box-left",
    kind: "reminder",
  },
  {
    ...base,
    id: "H07-de-courier-space-titleline",
    split: "heldout",
    lang: "de",
    country: "DE",
    dates: "dmy-long-de",
    numbers: "fr",
    labels: 0,
    letterhead: "left",
    meta: "title-line",
    font: "Courier",
    totals: "single-line",
    vatIdIn: "header",
  },
  {
    ...base,
    id: "H08-en-scan-ocr-noise",
    split: "heldout",
    lang: "en",
    country: "GB",
    dates: "dmy-long-en",
    numbers: "en",
    labels: 2,
    letterhead: "right",
    recipient: "right",
    meta: "box-left",
    ocrNoise: 0.015,
    font: "Times",
  },
  {
    ...base,
    id: "D20-fr-two-column-roles",
    split: "dev",
    lang: "fr",
    country: "FR",
    dates: "dmy-slash",
    numbers: "fr",
    letterhead: "none",
    parties: { sellerSide: "left" },
    meta: "above",
    footer: "none",
    bankIn: "body",
    vatIdIn: "header",
    buyerVatId: true,
    currency: "symbol-after",
  },
  {
    ...base,
    id: "D21-de-footer-name-columns",
    split: "dev",
    lang: "de",
    country: "DE",
    dates: "dmy-dot",
    numbers: "de",
    labels: 1,
    letterhead: "none",
    meta: "right-pairs",
    footer: "name-columns",
    table: "plain",
  },
  {
    ...base,
    id: "D22-de-sender-line-only",
    split: "dev",
    lang: "de",
    country: "DE",
    dates: "dmy-dot",
    numbers: "de",
    labels: 2,
    letterhead: "none",
    senderLine: true,
    meta: "box-left",
    footer: "none",
    bankIn: "body",
    vatIdIn: "meta",
    totals: "vat-table",
  },
  {
    ...base,
    id: "D23-en-logo-placeholder",
    split: "dev",
    lang: "en",
    country: "GB",
    dates: "dmy-long-en",
    numbers: "en",
    labels: 1,
    letterhead: "left",
    logoPlaceholder: true,
    recipient: "right",
    meta: "box-left",
    footer: "centered",
    currency: "symbol-before",
  },
  {
    ...base,
    id: "H09-en-two-column-seller-right",
    split: "heldout",
    lang: "en",
    country: "GB",
    dates: "dmy-slash",
    numbers: "en",
    labels: 1,
    letterhead: "none",
    parties: { sellerSide: "right" },
    meta: "above",
    footer: "none",
    bankIn: "body",
    vatIdIn: "header",
    buyerVatId: true,
    font: "Times",
  },
  {
    ...base,
    id: "H10-at-logo-footer-name-columns",
    split: "heldout",
    lang: "at",
    country: "AT",
    dates: "dmy-dot",
    numbers: "de",
    labels: 2,
    letterhead: "right",
    logoPlaceholder: true,
    meta: "right-pairs",
    footer: "name-columns",
  },
  {
    ...base,
    id: "H11-fr-sender-line-only",
    split: "heldout",
    lang: "fr",
    country: "FR",
    dates: "dmy-slash",
    numbers: "fr",
    labels: 1,
    letterhead: "none",
    senderLine: true,
    recipient: "right",
    meta: "above",
    footer: "none",
    bankIn: "body",
    vatIdIn: "meta",
  },
];
