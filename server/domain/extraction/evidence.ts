/**
 * Where on the page an extracted value was read (`ExtractedValue.evidence`): the value is
 * looked up in the document's positioned lines (amounts and dates by what they mean, ids
 * without spaces, names as text), the occurrence with the field's label preferred, and the
 * label it follows (same line, left) or sits under (line above, same column) is named.
 * Pure; only for documents whose positioned text was given.
 */
import type { ExtractedEvidence } from "../capture/types.ts";
import { findDates } from "./dates.ts";
import { decimalToCents, findAmounts } from "./numbers.ts";
import type { Doc, Line } from "./text.ts";

export type EvidenceKind = "text" | "compact" | "amount" | "date";

interface Hit {
  line: Line;
  start: number;
  end: number;
}

/** The label words of each field, to prefer the occurrence that carries one. */
const FIELD_LABELS: Record<string, RegExp> = {
  invoiceNumber: /rechnung|invoice|facture|beleg|nummer|nr\.?|no\.|n°|number|numéro|#/i,
  invoiceDate: /datum|date|vom|du\b|dated/i,
  dueDate: /fällig|zahlbar|due|échéance|payable|zahlungsziel|payer/i,
  deliveredFrom: /liefer|leistung|deliver|livraison|zeitraum|period/i,
  deliveredUntil: /liefer|leistung|deliver|livraison|zeitraum|period/i,
  net: /netto|net\b|subtotal|\bHT\b|zwischensumme|hors/i,
  vatAmount: /mwst|ust|vat|tva|tax|steuer/i,
  total: /gesamt|brutto|total|summe|betrag|TTC|amount|endbetrag|payer|due/i,
  prepaid: /anzahlung|bezahlt|paid|acompte|deposit/i,
  amountDue: /zahlbetrag|due|payer|offen|balance/i,
  iban: /iban|bank|konto|compte|account/i,
  bic: /bic|swift/i,
  partnerVatId: /ust|uid|vat|tva|mwst|steuer|btw|iva/i,
  orderNumber: /bestell|order|commande|auftrag/i,
  paymentReference: /verwendungszweck|referenz|reference|référence/i,
  partnerName: /./,
};

const compactMap = (text: string) => {
  let compact = "";
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (/[\s.\-/]/.test(text[i]!)) continue;
    compact += text[i]!.toUpperCase();
    at.push(i);
  }
  return { compact, at };
};

function hitsOf(doc: Doc, kind: EvidenceKind, value: string): Hit[] {
  const hits: Hit[] = [];
  const needle = value.trim();
  if (!needle) return hits;
  for (const line of doc.lines) {
    if (!line.box) continue;
    switch (kind) {
      case "text": {
        const hay = line.text.toLowerCase();
        const n = needle.toLowerCase().replace(/\s+/g, " ");
        for (let i = hay.indexOf(n); i >= 0; i = hay.indexOf(n, i + 1))
          hits.push({ line, start: i, end: i + n.length });
        break;
      }
      case "compact": {
        const { compact, at } = compactMap(line.text);
        const n = needle.replace(/[\s.\-/]/g, "").toUpperCase();
        for (let i = compact.indexOf(n); i >= 0; i = compact.indexOf(n, i + 1))
          hits.push({ line, start: at[i]!, end: at[i + n.length - 1]! + 1 });
        break;
      }
      case "amount": {
        const cents = decimalToCents(needle);
        if (cents === undefined) return hits;
        const abs = cents < 0n ? -cents : cents;
        for (const a of findAmounts(line.text, doc.style))
          if (a.cents === abs || a.cents === -abs) hits.push({ line, start: a.index, end: a.end });
        break;
      }
      case "date":
        for (const d of findDates(line.text, { monthFirst: doc.monthFirst, orderKnown: doc.dateOrderKnown }))
          if (d.iso === needle) hits.push({ line, start: d.index, end: d.end });
        break;
    }
  }
  return hits;
}

/** The box of the characters [start, end) of a line, from the items that wrote them. */
function boxOf(hit: Hit): Omit<ExtractedEvidence, "page" | "label"> | undefined {
  const box = hit.line.box!;
  let left = Infinity;
  let right = -Infinity;
  let size = 0;
  for (const { item, start, end } of box.spans) {
    if (end <= hit.start || start >= hit.end) continue;
    const len = Math.max(1, end - start);
    const perChar = item.width / len;
    left = Math.min(left, item.x + perChar * Math.max(0, hit.start - start));
    right = Math.max(right, item.x + perChar * (Math.min(end, hit.end) - start));
    size = Math.max(size, item.size);
  }
  if (!Number.isFinite(left)) return undefined;
  const height = size || box.size;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { x: round(left), y: round(box.y - 0.8 * height), width: round(right - left), height: round(height) };
}

/** The label part of text before a value: after the last separator, without colons. */
const cleanLabel = (s: string) =>
  (s.split(/[·|•●∙⋅▪;]/).at(-1) ?? "")
    .replace(/[:\s]+$/, "")
    .replace(/^[\s:]+/, "")
    .slice(-60);
/** Text that reads as a label: letters, few digits. */
const labelLike = (s: string) => /[A-Za-zÀ-ÿ]{2}/.test(s) && (s.match(/\d/g)?.length ?? 0) <= s.length * 0.3;

/** The label a value follows on its line, or the text above it in the same column. */
function labelOf(doc: Doc, hit: Hit, x: number, width: number): string | undefined {
  const before = hit.line.text.slice(0, hit.start);
  // The text of the value's cell before it ("Invoice No.: 123"), else the previous cell.
  const gap = before.lastIndexOf("  ");
  const cellStart = gap < 0 ? 0 : gap + 2;
  const inCell = cleanLabel(before.slice(cellStart));
  if (labelLike(inCell)) return inCell;
  const prevCell = hit.line.cells.filter((c) => c.start + c.text.length <= hit.start).at(-1);
  if (prevCell && labelLike(cleanLabel(prevCell.text))) return cleanLabel(prevCell.text);
  // Label above: the nearest line above on the page whose items overlap the value's columns.
  for (let i = hit.line.index - 1; i >= 0 && i >= hit.line.index - 2; i--) {
    const above = doc.lines[i]!;
    if (above.page !== hit.line.page) break;
    if (!above.box) continue;
    const over = above.box.spans.filter(
      ({ item }) => item.x < x + width + 4 && item.x + item.width > x - 4 && labelLike(item.str),
    );
    if (over.length > 0) return cleanLabel(over.map((s) => s.item.str.trim()).join(" "));
  }
  return undefined;
}

/**
 * Where a field's value is printed: the occurrence on a line carrying the field's label (or on
 * `preferLine`), the largest print for names, else the first (amounts: the last).
 */
export function locate(
  doc: Doc,
  field: string,
  kind: EvidenceKind,
  value: string,
  preferLine?: number,
): ExtractedEvidence | undefined {
  const hits = hitsOf(doc, kind, value);
  if (hits.length === 0) return undefined;
  const labelRe = FIELD_LABELS[field];
  const score = (h: Hit, i: number) => {
    let s = 0;
    if (h.line.index === preferLine) s += 100;
    const label = h.line.text.slice(0, h.start);
    const above = doc.lines[h.line.index - 1]?.text ?? "";
    if (labelRe && field !== "partnerName" && (labelRe.test(label) || labelRe.test(above))) s += 10;
    if (field === "partnerName") s += h.line.box!.size;
    // Amounts: totals come last; other fields: the first mention.
    s += kind === "amount" ? i / 1000 : -i / 1000;
    return s;
  };
  const best = hits.map((h, i) => ({ h, s: score(h, i) })).sort((a, b) => b.s - a.s)[0]!.h;
  const box = boxOf(best);
  if (!box) return undefined;
  const label = labelOf(doc, best, box.x, box.width);
  return { page: best.line.page + 1, ...box, ...(label ? { label } : {}) };
}

/** How each field's value is looked up. */
export const EVIDENCE_KINDS: Record<string, EvidenceKind> = {
  invoiceNumber: "text",
  invoiceDate: "date",
  dueDate: "date",
  deliveredFrom: "date",
  deliveredUntil: "date",
  net: "amount",
  vatAmount: "amount",
  total: "amount",
  prepaid: "amount",
  amountDue: "amount",
  iban: "compact",
  bic: "compact",
  paymentReference: "text",
  partnerVatId: "compact",
  partnerName: "text",
  orderNumber: "text",
};
