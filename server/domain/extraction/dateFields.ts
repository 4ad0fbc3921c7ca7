/**
 * The invoice's dates: issue date, due date (explicit, or derived from "zahlbar innerhalb 14
 * Tagen" with lower confidence) and the delivery / service period.
 */
import type { ExtractedValue, IsoDate } from "../capture/types.ts";
import { type Candidate, pick } from "./candidates.ts";
import { AMBIGUOUS_DATE_PENALTY, findDates, findMonths, type FoundDate, isoDate, monthRange } from "./dates.ts";
import { addDays } from "../../../src/lib/calendarDate.ts";
import { type Doc, findLabels, type LabelHit, nextNonEmpty, valueForLabel, WB, WE } from "./text.ts";

/** Reads the first date of a text if only label-ish words (no digits) stand before it. */
function dateReader(doc: Doc) {
  return (text: string): { value: FoundDate; offset: number } | undefined => {
    const d = findDates(text, { monthFirst: doc.monthFirst, orderKnown: doc.dateOrderKnown })[0];
    if (!d || d.index > 40) return undefined;
    if (/\d/.test(text.slice(0, d.index))) return undefined;
    return { value: d, offset: d.index };
  };
}

const INVOICE_DATE_LABELS: [RegExp, number][] = [
  [
    new RegExp(
      `${WB}(?:Rechnungs|Rechnung|Re|Rg|Beleg|Gutschrifts|Faktura|Ausstellungs|Ausstellung)[ .-]{0,3}(?:datum|Datum|date)${WE}|${WB}(?:Invoice|Issue|Credit\\s+note|Document|Billing|Bill)\\s+date${WE}|${WB}Issued\\s+(?:on|date|at)${WE}|${WB}Date\\s+of\\s+(?:invoice|issue)${WE}|${WB}Datum\\s+der\\s+Rechnung${WE}|${WB}(?:Ausgestellt|ausgestellt)\\s+am${WE}|${WB}Date\\s+(?:de\\s+(?:la\\s+)?facture|d'émission|de\\s+facturation|de\\s+l'avoir)${WE}`,
      "gi",
    ),
    0.9,
  ],
  [
    new RegExp(`${WB}(?:Rechnung|Invoice|Gutschrift)\\s+(?:vom|dated|of)${WE}|${WB}(?:Facture|Avoir)\\s+du${WE}`, "gi"),
    0.8,
  ],
];

/** A bare "Datum" / "Date" label (not a compound such as Lieferdatum or "Due date"). */
const GENERIC_DATE_LABEL = new RegExp(
  `${WB}(?:Datum|Date|Dated)${WE}(?!\\s+(?:der|des|of)\\s+(?:Lieferung|Leistung|Bestellung|delivery|order|supply|service))`,
  "g",
);
const NOT_INVOICE_DATE_BEFORE =
  /(?:Liefer|Leistungs|Bestell|Auftrags|Fälligkeits|Zahlungs|Druck|Versand|Order|Due|Delivery|Ship(?:ping)?|Payment|Service|Start|End|Expiry|Valid|Tax\s+point|Geburts|Mandats|Signatur)\w*[\s/-]*$/i;

/**
 * What follows a date label when it names another document's or event's date: "Date de
 * facture associée", "Rechnungsdatum der Ursprungsrechnung", "Date de début de prestation",
 * "Date of delivery" (a bare label's qualifier after it).
 */
const OTHER_DATE_AFTER =
  /^\s*(?:(?:associée?s?|d'origine|initiale?|originale?|précédente?|référencée?|rectifiée?|corrigée?)\b|(?:der|des|de(?:\s+la)?|du|d'|of(?:\s+the)?)\s*(?:Ursprungs|Original|ursprünglichen|korrigierten|stornierten|début|fin|livraison|prestation|commande|échéance|paiement|règlement|expédition|original|related|referenced|preceding|delivery|order|supply|service|shipment|dispatch|payment)|(?:\w+\s+){0,2}(?:associée?|d'origine|initiale|originale|référencée))/i;
/** What stands before a date label when it names another invoice's date: "Original invoice date", "Datum der Ursprungs…". */
const OTHER_DATE_BEFORE =
  /(?:Original|Ursprungs|Referenz|Bezugs|Vor|Related|Referenced|Preceding|Corrected|Credited|Previous|Ursprüngliche[sr]?|Korrigierte[sr]?)[\s-]*$/i;

/** A time right after a date ("30.10.2024 04:59", "… Zeit: 04:59:13"): a print or log timestamp. */
const PRINT_TIME_AFTER =
  /^\S+(?:\s+\S+){0,2}?\s+(?:(?:Zeit|Uhrzeit|Time|Heure)\s*:?\s*)?\d{1,2}:\d{2}(?::\d{2})?(?!\d)/i;

/** Confidence at most for a date with only a bare "Datum" / "Date" label outside the header block. */
const WEAK_DATE_CAP = 0.45;

/** The upper half of the first page (by position when known, else by line), where the header block stands. */
function inHeaderBlock(doc: Doc, line: Doc["lines"][number]): boolean {
  if (line.page !== 0) return false;
  const boxed = doc.lines.filter((l) => l.page === 0 && l.box);
  if (line.box && boxed.length > 0) {
    const top = Math.min(...boxed.map((l) => l.box!.y));
    const bottom = Math.max(...boxed.map((l) => l.box!.y));
    return line.box.y <= top + 0.5 * (bottom - top);
  }
  return line.pageLine < 0.5 * line.pageLines;
}

export interface InvoiceDateResult {
  invoiceDate?: ExtractedValue<IsoDate>;
}

/** The invoice (issue) date. `titleDate` is the date after the number in "Rechnung Nr. 1 vom …". */
export function extractInvoiceDate(doc: Doc, titleDate?: Candidate<string>): ExtractedValue<IsoDate> | undefined {
  const read = dateReader(doc);
  const candidates: Candidate<IsoDate>[] = [];
  const add = (hit: LabelHit, base: number, rule: string) => {
    if (OTHER_DATE_AFTER.test(hit.line.text.slice(hit.end))) return;
    if (OTHER_DATE_BEFORE.test(hit.line.text.slice(hit.line.cells[hit.cell]!.start, hit.index))) return;
    const v = valueForLabel(doc, hit, read);
    if (!v) return;
    // "Datum: 30.10.2024  Zeit: 04:59:13  Seite: 1" at the foot of the page: when it was
    // printed, not the invoice date (a receipt's "Datum: 14.03.2024 19:42" at its top is).
    if (
      PRINT_TIME_AFTER.test(v.line.text.slice(v.index)) &&
      (!inHeaderBlock(doc, v.line) || /\b(?:Seite|Page)\b/i.test(v.line.text))
    )
      return;
    let confidence = base;
    if (v.source === "nextLine") confidence -= 0.1;
    if (v.source === "column") confidence -= 0.05;
    if (v.value.ambiguous) confidence -= AMBIGUOUS_DATE_PENALTY;
    if (!hit.cellStart) confidence -= 0.1;
    candidates.push({ value: v.value.iso, confidence, line: v.line.index, rule });
  };
  for (const [re, base] of INVOICE_DATE_LABELS)
    for (const hit of findLabels(doc, re)) add(hit, base, "invoice-date-label");
  for (const hit of findLabels(doc, GENERIC_DATE_LABEL)) {
    const before = hit.line.text.slice(hit.line.cells[hit.cell]!.start, hit.index);
    if (NOT_INVOICE_DATE_BEFORE.test(before)) continue;
    // A bare "Datum" / "Date" names the invoice date in the header block only; elsewhere (an
    // item table's date column, the remarks, a later page) it is as often a delivery or order
    // date: a suggestion at most.
    add(hit, inHeaderBlock(doc, hit.line) ? 0.72 : WEAK_DATE_CAP, "date-label");
  }
  if (titleDate) candidates.push(titleDate);
  // "München, 05.03.2018" / "Berlin, den 1. Februar 2024" in the letter head.
  if (candidates.length === 0) {
    for (const line of doc.lines) {
      if (line.page !== 0 || line.pageLine > 30) continue;
      for (const [i, c] of line.cells.entries()) {
        // "München, den  01.11.2024": the date may stand in the next cell.
        const cell =
          /,\s*(?:den|am)?$/.test(c.text) && line.cells[i + 1] ? { text: `${c.text} ${line.cells[i + 1]!.text}` } : c;
        const m = /^([A-ZÄÖÜ][A-Za-zÄÖÜäöüß.\- ]{1,30}),\s*(?:den|am)?\s*(.+)$/.exec(cell.text);
        if (!m) continue;
        const d = findDates(m[2]!, { monthFirst: doc.monthFirst, orderKnown: doc.dateOrderKnown })[0];
        if (d && d.index === 0 && d.end === m[2]!.trim().length)
          candidates.push({ value: d.iso, confidence: d.ambiguous ? 0.4 : 0.6, line: line.index, rule: "place-date" });
      }
    }
  }
  return pick(candidates, { conflictPenalty: 0.35 });
}

const DUE_DATE_LABELS = new RegExp(
  `${WB}(?:Fälligkeitsdatum|Fälligkeit|fällig\\s+(?:am|bis|zum)|Faellig(?:keit|\\s+am)|zahlbar\\s+(?:bis|spätestens)(?:\\s+(?:zum|am|bis))*|Zahlungsziel|Zahlungstermin|Zahlung\\s+bis(?:\\s+zum)?|zu\\s+zahlen\\s+bis(?:\\s+zum)?|Due\\s+(?:date|by|on)|Date\\s+due|Payment\\s+due(?:\\s+(?:date|by|on))?|Pay\\s+by|Payable\\s+(?:by|until|on)|Please\\s+pay\\s+by|Date\\s+d'échéance|Échéance|Echéance|Date\\s+limite\\s+de\\s+(?:paiement|règlement)|[AÀ]\\s+payer\\s+(?:avant|au\\s+plus\\s+tard)\\s+le|payable\\s+(?:avant|au\\s+plus\\s+tard)\\s+le)${WE}`,
  "gi",
);

/** Payment-term wording in a clause. */
const PAYMENT_CLAUSE =
  /(?:zahlbar|zahlen|überweis|Zahlung|Zahlungsziel|netto|begleichen|Ausgleich|payable|payment|pay\b|net\b|paiement|virement|règlement)/i;
const DISCOUNT_CLAUSE = /(?:Skonto|Rabatt|Abzug\s+von|discount)/i;
const DEBIT_CLAUSE = /(?:Lastschrift|abgebucht|eingezogen|einziehen|abbuchen|direct\s+debit|debited)/i;

/** The due date: labelled, in a payment-terms sentence, or derived from a payment period. */
export function extractDueDate(
  doc: Doc,
  invoiceDate: ExtractedValue<IsoDate> | undefined,
): ExtractedValue<IsoDate> | undefined {
  const read = dateReader(doc);
  const candidates: Candidate<IsoDate>[] = [];
  for (const hit of findLabels(doc, DUE_DATE_LABELS)) {
    const clause = clauseAt(hit.line.text, hit.index);
    if (DISCOUNT_CLAUSE.test(clause) || DEBIT_CLAUSE.test(clause)) continue;
    const v = valueForLabel(doc, hit, read);
    if (v) {
      let confidence = 0.85;
      if (v.source === "nextLine") confidence -= 0.1;
      if (v.value.ambiguous) confidence -= AMBIGUOUS_DATE_PENALTY;
      if (!hit.cellStart) confidence -= 0.05;
      candidates.push({ value: v.value.iso, confidence, line: v.line.index, rule: "due-label" });
      continue;
    }
    // A column heading ("Beschreibung  Fälligkeit  Teilzahlung") with one date in the row below.
    if (hit.wholeCell) {
      const next = nextNonEmpty(doc, hit.line, 1);
      if (next) {
        const dates = findDates(next.text, { monthFirst: doc.monthFirst, orderKnown: doc.dateOrderKnown });
        const distinct = new Set(dates.map((d) => d.iso));
        if (distinct.size === 1 && !DISCOUNT_CLAUSE.test(next.text) && !DEBIT_CLAUSE.test(next.text))
          candidates.push({ value: dates[0]!.iso, confidence: 0.65, line: next.index, rule: "due-column" });
      }
    }
  }
  // "… zahlbar innerhalb 30 Tagen netto bis 04.04.2018", "überweisen Sie bitte bis zum 21.11.2018".
  for (const line of doc.lines) {
    for (const clause of clauses(line.text)) {
      if (!PAYMENT_CLAUSE.test(clause.text) || DISCOUNT_CLAUSE.test(clause.text) || DEBIT_CLAUSE.test(clause.text))
        continue;
      const m = /(?:netto\s+)?(?:bis\s+(?:zum|spätestens)?|until|by|(?:au\s+plus\s+tard|avant)\s+le)\s*$/i;
      for (const d of findDates(clause.text, { monthFirst: doc.monthFirst, orderKnown: doc.dateOrderKnown })) {
        const before = clause.text.slice(0, d.index);
        if (!m.test(before)) continue;
        const confidence = (/netto\s+bis\s*$/i.test(before) ? 0.82 : 0.75) - (d.ambiguous ? AMBIGUOUS_DATE_PENALTY : 0);
        candidates.push({ value: d.iso, confidence, line: line.index, rule: "due-sentence" });
      }
    }
  }
  const explicit = pick(candidates, { conflictPenalty: 0.35 });
  if (explicit) {
    if (invoiceDate && explicit.value < invoiceDate.value)
      return { ...explicit, confidence: explicit.confidence - 0.3 };
    return explicit;
  }
  // Derived: invoice date + payment period, or "sofort".
  if (!invoiceDate || invoiceDate.confidence < 0.6) return undefined;
  const derived: Candidate<IsoDate>[] = [];
  for (const line of doc.lines) {
    for (const clause of clauses(line.text)) {
      if (DISCOUNT_CLAUSE.test(clause.text) || DEBIT_CLAUSE.test(clause.text)) continue;
      const days =
        /(?:zahlbar|fällig|Zahlungsziel|payable|due|Zahlungsbedingung(?:en)?|Terms)\W*(?:innerhalb|binnen|within|in)?\s*(?:von\s+)?(\d{1,3})\s*(?:Tagen|Tage|Tg\.?|days)/i.exec(
          clause.text,
        ) ??
        (PAYMENT_CLAUSE.test(clause.text)
          ? /(?:innerhalb|binnen|within)\s+(?:von\s+)?(\d{1,3})\s*(?:Tagen|Tage|Tg\.?|days)/i.exec(clause.text)
          : null) ??
        /\b(?:net|netto)\s*(\d{1,3})(?:\s*(?:days|Tage))?\b/i.exec(clause.text);
      if (days) {
        const n = Number(days[1]);
        if (n > 0 && n <= 180)
          derived.push({ value: addDays(invoiceDate.value, n), confidence: 0.55, line: line.index, rule: "due-days" });
        continue;
      }
      if (
        /(?:zahlbar\s+sofort|sofort\s+(?:fällig|zahlbar)|due\s+(?:up)?on\s+receipt|payable\s+immediately|due\s+immediately)/i.test(
          clause.text,
        )
      )
        derived.push({ value: invoiceDate.value, confidence: 0.55, line: line.index, rule: "due-immediately" });
    }
  }
  return pick(derived, { supportBonus: 0, conflictPenalty: 1 });
}

/** The comma/semicolon clause of a line around position `pos`. */
function clauseAt(text: string, pos: number): string {
  for (const c of clauses(text)) if (pos >= c.start && pos < c.start + c.text.length) return c.text;
  return text;
}

function clauses(text: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let start = 0;
  for (const m of text.matchAll(/[,;](?=\s)|\s{2,}|\s(?:und|oder|and|or)\s/g)) {
    out.push({ text: text.slice(start, m.index), start });
    start = m.index + m[0].length;
  }
  out.push({ text: text.slice(start), start });
  return out.filter((c) => c.text.trim().length > 0);
}

const PERIOD_LABELS = new RegExp(
  `${WB}(?:Leistungszeitraum|Abrechnungszeitraum|Lieferzeitraum|Liefer-?\\s*(?:und|/)\\s*Leistungszeitraum|Leistungs-?\\s*(?:und|/)\\s*Lieferzeitraum|Berechnungszeitraum|Abrechnungsperiode|Zeitraum|Leistungsmonat|Service\\s+period|Billing\\s+period|Period\\s+of\\s+(?:service|supply|performance)|Period)${WE}`,
  "gi",
);
const DELIVERY_DATE_LABELS = new RegExp(
  `${WB}(?:Lieferdatum|Leistungsdatum|Liefer-?\\s*(?:und|/)\\s*Leistungsdatum|Leistungs-?\\s*(?:und|/)\\s*Lieferdatum|Leistungszeitpunkt|Liefertermin|Leistungstag|Datum\\s+der\\s+(?:Lieferung|Leistung)|Delivery\\s+date|Date\\s+of\\s+(?:supply|delivery|service)|Service\\s+date|Ship(?:ping)?\\s+date|Tax\\s+point)${WE}`,
  "gi",
);

export interface DeliveryPeriod {
  deliveredFrom?: ExtractedValue<IsoDate>;
  deliveredUntil?: ExtractedValue<IsoDate>;
}

/** Reads "01.01.2024 bis 31.01.2024", "01.01. - 31.01.2024", "Januar 2024", "01/2024". */
export function readPeriod(
  text: string,
  doc: Pick<Doc, "monthFirst"> & Partial<Pick<Doc, "dateOrderKnown">>,
): { value: { from: IsoDate; until: IsoDate; exact: boolean }; offset: number } | undefined {
  const dates = findDates(text, { monthFirst: doc.monthFirst, orderKnown: doc.dateOrderKnown });
  const [d1, d2] = dates;
  if (d1 && d2 && d1.index <= 40 && !/\d/.test(text.slice(0, d1.index))) {
    const between = text.slice(d1.end, d2.index);
    if (/^\s*(?:bis(?:\s+zum)?|-|–|—|to|until|through)\s*$/i.test(between) && d1.iso <= d2.iso)
      return { value: { from: d1.iso, until: d2.iso, exact: true }, offset: d1.index };
  }
  // "01.01. - 31.01.2024": the first date without year.
  const short = /^(\D{0,40}?)(\d{1,2})\.(\d{1,2})\.?\s*(?:bis|-|–|to)\s*(\d{1,2})\.(\d{1,2})\.(\d{4})/.exec(text);
  if (short) {
    const year = Number(short[6]);
    const from = isoDate(year, Number(short[3]), Number(short[2]));
    const until = isoDate(year, Number(short[5]), Number(short[4]));
    if (from && until && from <= until) return { value: { from, until, exact: true }, offset: short[1]!.length };
  }
  if (d1 && d1.index <= 40 && !/\d/.test(text.slice(0, d1.index)) && !d2)
    return { value: { from: d1.iso, until: d1.iso, exact: false }, offset: d1.index };
  const months = findMonths(text);
  const [m1, m2] = months;
  if (m1 && m1.index <= 40 && !/\d/.test(text.slice(0, m1.index)) && dates.length === 0) {
    const last = m2 && /^\s*(?:bis|-|–|to|until)\s*$/i.test(text.slice(m1.end, m2.index)) ? m2 : m1;
    const from = monthRange(m1.year, m1.month).from;
    const until = monthRange(last.year, last.month).until;
    if (from <= until) return { value: { from, until, exact: false }, offset: m1.index };
  }
  return undefined;
}

/** The delivery or service period; a single delivery date gives from = until. */
export function extractDeliveryPeriod(doc: Doc, invoiceDate?: ExtractedValue<IsoDate>): DeliveryPeriod {
  const candidates: Candidate<{ from: IsoDate; until: IsoDate }>[] = [];
  const reader = (text: string) => readPeriod(text, doc);
  for (const hit of findLabels(doc, PERIOD_LABELS)) {
    const generic = /^(?:Zeitraum|Period)$/i.test(hit.line.text.slice(hit.index, hit.end));
    const v = valueForLabel(doc, hit, reader);
    if (!v) continue;
    let confidence = v.value.exact ? 0.85 : 0.7;
    if (generic) confidence -= 0.15;
    if (!hit.cellStart) confidence -= 0.1;
    if (v.source !== "inline") confidence -= 0.08;
    // Periods of single items ("• Berechnungszeitraum: …") are weaker than the header's.
    if (/^\s*[•\-*]/.test(hit.line.text)) confidence -= 0.1;
    candidates.push({
      value: { from: v.value.from, until: v.value.until },
      confidence,
      line: v.line.index,
      rule: "period",
    });
  }
  const read = dateReader(doc);
  for (const hit of findLabels(doc, DELIVERY_DATE_LABELS)) {
    const v = valueForLabel(doc, hit, (text) => {
      const p = readPeriod(text, doc);
      if (p && p.value.exact && p.value.from !== p.value.until) return { value: p.value, offset: p.offset };
      const d = read(text);
      return d
        ? { value: { from: d.value.iso, until: d.value.iso, exact: !d.value.ambiguous }, offset: d.offset }
        : undefined;
    });
    if (v) {
      let confidence = v.value.exact ? 0.82 : 0.62;
      if (!hit.cellStart) confidence -= 0.1;
      if (v.source !== "inline") confidence -= 0.08;
      candidates.push({
        value: { from: v.value.from, until: v.value.until },
        confidence,
        line: v.line.index,
        rule: "delivery-date",
      });
      continue;
    }
    // "Leistungsdatum entspricht Rechnungsdatum" / "Lieferdatum = Rechnungsdatum".
    const rest = hit.line.text.slice(hit.end);
    if (
      invoiceDate &&
      /^\W*(?:entspricht|ist|gleich|=|wie)\s*(?:dem\s+)?(?:Rechnungsdatum|Datum\s+der\s+Rechnung)/i.test(rest)
    )
      candidates.push({
        value: { from: invoiceDate.value, until: invoiceDate.value },
        confidence: Math.min(0.7, invoiceDate.confidence),
        line: hit.line.index,
        rule: "delivery-is-invoice-date",
      });
  }
  const best = pick(candidates, { key: (v) => `${v.from}/${v.until}` });
  if (!best) return {};
  return {
    deliveredFrom: { value: best.value.from, confidence: best.confidence },
    deliveredUntil: { value: best.value.until, confidence: best.confidence },
  };
}
