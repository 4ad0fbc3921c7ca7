/**
 * Totals of an invoice: net, VAT and gross amounts read after their labels, VAT breakdown
 * lines (rate, base, tax) recognised by their arithmetic, and the currency. Values that add
 * up (net + VAT = total, VAT = net × rate) are chosen over values that merely carry a good
 * label, and only consistent values get a high confidence.
 */
import type { Decimal, ExtractedValue, VatBreakdownLine } from "../capture/types.ts";
import { round2 } from "./candidates.ts";
import {
  centsDiff,
  currencyCode,
  decimalToCents,
  findAmounts,
  findPercents,
  type FoundAmount,
  formatCents,
  normalizeRate,
  vatOf,
} from "./numbers.ts";
import { xRangeOf } from "./layout.ts";
import { type Doc, type Line, nextNonEmpty, WB, WE } from "./text.ts";

type AmountClass = "net" | "subtotal" | "vat" | "total" | "due" | "prepaid" | "other";

interface LabelDef {
  cls: AmountClass;
  re: RegExp;
  prior: number;
}

const VAT_WORD = String.raw`(?:Versicherungs?steuer|BTW|MwSt|Mw\.?-?St|MWST|Mehrwertsteuer|USt|Ust|UST|Umsatzsteuer|VAT|Vat|GST|IVA|TVA)`;
const RATE = String.raw`\d{1,2}(?:[.,]\d{1,2})?\s?%`;
/** After a VAT word: not an id number, rate heading or exemption note. */
const NOT_VAT_AMOUNT = String.raw`(?![\s.:-]*(?:Id|ID|IdNr|Ident|Nr|Nummer|Identifikations|Satz|satz|Sätze|aufschl|Aufschl|befrei|frei|pflicht|Reg|reg|number|Number|No\b|rate|Rate|Kategorie|Code|code|Schlüssel|Basis|basis))`;

/** A currency written inside a label: "Total € incl. VAT", "Gesamtbetrag (EUR) inkl. MwSt." */
const CUR_TOKEN = String.raw`(?:\(?(?:EUR|€|CHF|USD|\$|GBP|£)\)?\s*)?`;

/** "(excl. USt.)", "(inkl. MwSt.)" after a net or total label: part of the label, not a VAT label of its own. */
const VAT_QUALIFIER = String.raw`(?:\s*${CUR_TOKEN}\(\s*(?:excl\.?|exkl\.?|excluding|ohne|zzgl\.?|inkl\.?|incl\.?|including|inklusive)\s*${VAT_WORD}\.?\s*\))?`;

const LABELS: LabelDef[] = [
  // Not totals, but claimed so that their words do not read as one.
  {
    cls: "other",
    re: new RegExp(
      `${WB}(?:Gesamtbetrag\\s+(?:der|des)\\s+\\S+|Summe\\s+(?:der\\s+)?(?:Zuschläge|Abschläge|Rabatte|Gutschriften)|Skonto(?:betrag)?|Rabatt(?:betrag)?|Paid|Discount|Rundung|Rounding|Trinkgeld|Tip|Pfand|Deposit|Einzelpreis|Stückpreis|Unit\\s+price|Preis|Price)${WE}`,
      "gi",
    ),
    prior: 0,
  },
  // Paid in advance and deducted (BT-113): "abzüglich Anzahlung", "bereits bezahlt", "Prepaid amount".
  {
    cls: "prepaid",
    re: new RegExp(
      `${WB}(?:(?:abzgl\\.?|abzüglich|abz\\.|\\.\\/\\.|less|minus)\\s*)?(?:(?:erhaltene|geleistete|bereits\\s+(?:gezahlte|bezahlte|geleistete))\\s+)?(?:Anzahlung(?:en)?|Vorauszahlung(?:en)?|Abschlagszahlung(?:en)?|Akontozahlung(?:en)?|Teilzahlung(?:en)?)(?:\\s+vom\\s+\\d{1,2}\\.\\d{1,2}\\.\\d{2,4})?${WE}|${WB}(?:bereits\\s+(?:gezahlt|bezahlt|geleistet|erhalten)|Prepaid(?:\\s+amount)?|Amount\\s+(?:already\\s+)?paid|Paid\\s+(?:in\\s+advance|to\\s+date)|Less\\s+(?:deposit|down\\s+payment|advance\\s+payment|prepayment)s?|Acomptes?(?:\\s+(?:versés?|reçus?))?|(?:Deposit|Down\\s+payment|Advance\\s+payment)s?\\s+(?:paid|received))${WE}`,
      "gi",
    ),
    prior: 0.8,
  },
  {
    cls: "net",
    re: new RegExp(
      [
        `Netto-?(?:betrag|summe|gesamt(?:betrag)?|wert|rechnungsbetrag|entgelt)`,
        `(?:Gesamt|Rechnungs|Gutschrifts)(?:betrag|summe)?\\s*\\(?netto\\)?`,
        `(?:Summe|Betrag)\\s*\\(?netto\\)?`,
        `Gesamt\\s*\\(?netto\\)?`,
        `(?:Rechnungs|Gesamt|Zwischen)?(?:summe|betrag|Summe|Betrag)\\s*\\(?(?:ohne|exkl\\.?|excl\\.?|vor|zzgl\\.?)\\s*${VAT_WORD}\\.?\\)?`,
        `Warenwert\\s*netto`,
        `Total\\s*\\(?(?:net|excl\\.?(?:uding)?\\s*(?:VAT|tax)|before\\s*tax|without\\s*VAT)\\)?`,
        `Net\\s*(?:total|amount|value|sum)`,
        `Untaxed\\s+(?:amount|total)`,
        `Totaal\\s*(?:excl\\.?|exclusief)\\s*BTW`,
        `(?:Subtotal|Sub-total|Amount|Total\\s*amount)\\s*\\(?(?:excl\\.?|excluding|without|net\\s+of|before)\\s*(?:VAT|tax)\\)?`,
        `(?:Total|Montant|Sous-total|Base|Prix)\\s+(?:HT|H\\.T\\.|hors\\s+taxes?|hors\\s+TVA)`,
      ]
        .map((s) => `${WB}${s}${VAT_QUALIFIER}${WE}`)
        .join("|"),
      "gi",
    ),
    prior: 0.85,
  },
  { cls: "net", re: new RegExp(`${WB}(?:Netto|Net|Nettoentgelt)${WE}`, "gi"), prior: 0.7 },
  {
    cls: "subtotal",
    re: new RegExp(
      `${WB}(?:Zwischensumme|Sub-?total|Positionssumme|Summe\\s+(?:der\\s+)?Positionen|Warenwert|Auftragswert|Leistungswert)${WE}(?!\\s*\\(?(?:incl|inkl|brutto|gross))`,
      "gi",
    ),
    prior: 0.55,
  },
  {
    cls: "vat",
    re: new RegExp(
      `${WB}(?:(?:zzgl\\.?|zuzüglich|plus|inkl\\.?|inklusive|incl\\.?|including|enthaltene?|enth\\.?|darin\\s+enthaltene?|davon|gesetzl\\.?|gesetzliche)\\s*)*(?:${RATE}\\s*)?(?:gesetzl\\.?\\s*)?${VAT_WORD}\\.?(?:-?\\s?(?:betrag|summe|amount|total))?${WE}${NOT_VAT_AMOUNT}(?:\\s*\\(?${RATE}\\)?)?`,
      "gi",
    ),
    prior: 0.8,
  },
  {
    cls: "vat",
    re: new RegExp(
      `${WB}(?:Steuerbetrag|Steuersumme|Summe\\s+Steuern?|Steuern?|Total\\s+(?:VAT|tax(?:es)?|TVA)|(?:VAT|Tax)\\s+(?:amount|total)|Montant\\s+(?:de\\s+la\\s+)?TVA|Sales\\s+tax|Tax)${WE}${NOT_VAT_AMOUNT}(?:\\s*\\(?${RATE}\\)?)?`,
      "gi",
    ),
    prior: 0.78,
  },
  {
    cls: "total",
    re: new RegExp(
      [
        `Gesamtbetrag(?!\\s+(?:der|des|netto|ohne|exkl))(?:\\s*\\(?brutto\\)?)?`,
        `Gesamt-?\\s*betrag`,
        `(?:Rechnungs(?:end)?|Gutschrifts)betrag(?!\\s*\\(?netto)(?:\\s*\\(?brutto\\)?)?`,
        `Rechnungssumme(?!\\s*(?:ohne|exkl|netto|vor))(?:\\s*\\(?brutto\\)?)?`,
        `End(?:betrag|summe)`,
        `Brutto-?(?:betrag|summe|gesamt(?:betrag)?|rechnungsbetrag)`,
        `Gesamtsumme(?!\\s*netto)(?:\\s*\\(?brutto\\)?)?`,
        `(?:Summe|Gesamt|Betrag)\\s*\\(?brutto\\)?`,
        `Gross\\s+(?:amount|total|sum|value)`,
        `Total\\s+(?:after|with|incl(?:uding)?\\.?)\\s+tax(?:es)?`,
        `(?:Summe|Gesamt|Gesamtbetrag|Betrag)\\s*\\(?(?:inkl\\.?|inklusive|incl\\.?)\\s*${VAT_WORD}\\.?\\)?`,
        `Grand\\s*total`,
        `Invoice\\s*(?:total|amount)`,
        `Total\\s*(?:amount|gross|sum)?\\s*${CUR_TOKEN}\\(?(?:incl\\.?|including|inc\\.?)\\s*(?:VAT|tax)\\)?`,
        `Amount\\s*\\(?(?:incl\\.?|including)\\s*(?:VAT|tax)\\)?`,
        `Total\\s*(?:amount|gross|sum)`,
        `Total\\s+payable`,
        `Totaal\\s*(?:incl\\.?|inclusief)\\s*BTW`,
        `Gesamtpreis`,
        `(?:Total|Montant|Prix)\\s+(?:TTC|T\\.T\\.C\\.|toutes\\s+taxes\\s+comprises)`,
        `Net\\s+à\\s+payer`,
        `Total\\s+à\\s+payer`,
      ]
        .map((s) => `${WB}${s}${VAT_QUALIFIER}${WE}`)
        .join("|"),
      "gi",
    ),
    prior: 0.9,
  },
  { cls: "total", re: new RegExp(`${WB}(?:Total|TOTAL|Brutto|Gesamt|GESAMT|Gross|GROSS)${WE}`, "g"), prior: 0.72 },
  { cls: "total", re: new RegExp(`${WB}(?:Summe|SUMME)${WE}`, "g"), prior: 0.6 },
  {
    cls: "due",
    re: new RegExp(
      `${WB}(?:zu\\s+zahlen(?:der\\s+Betrag)?|Zahlbetrag|Zahlungsbetrag|fälliger\\s+Betrag|Offener\\s+Betrag|Restbetrag|Amount\\s+due|Balance\\s+due|Total\\s+due|Amount\\s+payable|Due\\s+payable|Payable\\s+amount|Solde\\s+à\\s+payer|Betrag\\s+fällig|Reste\\s+à\\s+payer|Solde\\s+dû|Montant\\s+dû)${WE}`,
      "gi",
    ),
    prior: 0.72,
  },
];

interface LabelMatch {
  cls: AmountClass;
  prior: number;
  index: number;
  end: number;
  text: string;
}

/** All amount labels of a line, longest first when they overlap, in line order. */
export function labelsInLine(text: string): LabelMatch[] {
  const all: LabelMatch[] = [];
  for (const def of LABELS) {
    def.re.lastIndex = 0;
    for (const m of text.matchAll(def.re)) {
      if (m[0].trim().length === 0) continue;
      all.push({ cls: def.cls, prior: def.prior, index: m.index, end: m.index + m[0].length, text: m[0] });
    }
  }
  all.sort((a, b) => b.end - b.index - (a.end - a.index) || a.index - b.index);
  const kept: LabelMatch[] = [];
  for (const l of all) if (!kept.some((k) => l.index < k.end && k.index < l.end)) kept.push(l);
  return kept.sort((a, b) => a.index - b.index);
}

/** The labels of a document line, read once per line. */
const lineLabels = new WeakMap<Line, LabelMatch[]>();
function labelsOf(line: Line): LabelMatch[] {
  let labels = lineLabels.get(line);
  if (!labels) {
    labels = labelsInLine(line.text);
    lineLabels.set(line, labels);
  }
  return labels;
}

interface AmountCandidate {
  cls: AmountClass;
  cents: bigint;
  prior: number;
  line: number;
  currency?: string;
  /** Rate written with a VAT label ("19 % MwSt."). */
  rate?: Decimal;
}

/** A rate column heading among amount headings: "MwSt-Satz", "Steuersatz", "VAT rate", "%". */
const RATE_HEADING = /^(?:\S*(?:satz|Satz)|(?:VAT|Tax)\s+rate|%|\S+\s*%)$/;

/** Words before an amount that make it the base of a VAT line, not the VAT: "MwSt. 19 % auf 100,00". */
const BASE_BEFORE = /(?:auf|von|aus|on|of|from|Basis|Bemessungsgrundlage|Nettobetrag|netto)\s*(?:EUR|€)?\s*$/i;

function moneyIn(text: string, doc: Doc): FoundAmount[] {
  return findAmounts(text, doc.style).filter((a) => a.moneyLike);
}

/** Amount candidates from the labels of one line (and, for lone labels, the next line). */
function candidatesInLine(doc: Doc, line: Line, breakdownLine: boolean): AmountCandidate[] {
  const out: AmountCandidate[] = [];
  const labels = labelsOf(line);
  labels.forEach((label, i) => {
    if (label.cls === "other") return;
    // A VAT row of a breakdown ("19 % MwSt. auf 100,00  19,00") is counted by the breakdown.
    if (label.cls === "vat" && breakdownLine) return;
    const segEnd = labels[i + 1]?.index ?? line.text.length;
    const segment = line.text.slice(label.end, segEnd);
    const rate = label.cls === "vat" ? findPercents(label.text)[0]?.rate : undefined;
    // "MwSt. 19 % auf 100,00  19,00": the base is not the VAT.
    const amounts = moneyIn(segment, doc).filter(
      (a) => label.cls !== "vat" || !BASE_BEFORE.test(segment.slice(0, a.index)),
    );
    const push = (a: FoundAmount, prior: number) =>
      out.push({
        cls: label.cls,
        cents: a.cents,
        prior: prior - (a.ambiguous ? 0.2 : 0),
        line: line.index,
        ...(a.currency ? { currency: a.currency } : {}),
        ...(rate ? { rate } : {}),
      });
    // A label inside a sentence is weaker than a field label.
    const cellStartPenalty = /[a-zäöüß]\s*$/.test(line.text.slice(0, label.index)) ? 0.1 : 0;
    if (amounts.length > 0) {
      const segRate = label.cls === "vat" ? (rate ?? findPercents(segment)[0]?.rate) : undefined;
      const first = amounts[0]!;
      const last = amounts[amounts.length - 1]!;
      if (segRate && !rate) {
        out.push({
          cls: label.cls,
          cents: last.cents,
          prior: label.prior - cellStartPenalty,
          line: line.index,
          rate: segRate,
          ...(last.currency ? { currency: last.currency } : {}),
        });
        return;
      }
      push(first, label.prior - cellStartPenalty);
      // "Beitrag inklusive 19 % Versicherungsteuer 220,00": the gross the tax is included in, or
      // (receipts: "inkl. 19 % MwSt. 3,19") the tax itself; the totals arithmetic decides.
      if (rate && /^(?:inkl|incl|inklusive|including)/i.test(label.text.trim()))
        out.push({ ...out[out.length - 1]!, cls: "total", prior: 0.55 - cellStartPenalty });
      if (last !== first && last.cents !== first.cents) push(last, label.prior - cellStartPenalty - 0.15);
      return;
    }
    // "… 19,00 MwSt.": the amount right before the label.
    const prevEnd = labels[i - 1]?.end ?? 0;
    const before = moneyIn(line.text.slice(prevEnd, label.index), doc);
    const adjacent = before[before.length - 1];
    if (adjacent && /^\s*$/.test(line.text.slice(prevEnd + adjacent.end, label.index))) {
      push(adjacent, label.prior - 0.1);
      return;
    }
    // A label alone at the end of the line: the value below (same column or the only amount).
    if (segment.trim() === "" || /^[\s:]*$/.test(segment)) {
      const next = nextNonEmpty(doc, line, 0);
      if (!next) return;
      const cellIdx = line.cells.findIndex((c) => c.start <= label.index && label.index < c.start + c.text.length);
      if (line.cells.length > 1 && next.cells.length === line.cells.length && cellIdx >= 0) {
        // Only a heading row of amount labels ("Netto  MwSt.  Brutto"), not an item table's heading.
        const amountHeadings = line.cells.every(
          (c) => labelsInLine(c.text).some((l) => l.cls !== "other") || RATE_HEADING.test(c.text),
        );
        const own = line.cells[cellIdx]!.text;
        if (amountHeadings && labelsInLine(own).length === 1) {
          // Under a heading with a rate column the rows are per rate ("19 %  100,00  19,00  119,00"):
          // the totals are the row a sum label starts ("Gesamt  150,00  22,50  172,50"), if any.
          const perRate = line.cells.some((c) => RATE_HEADING.test(c.text));
          const after = nextNonEmpty(doc, next, 0);
          const severalRows =
            perRate &&
            after !== undefined &&
            after.cells.length === line.cells.length &&
            moneyIn(after.text, doc).length > 0;
          const row = sumRowBelow(doc, line) ?? (severalRows ? undefined : next);
          const a = row ? moneyIn(row.cells[cellIdx]!.text, doc) : [];
          if (a.length === 1) push(a[0]!, label.prior - (row === next ? 0.05 : 0));
        }
        return;
      }
      const a = moneyIn(next.text, doc);
      if (a.length === 1 && next.cells.length === 1) push(a[0]!, label.prior - 0.1);
    }
  });
  return out;
}

/** A row label that makes a table row the sum of the rows above: "Gesamt", "Summe", "Total". */
const SUM_ROW_LABEL = /^(?:Gesamt|Summe|Total|Sum|Totals?|Gesamtsumme|Insgesamt)\s*:?$/i;

/** The sum row of a per-rate table under a heading row: same cells, a sum label first, within 8 lines. */
function sumRowBelow(doc: Doc, heading: Line): Line | undefined {
  for (let i = heading.index + 1; i <= heading.index + 8 && i < doc.lines.length; i++) {
    const row = doc.lines[i]!;
    if (row.page !== heading.page) return undefined;
    if (row.cells.length === heading.cells.length && SUM_ROW_LABEL.test(row.cells[0]!.text)) return row;
  }
  return undefined;
}

/** Which of net, VAT and gross an amount class stands for in a totals table. */
const TABLE_GROUP: Partial<Record<AmountClass, "net" | "vat" | "total">> = {
  net: "net",
  subtotal: "net",
  vat: "vat",
  total: "total",
  due: "total",
};
/**
 * A heading word that names a rate column ("MwSt-%", "Steuersatz", "VAT rate", "Taux"), not an
 * amount; "MwSt. 19 %" names the VAT amount at that rate.
 */
const RATE_WORD = /(?<!\d\s?)%|satz|rate|taux/i;
/** What may stand in a totals table's value row inside the table's width: numbers, rates, currency. */
const TABLE_VALUE_TOKEN =
  /^(?:[-+−]?[\d.,'’\s]*\d[\d.,'’]*-?|\(?[-+]?\d[\d.,]*\s?%\)?|EUR|€|CHF|USD|\$|GBP|£|[A-Z]{1,2})$/;

/** Words of an item table's heading row. */
const ITEM_HEADING = new RegExp(
  `${WB}(?:Menge|Anzahl|Stück|Qty|Quantity|Quantité|Qté|Einzelpreis|Stückpreis|Unit\\s*price|Prix\\s+unitaire|P\\.U\\.|Artikel(?:nummer|-?Nr\\.?)?|Bezeichnung|Beschreibung|Description|Désignation|Leistung|Pos\\.?|Position)${WE}`,
  "i",
);

interface TableColumn {
  x0: number;
  x1: number;
  cls?: AmountClass;
  prior: number;
}

/**
 * The columns of a totals table's heading row: a line without amounts that names at least two
 * of net, VAT and gross ("Nettobetrag  MwSt-Betrag  MwSt-%  Endbetrag", "TOTAL HT  TOTAL TVA
 * TOTAL TTC", "Net  VAT  Gross"). Each label is one column; other words (surcharges, rates,
 * currency) are columns that take no amount.
 */
function tableHeading(doc: Doc, line: Line): TableColumn[] | undefined {
  if (!line.box) return undefined;
  const labels = labelsOf(line);
  const groups = new Set(labels.map((l) => TABLE_GROUP[l.cls]).filter(Boolean));
  if (groups.size < 2 || findAmounts(line.text, doc.style).some((a) => a.moneyLike)) return undefined;
  // An item table's heading (quantity, unit price, description): its rows are items, not totals.
  if (ITEM_HEADING.test(line.text)) return undefined;
  const cols: TableColumn[] = [];
  for (const l of labels) {
    const r = xRangeOf(line.box, l.index, l.end);
    const amountLabel = TABLE_GROUP[l.cls] && !RATE_WORD.test(l.text);
    if (r) cols.push({ ...r, ...(amountLabel ? { cls: l.cls } : {}), prior: l.prior });
  }
  for (const m of line.text.matchAll(/\S+/g)) {
    if (labels.some((l) => l.index < m.index + m[0].length && m.index < l.end)) continue;
    const r = xRangeOf(line.box, m.index, m.index + m[0].length);
    if (r) cols.push({ ...r, prior: 0 });
  }
  return cols.filter((c) => c.cls).length >= 2 ? cols : undefined;
}

/** The heading column an amount printed at [x0, x1] stands under: the one it overlaps most, else the nearest close one. */
function columnOf(cols: TableColumn[], x0: number, x1: number): TableColumn | undefined {
  let best: TableColumn | undefined;
  let bestOverlap = 0;
  for (const c of cols) {
    const overlap = Math.min(x1, c.x1) - Math.max(x0, c.x0);
    if (overlap > bestOverlap) {
      bestOverlap = overlap;
      best = c;
    }
  }
  if (best) return best;
  let nearest: TableColumn | undefined;
  let gap = Infinity;
  for (const c of cols) {
    const g = Math.max(c.x0 - x1, x0 - c.x1);
    if (g < gap) {
      gap = g;
      nearest = c;
    }
  }
  return nearest && gap <= Math.min(12, (x1 - x0) / 2) ? nearest : undefined;
}

/**
 * Amounts of totals tables whose values stand in rows below a heading row of amount labels and
 * line up with them by position, not cell by cell (empty cells, values a few lines below,
 * text beside the table): per row the amount under each net / VAT / gross heading. One row is
 * the totals; several rows with a last row that is their column sums are per-rate rows and
 * their sum; several rows without such a sum row are per-rate rows, counted as their sums.
 */
export function tableCandidates(doc: Doc): AmountCandidate[] {
  const out: AmountCandidate[] = [];
  for (const line of doc.lines) {
    const cols = tableHeading(doc, line);
    if (!cols) continue;
    const left = Math.min(...cols.map((c) => c.x0));
    const right = Math.max(...cols.map((c) => c.x1));
    const rows: { line: number; values: Map<TableColumn, FoundAmount>; sum: boolean }[] = [];
    for (let i = line.index + 1; i <= line.index + 8 && i < doc.lines.length; i++) {
      const row = doc.lines[i]!;
      if (row.page !== line.page || !row.box) break;
      if (tableHeading(doc, row)) break;
      const money = moneyIn(row.text, doc);
      if (money.length < 2) continue;
      // Inside the table's width only numbers, rates and currency codes: not an item row. A sum
      // label first ("Gesamt  150,00  22,50  172,50") makes the row the table's sum.
      const words = [...row.text.matchAll(/\S+/g)];
      const sumLabel = words.length > 0 && SUM_ROW_LABEL.test(words[0]![0]);
      const foreign = words.some((w, k) => {
        if (k === 0 && sumLabel) return false;
        const r = xRangeOf(row.box!, w.index, w.index + w[0].length);
        if (!r || r.x1 <= left || r.x0 >= right) return false;
        return !TABLE_VALUE_TOKEN.test(w[0]) && !money.some((a) => a.index <= w.index && w.index < a.end);
      });
      if (foreign) continue;
      const values = new Map<TableColumn, FoundAmount>();
      let clash = false;
      for (const a of money) {
        const r = xRangeOf(row.box, a.index, a.end);
        const col = r && columnOf(cols, r.x0, r.x1);
        if (!col?.cls) continue;
        if (values.has(col)) clash = true;
        values.set(col, a);
      }
      const groups = new Set([...values.keys()].map((c) => TABLE_GROUP[c.cls!]));
      if (!clash && groups.size >= 2) rows.push({ line: row.index, values, sum: sumLabel });
    }
    if (rows.length === 0) continue;
    const labelledSum = rows.find((r) => r.sum);
    if (labelledSum) {
      for (const [col, a] of labelledSum.values)
        out.push({ cls: col.cls!, cents: a.cents, prior: Math.max(0.85, col.prior), line: labelledSum.line });
      continue;
    }
    const last = rows[rows.length - 1]!;
    const earlier = rows.slice(0, -1);
    const sumRow =
      earlier.length >= 2 &&
      [...last.values.entries()].every(
        ([col, a]) => earlier.reduce((s, r) => s + (r.values.get(col)?.cents ?? 0n), 0n) === a.cents,
      );
    const push = (col: TableColumn, cents: bigint, prior: number, lineIndex: number, currency?: string) =>
      out.push({ cls: col.cls!, cents, prior, line: lineIndex, ...(currency ? { currency } : {}) });
    if (rows.length === 1 || sumRow) {
      for (const [col, a] of last.values) push(col, a.cents, Math.max(0.85, col.prior), last.line, a.currency);
    } else {
      for (const col of cols) {
        if (!col.cls || !rows.every((r) => r.values.has(col))) continue;
        push(
          col,
          rows.reduce((s, r) => s + r.values.get(col)!.cents, 0n),
          0.7,
          rows[0]!.line,
        );
      }
    }
  }
  return out;
}

/** European VAT rates (percent) accepted without a "%" sign in a VAT line. */
const KNOWN_RATES = new Set([
  "0",
  "2.5",
  "2.6",
  "3",
  "3.7",
  "3.8",
  "5",
  "5.5",
  "6",
  "7",
  "7.7",
  "8",
  "8.1",
  "9",
  "10",
  "12",
  "13",
  "14",
  "16",
  "17",
  "19",
  "20",
  "21",
  "22",
  "23",
  "24",
  "25",
  "27",
]);

const VAT_LINE_WORD = new RegExp(`${VAT_WORD}|Steuer|Tax|${WB}Satz`, "i");
const VAT_TABLE_HEADING = /(?:Steuersatz|MwSt\.?-?Satz|USt\.?-?Satz|Steuer\s*%|VAT\s*(?:rate|%)|Tax\s*rate|Satz)/i;

export interface BreakdownLine {
  rate: Decimal;
  base: bigint;
  tax: bigint;
  line: number;
}

/**
 * VAT breakdown rows: a line with a VAT word (or under a VAT table heading) that holds a
 * rate and two amounts where amount₂ = amount₁ × rate (to the cent).
 */
export function findBreakdownLines(doc: Doc): BreakdownLine[] {
  const out: BreakdownLine[] = [];
  let headingUntil = -1;
  for (const line of doc.lines) {
    if (VAT_TABLE_HEADING.test(line.text) && moneyIn(line.text, doc).length === 0) {
      headingUntil = line.index + 8;
    }
    const underHeading = line.index <= headingUntil;
    if (!underHeading && !VAT_LINE_WORD.test(line.text)) continue;
    const all = findAmounts(line.text, doc.style);
    const money = all.filter((a) => a.moneyLike);
    if (money.length < 2) continue;
    const rates: { rate: Decimal; index: number; explicit: boolean }[] = findPercents(line.text).map((p) => ({
      rate: p.rate,
      index: p.index,
      explicit: true,
    }));
    for (const a of all) {
      if (a.cents < 0n) continue;
      const rate = normalizeRate(formatCents(a.cents));
      if (KNOWN_RATES.has(rate)) rates.push({ rate, index: a.index, explicit: false });
    }
    let found: BreakdownLine | undefined;
    for (const r of rates) {
      for (let i = 0; i < money.length && !found; i++) {
        for (let j = i + 1; j < money.length && !found; j++) {
          const base = money[i]!;
          const tax = money[j]!;
          if (base.index === r.index || tax.index === r.index) continue;
          if (base.cents === 0n) continue;
          if (r.rate === "0") {
            if (tax.cents !== 0n || !(r.explicit || underHeading)) continue;
          } else if (tax.cents === 0n || centsDiff(vatOf(base.cents, r.rate), tax.cents) > 1n) continue;
          found = { rate: r.rate, base: base.cents, tax: tax.cents, line: line.index };
        }
      }
      if (found) break;
    }
    if (found) out.push(found);
  }
  // The same row printed twice (summary on two pages) counts once.
  const seen = new Set<string>();
  return out.filter((b) => {
    const k = `${b.rate}/${b.base}/${b.tax}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export interface AmountsResult {
  net?: ExtractedValue<Decimal>;
  vatAmount?: ExtractedValue<Decimal>;
  total?: ExtractedValue<Decimal>;
  /** Printed as paid in advance and deducted (BT-113), positive. */
  prepaid?: ExtractedValue<Decimal>;
  /** Printed as the amount to pay (BT-115) when it differs from the total. */
  amountDue?: ExtractedValue<Decimal>;
  vatBreakdown?: ExtractedValue<VatBreakdownLine[]>;
  currency?: ExtractedValue;
}

/** Best prior per distinct amount of the given classes. */
function distinct(cands: AmountCandidate[], classes: AmountClass[], factor = 1): Map<bigint, AmountCandidate> {
  const m = new Map<bigint, AmountCandidate>();
  for (const c of cands) {
    if (!classes.includes(c.cls)) continue;
    const prior = c.prior * (c.cls === "subtotal" || c.cls === "due" ? factor : 1);
    const prev = m.get(c.cents);
    if (!prev || prior > prev.prior) m.set(c.cents, { ...c, prior });
  }
  return m;
}

const value = (cents: bigint, confidence: number): ExtractedValue<Decimal> => ({
  value: formatCents(cents),
  confidence: round2(Math.min(0.98, confidence)),
});

/** Net, VAT, total, VAT breakdown and currency of a document. */
export function extractAmounts(doc: Doc): AmountsResult {
  const breakdown = findBreakdownLines(doc);
  const breakdownLines = new Set(breakdown.map((b) => b.line));
  const cands: AmountCandidate[] = [];
  for (const line of doc.lines)
    if (line.text) cands.push(...candidatesInLine(doc, line, breakdownLines.has(line.index)));
  cands.push(...tableCandidates(doc));
  const result: AmountsResult = {};

  const nets = distinct(cands, ["net", "subtotal"]);
  const vats = distinct(cands, ["vat"]);
  const totals = distinct(cands, ["total", "due"]);
  // VAT written per rate without bases ("enthaltene MwSt. 19 % 2,38" / "… 7 % 2,37"): their sum.
  const perRate = new Map<Decimal, AmountCandidate>();
  for (const c of cands)
    if (c.cls === "vat" && c.rate && (!perRate.get(c.rate) || perRate.get(c.rate)!.prior < c.prior))
      perRate.set(c.rate, c);
  if (perRate.size >= 2) {
    const sum = [...perRate.values()].reduce((s, c) => s + c.cents, 0n);
    if (!vats.has(sum)) vats.set(sum, { cls: "vat", cents: sum, prior: 0.7, line: [...perRate.values()][0]!.line });
  }
  const sumBase = breakdown.reduce((s, b) => s + b.base, 0n);
  const sumTax = breakdown.reduce((s, b) => s + b.tax, 0n);
  if (breakdown.length > 0) {
    if (!nets.has(sumBase)) nets.set(sumBase, { cls: "net", cents: sumBase, prior: 0.7, line: breakdown[0]!.line });
    if (!vats.has(sumTax)) vats.set(sumTax, { cls: "vat", cents: sumTax, prior: 0.75, line: breakdown[0]!.line });
  }
  const rates = new Set<Decimal>([...breakdown.map((b) => b.rate), ...cands.filter((c) => c.rate).map((c) => c.rate!)]);
  const singleRate = rates.size === 1 ? [...rates][0]! : undefined;
  const vatFits = (net: bigint, vat: bigint) =>
    singleRate !== undefined && singleRate !== "0" && centsDiff(vatOf(net, singleRate), vat) <= 1n;

  // Full combinations net + VAT = total.
  interface Combo {
    n: AmountCandidate;
    v: AmountCandidate;
    t: AmountCandidate;
    score: number;
  }
  const combos: Combo[] = [];
  for (const t of totals.values()) {
    for (const n of nets.values()) {
      const v = vats.get(t.cents - n.cents);
      if (!v) continue;
      if (t.cents === n.cents && v.cents !== 0n) continue;
      if (t.cents === 0n) continue;
      let score = t.prior + n.prior + v.prior;
      if (breakdown.length > 0 && n.cents === sumBase && v.cents === sumTax) score += 0.3;
      if (vatFits(n.cents, v.cents)) score += 0.15;
      // A due amount (after prepayments) is less likely the invoice total than a gross label.
      if (t.cls === "due") score -= 0.05;
      combos.push({ n, v, t, score });
    }
  }
  // A zero invoice (a free delivery, a cancelled line): net, VAT and total all printed as 0,00
  // with their labels, and no other amount under a totals label.
  const zero = (m: Map<bigint, AmountCandidate>) =>
    m.get(0n) && [...m.keys()].every((c) => c === 0n) ? m.get(0n) : undefined;
  const [zn, zv, zt] = [zero(nets), zero(vats), zero(totals)];
  if (combos.length === 0 && zn && zv && zt && zn.cls === "net" && zt.cls === "total")
    combos.push({ n: zn, v: zv, t: zt, score: zn.prior + zv.prior + zt.prior });
  combos.sort((a, b) => b.score - a.score);
  const best = combos[0];
  if (best) {
    const rival = combos.find((c) => c.t.cents !== best.t.cents || c.n.cents !== best.n.cents);
    const doubt = rival && best.score - rival.score < 0.15 ? 0.2 : 0;
    const bdMatches = breakdown.length > 0 && best.n.cents === sumBase && best.v.cents === sumTax;
    const fits = bdMatches || vatFits(best.n.cents, best.v.cents);
    const base = (fits ? 0.96 : 0.9) - doubt;
    result.total = value(best.t.cents, base + (best.t.prior >= 0.85 ? 0.01 : 0));
    result.net = value(best.n.cents, base - (best.n.cls === "subtotal" ? 0.05 : 0));
    result.vatAmount = value(best.v.cents, base);
    if (bdMatches) {
      result.vatBreakdown = {
        value: breakdown.map(toVatLine),
        confidence: round2(0.92 - doubt),
      };
    } else if (vatFits(best.n.cents, best.v.cents)) {
      result.vatBreakdown = {
        value: [toVatLine({ rate: singleRate!, base: best.n.cents, tax: best.v.cents, line: best.n.line })],
        confidence: round2(0.85 - doubt),
      };
    }
  } else {
    // Two of three with the rate as witness.
    let done = false;
    if (singleRate && singleRate !== "0") {
      for (const t of [...totals.values()].sort((a, b) => b.prior - a.prior)) {
        const v = [...vats.values()].find((v) => vatFits(t.cents - v.cents, v.cents));
        if (v) {
          result.total = value(t.cents, 0.85);
          result.vatAmount = value(v.cents, 0.85);
          result.net = value(t.cents - v.cents, 0.75);
          done = true;
          break;
        }
        const n = [...nets.values()].find((n) => vatFits(n.cents, t.cents - n.cents));
        if (n) {
          result.total = value(t.cents, 0.85);
          result.net = value(n.cents, 0.8);
          result.vatAmount = value(t.cents - n.cents, 0.72);
          done = true;
          break;
        }
      }
      if (done && result.net && result.vatAmount) {
        result.vatBreakdown = {
          value: [
            {
              categoryCode: "S",
              ratePercent: singleRate,
              taxableAmount: result.net.value,
              taxAmount: result.vatAmount.value,
            },
          ],
          confidence: 0.75,
        };
      }
    }
    if (!done) {
      // Only labels: a total with a strong label is usable, net and VAT alone are not.
      const ts = [...totals.values()].sort((a, b) => b.prior - a.prior);
      const top = ts[0];
      if (top) {
        const competing = ts.slice(1).filter((t) => t.prior >= top.prior - 0.2);
        let c = Math.min(0.72, top.prior) - 0.15 * competing.length;
        if (top.cls === "due") c -= 0.05;
        result.total = value(top.cents, c);
      }
      for (const [key, map] of [
        ["net", nets],
        ["vatAmount", vats],
      ] as const) {
        const vs = [...map.values()].sort((a, b) => b.prior - a.prior);
        if (vs[0]) result[key] = value(vs[0].cents, Math.min(0.45, vs[0].prior) - 0.1 * (vs.length - 1));
      }
    }
  }

  const totalCents = result.total && decimalToCents(result.total.value);
  if (totalCents !== undefined) Object.assign(result, amountDueOf(cands, totalCents));
  result.currency = extractCurrency(doc, cands);
  return result;
}

/**
 * The prepaid amount and the amount due beside the total: a printed amount to pay that is the
 * total less a printed prepayment is sure; an amount to pay or a prepayment alone (one value,
 * smaller than the total) is taken with less confidence; an amount to pay equal to the total
 * is no news.
 */
function amountDueOf(cands: AmountCandidate[], total: bigint): Pick<AmountsResult, "prepaid" | "amountDue"> {
  if (total <= 0n) return {};
  const abs = (c: bigint) => (c < 0n ? -c : c);
  const prepaids = [...new Set(cands.filter((c) => c.cls === "prepaid").map((c) => abs(c.cents)))].filter(
    (p) => p > 0n && p < total,
  );
  const dues = [...new Set(cands.filter((c) => c.cls === "due").map((c) => c.cents))].filter((d) => d !== total);
  const prepaidSum = prepaids.reduce((s, p) => s + p, 0n);
  for (const due of dues) {
    const p = prepaids.find((p) => total - p === due) ?? (total - prepaidSum === due ? prepaidSum : undefined);
    if (p !== undefined) return { prepaid: value(p, 0.92), amountDue: value(due, 0.92) };
  }
  if (dues.length === 1 && prepaids.length === 0 && dues[0]! < total) return { amountDue: value(dues[0]!, 0.55) };
  if (prepaids.length === 1 && dues.length === 0) return { prepaid: value(prepaids[0]!, 0.55) };
  return {};
}

function toVatLine(b: BreakdownLine): VatBreakdownLine {
  return {
    ...(b.rate !== "0" ? { categoryCode: "S" } : {}),
    ratePercent: b.rate,
    taxableAmount: formatCents(b.base),
    taxAmount: formatCents(b.tax),
  };
}

const CURRENCY_LABEL =
  /(?:Währung|Currency|Rechnungswährung|Invoice\s+currency|(?:Alle\s+)?Beträge\s+in|(?:All\s+)?amounts\s+in)\s*[:=]?\s*(EUR|Euro|€|USD|US\$|\$|GBP|£|CHF|SEK|DKK|NOK|PLN|CZK|HUF)(?![A-Za-z])/i;

/** The currency: labelled ("Währung: EUR"), or the one attached to the amounts. */
export function extractCurrency(doc: Doc, cands: { currency?: string }[] = []): ExtractedValue | undefined {
  for (const line of doc.lines) {
    const m = CURRENCY_LABEL.exec(line.text);
    if (m) {
      const code = currencyCode(m[1]!);
      if (code) return { value: code, confidence: 0.95 };
    }
  }
  const counts = new Map<string, number>();
  for (const line of doc.lines) {
    for (const a of findAmounts(line.text, doc.style)) {
      if (a.currency && a.moneyLike) counts.set(a.currency, (counts.get(a.currency) ?? 0) + 1);
    }
    // "EUR" as a column heading or unit without an amount next to it.
    if (
      /(?<![A-Za-z])(?:in\s+)?(?:EUR|€)(?![A-Za-z])/.test(line.text) &&
      /Betrag|Preis|Summe|Total|Amount|Price/i.test(line.text)
    )
      counts.set("EUR", (counts.get("EUR") ?? 0) + 0.5);
  }
  for (const c of cands) if (c.currency) counts.set(c.currency, (counts.get(c.currency) ?? 0) + 1);
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const [top, second] = sorted;
  if (!top) return undefined;
  const total = sorted.reduce((s, [, n]) => s + n, 0);
  if (second && top[1] / total < 0.75) return undefined;
  const confidence = (top[1] >= 2 ? 0.85 : 0.7) - (second ? 0.15 : 0);
  return { value: top[0], confidence };
}
