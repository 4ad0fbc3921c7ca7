/**
 * What kind of document the text is: an invoice at all, and whether it is a credit note
 * (Gutschrift, Rechnungskorrektur, Stornorechnung, Credit note). A "Gutschrift" in the
 * self-billing sense (Gutschriftsverfahren, "selbst ausgestellte Rechnung") is an invoice. A
 * correction printed with negative totals is a corrected invoice (EN 16931 type 384) whose
 * amounts carry their own sign: the credit-memo flag would turn them over a second time.
 */
import type { ExtractedValue } from "../capture/types.ts";
import { type Doc, LETTER } from "./text.ts";

const W = (s: string) => `(?<![${LETTER}])(?:${s})(?![${LETTER}])`;

const INVOICE_TITLE = new RegExp(
  W(
    "[A-ZÄÖÜ]?[a-zäöüß]*rechnung|Rechnung|[A-ZÄÖÜ]*RECHNUNG|Invoice|INVOICE|Tax\\s+invoice|Facture|FACTURE|Note\\s+d'honoraires|Faktura|Quittung|Receipt|Kassenbon|Kassenbeleg|Bewirtungsbeleg|Honorarnote|Liquidation",
  ),
);
const CREDIT_TITLE = new RegExp(
  W(
    "Gutschrift|Rechnungskorrektur|Korrekturrechnung|Stornorechnung|Storno-Rechnung|Storno(?!-)|Rechnungsstorno|Credit\\s+note|Credit\\s+memo|Credit\\s+invoice|Gutschriftsanzeige|Avoir|Facture\\s+d'avoir|Note\\s+de\\s+crédit",
  ),
  "i",
);
const SELF_BILLING =
  /(?:selbst\s+ausgestellte\s+Rechnung|Gutschriftsverfahren|Gutschrift\s+im\s+Sinne|§\s*14\s*Abs\.\s*2\s*S(?:atz|\.)\s*2\s*UStG|self-?billing|Selbstfakturierung)/i;

/**
 * The font size a title has at least, when the positioned text is known: clearly larger than
 * the body text of page 1 (its median line).
 */
function titleSize(doc: Doc): number | undefined {
  const sizes = doc.lines
    .filter((l) => l.box && l.page === 0)
    .map((l) => l.box!.size)
    .sort((a, b) => a - b);
  if (sizes.length < 5) return undefined;
  return 1.15 * sizes[Math.floor(sizes.length / 2)]!;
}

/**
 * Title lines printed larger than the body, if the layout shows any title that way (then a
 * label such as "Invoice number" in body print is no title); else all title lines.
 */
function prominent(doc: Doc, titles: { index: number; early: boolean }[], all: { index: number }[] = titles) {
  const min = titleSize(doc);
  if (min === undefined) return titles;
  const big = (t: { index: number }) => (doc.lines[t.index]!.box?.size ?? 0) >= min;
  return all.some(big) ? titles.filter(big) : titles;
}

/** A line that reads as the document's title: the keyword starts the line (number and date may follow). */
/** Letters set apart by single spaces ("W A R E N R E C H N U N G"): the word they spell, else undefined. */
export function letterSpacedWord(text: string): string | undefined {
  const m = /^\s*((?:\p{L} ){3,}\p{L})\s*$/u.exec(text);
  return m ? m[1]!.replace(/ /g, "") : undefined;
}

/** A cell in capitals only ("RECHNUNG", "RECHNUNGS-KORREKTUR"), hyphens between letters dropped. */
function capitalTitle(text: string): string | undefined {
  const t = text.trim();
  if (!/^\p{Lu}[\p{Lu}-]{4,}\p{Lu}$/u.test(t)) return undefined;
  return t.replace(/-/g, "");
}

const wholeMatch = (re: RegExp, text: string) => {
  const m = re.exec(text);
  return m !== null && m.index === 0 && m[0].length === text.length;
};

function titleLines(doc: Doc, re: RegExp): { index: number; early: boolean }[] {
  const out: { index: number; early: boolean }[] = [];
  for (const line of doc.lines) {
    // A letter-spaced word, or a cell near the top of page 1 that is nothing but a title in capitals
    // ("RECHNUNGS-KORREKTUR"), is set as a heading wherever it stands in the line.
    const spaced = line.cells
      .map(
        (c) => letterSpacedWord(c.text) ?? (line.page === 0 && line.pageLine < 15 ? capitalTitle(c.text) : undefined),
      )
      .find((w) => w !== undefined && wholeMatch(re, w));
    const cell = spaced ?? line.cells[0]?.text ?? "";
    const m = re.exec(cell);
    if (!m || m.index > 0) continue;
    // The title is short or continues with a number, not a sentence.
    const rest = cell.slice(m[0].length);
    if (rest.trim().split(/\s+/).length > 8 && !/(?:Nr\.?|No\.?|Nummer|Number|#)(?![A-Za-z])/.test(rest)) continue;
    out.push({ index: line.index, early: line.page === 0 && line.pageLine < 30 });
  }
  return out;
}

const INVOICE_NUMBER_LABEL = new RegExp(
  W(
    "Rechnungs-?\\s?(?:nummer|nr\\.?)|Invoice\\s+(?:No\\.?|number|#)|N°\\s*de\\s*facture|Facture\\s*n°|Numéro\\s+de\\s+facture",
  ),
  "i",
);

/** Titles of business documents that are not invoices, though they name amounts and invoice numbers. */
const OTHER_TITLE = new RegExp(
  W(
    "Mahnung|\\d\\.\\s*Mahnung|Zahlungserinnerung|Angebot|Kostenvoranschlag|Auftragsbestätigung|Bestellbestätigung|Lieferschein|Kontoauszug|Saldenbestätigung|Proforma-?Rechnung|Pro-?forma|Reminder|Payment\\s+reminder|Dunning\\s+letter|Quotation|Quote|Offer|Order\\s+confirmation|Purchase\\s+order|Delivery\\s+note|Packing\\s+slip|Statement(?:\\s+of\\s+account)?|Relance(?:\\s+de\\s+paiement)?|Rappel|Bon\\s+de\\s+livraison|Bon\\s+de\\s+commande|Devis",
  ),
  "i",
);

/**
 * True if the document's first title is one of another kind of document (reminder, quote, order
 * confirmation, delivery note, pro-forma invoice, statement): its numbers are not an invoice's.
 */
export function hasOtherDocumentTitle(doc: Doc): boolean {
  // Not a label ("Angebot: A-17") or a reference ("Angebot vom …", "Lieferschein zu …").
  const other = titleLines(doc, OTHER_TITLE).filter(
    (t) =>
      t.early && !/^\S+(?:\s+\S+)?\s*(?::|vom|zu|zur|gemäß|from|dated|of|ref)/i.test(doc.lines[t.index]!.text.trim()),
  );
  if (other.length === 0) return false;
  const invoiceTitles = [...titleLines(doc, INVOICE_TITLE), ...titleLines(doc, CREDIT_TITLE)];
  // Printed as the title, larger than the body: the document is what its title says.
  const all = [...other, ...invoiceTitles];
  const bigOther = prominent(doc, other, all);
  const bigInvoice = prominent(doc, invoiceTitles, all);
  if (titleSize(doc) !== undefined && bigOther.length > 0 && bigOther.length < other.length + 1) {
    const firstBigInvoice = Math.min(...bigInvoice.map((t) => t.index), Infinity);
    if (bigOther.some((t) => (doc.lines[t.index]!.box?.size ?? 0) >= titleSize(doc)!))
      return bigOther[0]!.index <= firstBigInvoice;
  }
  const numberLabel = doc.lines.filter((l) => INVOICE_NUMBER_LABEL.test(l.text)).map((l) => ({ index: l.index }));
  const invoice = [...invoiceTitles, ...numberLabel];
  const firstInvoice = Math.min(...invoice.map((t) => t.index), Infinity);
  // A pro-forma invoice starts with "Proforma-Rechnung", which also reads as an invoice title.
  return other[0]!.index <= firstInvoice;
}

/** True if the text has an invoice or credit note title, or an invoice number label. */
export function hasInvoiceTitle(doc: Doc): boolean {
  return (
    titleLines(doc, INVOICE_TITLE).length > 0 ||
    titleLines(doc, CREDIT_TITLE).length > 0 ||
    doc.lines.some((l) => INVOICE_NUMBER_LABEL.test(l.text))
  );
}

/** Whether the document is a credit note. `totalNegative` raises confidence for corrections. */
export function detectCreditMemo(doc: Doc, totalNegative?: boolean): ExtractedValue<boolean> | undefined {
  const allCredit = titleLines(doc, CREDIT_TITLE);
  const allInvoice = titleLines(doc, INVOICE_TITLE);
  const credit = prominent(doc, allCredit, [...allCredit, ...allInvoice]);
  const invoice = prominent(doc, allInvoice, [...allCredit, ...allInvoice]);
  if (SELF_BILLING.test(doc.text)) return { value: false, confidence: 0.7 };
  const firstCredit = credit[0];
  const firstInvoice = invoice[0];
  if (firstCredit && (!firstInvoice || firstCredit.index <= firstInvoice.index)) {
    const line = doc.lines[firstCredit.index]!.text;
    const correction = /korrektur|storno/i.test(line);
    // "Rechnungskorrektur" over negative totals: the corrected invoice with its own sign.
    if (/korrektur/i.test(line) && totalNegative) return { value: false, confidence: 0.7 };
    let confidence = firstCredit.early ? 0.88 : 0.7;
    if (correction && totalNegative === false) confidence -= 0.2;
    if (totalNegative) confidence += 0.05;
    return { value: true, confidence: Math.min(0.95, confidence) };
  }
  if (firstInvoice) {
    // An invoice title over negative totals: a corrected invoice (EN 16931 type 384) whose amounts
    // carry the sign, not a credit note; a little doubt remains.
    if (totalNegative) return { value: false, confidence: 0.55 };
    // A credit note mentioned after the invoice title (e.g. "Gutschrift Nr. …" later) leaves doubt.
    return { value: false, confidence: credit.length > 0 ? 0.55 : 0.8 };
  }
  if (totalNegative) return { value: true, confidence: 0.55 };
  // No title, but an invoice number label ("Rechnungsnummer: 2014-03", "FACTURE N° :" beside the
  // logo) and no credit-note word anywhere: an invoice.
  if (
    allCredit.length === 0 &&
    !CREDIT_TITLE.test(doc.text) &&
    doc.lines.some((l) => INVOICE_NUMBER_LABEL.test(l.text))
  )
    return { value: false, confidence: 0.6 };
  return undefined;
}
