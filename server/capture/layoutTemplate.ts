/**
 * Layout templates: where one partner prints the values of its invoices, learned from an
 * invoice whose fields a person confirmed or corrected, and read first on the partner's next
 * invoice of the same layout.
 *
 * Learning finds each confirmed value in the positioned text of the pages (amounts, dates and
 * identifiers compared as values, not as text) and keeps the page, its box relative to the
 * page size and the label printed next to it (to its left in the same cell, the cell before
 * it, or above it). Applying finds each label again near its learned place (small shifts
 * are tolerated: another address block, a longer line above) and reads the value at the
 * learned offset from it. A template applies only when most of its labels are found where
 * they were: a different layout of the same partner falls back to the generic reading.
 *
 * Pure and deterministic; the capture (processSourceFile.ts) stores and loads the templates.
 */
import type { ExtractedEvidence, ExtractedInvoiceFields, ExtractedValue } from "../domain/capture/types.ts";
import { creditNoteUnsigned } from "../domain/extraction/index.ts";
import { parseAmount } from "../domain/extraction/numbers.ts";
import { parseDate } from "../domain/extraction/dates.ts";
import type { PositionedText } from "../domain/extraction/pdfText.ts";
import { isValidIban, normalizeIban } from "../../src/lib/iban.ts";

/** One page's positioned text and its size (points, y downwards). */
export interface PageLayout {
  width: number;
  height: number;
  items: PositionedText[];
}

type Kind = "text" | "date" | "amount" | "iban";

/** The invoice fields a template learns (field-state names) and how their values compare. */
export const TEMPLATE_FIELDS = {
  invoiceNumber: "text",
  invoiceDate: "date",
  dueDate: "date",
  deliveredFrom: "date",
  deliveredUntil: "date",
  orderNumber: "text",
  net: "amount",
  vatAmount: "amount",
  total: "amount",
  amountDue: "amount",
  iban: "iban",
  paymentReference: "text",
} as const satisfies Record<string, Kind>;

export type TemplateField = keyof typeof TEMPLATE_FIELDS;

/** The extracted-fields key of each template field (amountDue etc. are named alike). */
const EXTRACTED_KEY: Record<TemplateField, keyof ExtractedInvoiceFields> = {
  invoiceNumber: "invoiceNumber",
  invoiceDate: "invoiceDate",
  dueDate: "dueDate",
  deliveredFrom: "deliveredFrom",
  deliveredUntil: "deliveredUntil",
  orderNumber: "orderNumber",
  net: "net",
  vatAmount: "vatAmount",
  total: "total",
  amountDue: "amountDue",
  iban: "iban",
  paymentReference: "paymentReference",
};

/** Where a field's value is printed; positions relative to the page (0…1). */
export interface LearnedField {
  page: number;
  /** Left edge, right edge and baseline of the value. */
  x: number;
  right: number;
  y: number;
  /** Number of words the value spans. */
  words: number;
  /** Text: the value ran to the end of its cell (read to the end of the cell again). */
  toCellEnd?: boolean;
  /** Amounts: printed right after their label in the same cell (aligned left, not right). */
  inline?: boolean;
  /** Dates: printed month first (01/31/2026). */
  monthFirst?: boolean;
  /** The label next to the value (lower case, without punctuation), its left edge and baseline. */
  label?: string;
  labelX?: number;
  labelY?: number;
}

export interface LayoutTemplate {
  version: 1;
  fields: Partial<Record<TemplateField, LearnedField>>;
}

/** Confidence of a value read at its learned place next to its learned label. */
export const TEMPLATE_CONFIDENCE = 0.97;
/** Confidence of a value without a label, read at its place on a page whose layout matched;
 * also of a value next to its label found away from its learned place (totals below a longer
 * list of lines, on the next page). */
export const TEMPLATE_POSITION_CONFIDENCE = 0.9;
/** How far (share of the page) a label may have moved from its learned place. */
const LABEL_SHIFT_X = 0.15;
const LABEL_SHIFT_Y = 0.12;
/** How far (share of the page) a value may sit from where its label puts it. */
const VALUE_TOLERANCE_X = 0.03;
const VALUE_TOLERANCE_Y = 0.008;
const MAX_WORDS = 6;
const MAX_LABEL_WORDS = 5;

interface Token {
  str: string;
  x: number;
  right: number;
  y: number;
  size: number;
}

interface Line {
  y: number;
  size: number;
  tokens: Token[];
  /** Index of the first token of each token's cell (column-gap separated part of the line). */
  cellStart: number[];
}

/** Words of the positioned pieces with their estimated extents, grouped into lines. */
function linesOf(items: PositionedText[]): Line[] {
  const tokens: Token[] = [];
  for (const item of items) {
    if (!item.str || !Number.isFinite(item.x) || !Number.isFinite(item.y)) continue;
    const size = item.size > 0 ? item.size : 10;
    const charWidth = item.str.length > 0 && item.width > 0 ? item.width / item.str.length : size * 0.5;
    for (const m of item.str.matchAll(/\S+/g)) {
      const x = item.x + m.index * charWidth;
      tokens.push({ str: m[0], x, right: x + m[0].length * charWidth, y: item.y, size });
    }
  }
  tokens.sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: Line[] = [];
  for (const token of tokens) {
    const last = lines[lines.length - 1];
    if (last && Math.abs(token.y - last.y) <= Math.max(1.5, 0.4 * Math.min(token.size, last.size))) {
      last.tokens.push(token);
      last.size = Math.max(last.size, token.size);
    } else lines.push({ y: token.y, size: token.size, tokens: [token], cellStart: [] });
  }
  for (const line of lines) {
    line.tokens.sort((a, b) => a.x - b.x);
    let start = 0;
    line.tokens.forEach((token, i) => {
      const previous = line.tokens[i - 1];
      if (previous && token.x - previous.right > 1.6 * Math.max(token.size, previous.size)) start = i;
      line.cellStart.push(start);
    });
  }
  return lines;
}

/** A label compared without case, punctuation and numbers ("zzgl. 19 % USt" → "zzgl ust":
 * the rate is the invoice's, not the layout's). */
const labelKey = (words: string[]) =>
  words
    .join(" ")
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, " ")
    .split(" ")
    .filter((w) => /\p{L}/u.test(w))
    .join(" ");

const compact = (s: string) => s.replace(/\s+/g, "").toUpperCase();
const digitsOf = (s: string) => s.replace(/\D+/g, "");

/** The value of a span of words read as the field's kind, or undefined. */
function readAs(kind: Kind, text: string, monthFirst = false): string | undefined {
  switch (kind) {
    case "amount": {
      const parsed = parseAmount(text.replace(/[€$£]|EUR|CHF|USD|GBP/g, " ").trim());
      return parsed && /\d[.,]\d{2}$|\d$/.test(parsed.value) ? parsed.value : undefined;
    }
    case "date":
      return parseDate(text, { monthFirst });
    case "iban": {
      const iban = normalizeIban(text.replace(/^IBAN:?/i, ""));
      return isValidIban(iban) ? iban : undefined;
    }
    case "text": {
      const t = text.trim().replace(/^[:#]\s*/, "");
      return t.length >= 1 && t.length <= 100 && /\d/.test(t) ? t : undefined;
    }
  }
}

/** Whether a span of words says the confirmed value (for dates: read day first, or month first). */
function says(kind: Kind, text: string, value: string): boolean | "monthFirst" {
  switch (kind) {
    case "amount": {
      const want = digitsOf(value.replace(/^-/, ""));
      if (digitsOf(text).replace(/^0+/, "") !== want.replace(/^0+/, "")) return false;
      const read = readAs("amount", text);
      return read !== undefined && read.replace(/^-/, "") === value.replace(/^-/, "");
    }
    case "date": {
      // Every form of the date names the year's last two digits.
      if (!text.includes(value.slice(2, 4))) return false;
      if (readAs("date", text) !== value && readAs("date", text, true) !== value) return false;
      // The order the digits stand in (04/18/2026 is month first however it is read).
      const numeric = /^(\d{1,2})[./-](\d{1,2})[./-]\d{2,4}$/.exec(text.trim());
      return numeric && numeric[1] !== numeric[2] && Number(numeric[1]) === Number(value.slice(5, 7))
        ? "monthFirst"
        : true;
    }
    case "iban":
      return compact(text) === compact(value) || compact(text) === `IBAN${compact(value)}`;
    case "text":
      return compact(text) === compact(value);
  }
}

interface Found {
  line: Line;
  start: number;
  words: number;
  page: number;
}

/** The label of a value: the words before it in its cell, the cell before it, or the words above it. */
function labelOf(
  lines: Line[],
  lineIndex: number,
  start: number,
): { words: string[]; x: number; y: number; sameCell?: boolean } | null {
  const line = lines[lineIndex]!;
  const cell = line.cellStart[start]!;
  const pickWords = (tokens: Token[]) => {
    const words = tokens.slice(-MAX_LABEL_WORDS);
    return words.some((t) => /\p{L}{2,}/u.test(t.str)) ? words : null;
  };
  if (start > cell) {
    const words = pickWords(line.tokens.slice(cell, start));
    if (words) return { words: words.map((t) => t.str), x: words[0]!.x, y: line.y, sameCell: true };
  } else if (cell > 0) {
    const previousCell = line.cellStart[cell - 1]!;
    const words = pickWords(line.tokens.slice(previousCell, cell));
    if (words) return { words: words.map((t) => t.str), x: words[0]!.x, y: line.y };
  }
  // A column head above the value (within three lines' height).
  const value = line.tokens[start]!;
  for (let i = lineIndex - 1; i >= 0 && line.y - lines[i]!.y <= 3 * line.size; i--) {
    const above = lines[i]!.tokens.filter((t) => t.right >= value.x - value.size && t.x <= value.right + value.size);
    const words = above.length > 0 ? pickWords(above) : null;
    if (words) return { words: words.map((t) => t.str), x: words[0]!.x, y: lines[i]!.y };
  }
  return null;
}

/**
 * Learns where the confirmed values are printed. `values` are the confirmed fields (dates
 * yyyy-mm-dd, amounts 1234.56, text as typed); fields not found on the pages are left out.
 * Returns null when no value was found.
 */
export function learnLayoutTemplate(
  pages: PageLayout[],
  values: Partial<Record<TemplateField, string | null | undefined>>,
): LayoutTemplate | null {
  const pageLines = pages.map((p) => linesOf(p.items));
  const fields: LayoutTemplate["fields"] = {};
  for (const [field, kind] of Object.entries(TEMPLATE_FIELDS) as [TemplateField, Kind][]) {
    const value = values[field];
    if (value === undefined || value === null || value === "") continue;
    let best: (Found & { label: ReturnType<typeof labelOf>; score: number; monthFirst: boolean }) | null = null;
    pageLines.forEach((lines, p) => {
      lines.forEach((line, lineIndex) => {
        for (let start = 0; start < line.tokens.length; start++) {
          let text = "";
          for (let n = 1; n <= MAX_WORDS && start + n <= line.tokens.length; n++) {
            if (line.cellStart[start + n - 1] !== line.cellStart[start]) break;
            text = n === 1 ? line.tokens[start]!.str : `${text} ${line.tokens[start + n - 1]!.str}`;
            const said = says(kind, text, value);
            if (!said) continue;
            const label = labelOf(lines, lineIndex, start);
            // A label on the same line beats a column head above, which beats none. Among
            // equals, amounts take the last place (the totals under the lines), the rest the first.
            const score = !label ? 0 : label.y === line.y ? 2 : 1;
            if (!best || score > best.score || (score === best.score && kind === "amount"))
              best = { line, start, words: n, page: p, label, score, monthFirst: said === "monthFirst" };
            break;
          }
        }
      });
    });
    if (!best) continue;
    const found = best as Found & { label: ReturnType<typeof labelOf>; monthFirst: boolean };
    const page = pages[found.page]!;
    const first = found.line.tokens[found.start]!;
    const last = found.line.tokens[found.start + found.words - 1]!;
    fields[field] = {
      page: found.page + 1,
      x: round4(first.x / page.width),
      right: round4(last.right / page.width),
      y: round4(found.line.y / page.height),
      words: found.words,
      ...(kind === "text" && found.start + found.words === cellEnd(found.line, found.start) ? { toCellEnd: true } : {}),
      ...(kind === "amount" && found.label?.sameCell ? { inline: true } : {}),
      ...(found.monthFirst ? { monthFirst: true } : {}),
      ...(found.label
        ? {
            label: labelKey(found.label.words),
            labelX: round4(found.label.x / page.width),
            labelY: round4(found.label.y / page.height),
          }
        : {}),
    };
  }
  return Object.keys(fields).length > 0 ? { version: 1, fields } : null;
}

const round4 = (x: number) => Math.round(x * 10000) / 10000;

/** The index after the last token of the cell the token at `start` is in. */
function cellEnd(line: Line, start: number): number {
  let end = start;
  while (end < line.tokens.length && line.cellStart[end] === line.cellStart[start]) end++;
  return end;
}

const NUMBER_WORD = /^[-+(]?[\d.,'’]*\d[\d.,'’]*[)-]?$/;
const CURRENCY_WORD = /^(€|EUR|CHF|USD|GBP|\$|£)$/i;

/** The places on a page where the words of a label stand. */
function findLabel(lines: Line[], label: string): { x: number; y: number }[] {
  const firstWord = label.split(" ")[0]!;
  const out: { x: number; y: number }[] = [];
  for (const line of lines) {
    for (let i = 0; i < line.tokens.length; i++) {
      if (labelKey([line.tokens[i]!.str]) !== firstWord) continue;
      // Punctuation-only words ("%", "·") vanish from the key: grow the span until it is as long.
      const words: string[] = [];
      for (let n = i; n < line.tokens.length && n < i + 2 * MAX_LABEL_WORDS; n++) {
        words.push(line.tokens[n]!.str);
        const key = labelKey(words);
        if (key === label) {
          out.push({ x: line.tokens[i]!.x, y: line.y });
          break;
        }
        if (key.length > label.length) break;
      }
    }
  }
  return out;
}

interface ReadValue {
  value: string;
  first: Token;
  last: Token;
  line: Line;
}

/**
 * Reads the value of a learned field at a place: text and dates starting there (text to the
 * end of its cell when it ran so), amounts as the whole number there, aligned right in their
 * column or, printed right after their label, left.
 */
function readAt(
  lines: Line[],
  kind: Kind,
  learned: LearnedField,
  at: { x: number; right: number; y: number },
  page: PageLayout,
): ReadValue | null {
  const tolY = Math.max(3, VALUE_TOLERANCE_Y * page.height);
  const tolX = Math.max(6, VALUE_TOLERANCE_X * page.width);
  for (const line of lines) {
    if (Math.abs(line.y - at.y) > Math.max(tolY, 0.6 * line.size)) continue;
    for (let start = 0; start < line.tokens.length; start++) {
      const first = line.tokens[start]!;
      const end = cellEnd(line, start);
      if (kind === "amount") {
        // Only whole numbers: "1 500,00" is not read as "500,00" nor "1".
        const previous = line.tokens[start - 1];
        if (previous && line.cellStart[start - 1] === line.cellStart[start] && NUMBER_WORD.test(previous.str)) continue;
        let stop = start;
        while (
          stop < end &&
          stop - start < 4 &&
          (NUMBER_WORD.test(line.tokens[stop]!.str) || (stop > start && CURRENCY_WORD.test(line.tokens[stop]!.str)))
        )
          stop++;
        if (stop === start) continue;
        let lastDigit = stop - 1;
        while (lastDigit > start && CURRENCY_WORD.test(line.tokens[lastDigit]!.str)) lastDigit--;
        const last = line.tokens[lastDigit]!;
        const aligned = learned.inline ? Math.abs(first.x - at.x) <= tolX : Math.abs(last.right - at.right) <= tolX;
        if (!aligned) continue;
        const value = readAs(kind, wordsOf(line, start, lastDigit + 1));
        if (value !== undefined) return { value, first, last, line };
        continue;
      }
      if (Math.abs(first.x - at.x) > tolX) continue;
      const counts =
        kind === "text" && learned.toCellEnd
          ? [end - start]
          : kind === "date"
            ? [learned.words, learned.words - 1, learned.words + 1]
            : [learned.words];
      for (const n of counts) {
        if (n < 1 || n > MAX_WORDS || start + n > end) continue;
        const value = readAs(kind, wordsOf(line, start, start + n), learned.monthFirst);
        if (value !== undefined) return { value, first, last: line.tokens[start + n - 1]!, line };
      }
    }
  }
  return null;
}

const wordsOf = (line: Line, from: number, to: number) =>
  line.tokens
    .slice(from, to)
    .map((t) => t.str)
    .join(" ");

export interface AppliedTemplate {
  fields: ExtractedInvoiceFields;
  /** Labels of the template and how many were found near their learned place. */
  labels: number;
  labelsFound: number;
}

/**
 * Reads the learned fields of a template from the pages; null when the layout does not match
 * (fewer than half of its labels near their learned places): the generic reading decides then.
 * A label found away from its place (the totals below a longer list of lines, or on the next
 * page) still anchors its value, with less confidence.
 */
export function applyLayoutTemplate(template: LayoutTemplate, pages: PageLayout[]): AppliedTemplate | null {
  const pageLines = new Map<number, Line[]>();
  const linesOfPage = (n: number) => {
    let lines = pageLines.get(n);
    if (!lines) pageLines.set(n, (lines = linesOf(pages[n - 1]?.items ?? [])));
    return lines;
  };
  let labels = 0;
  let labelsFound = 0;
  /** How far the found labels moved, per page (fields without a label move alike). */
  const shifts = new Map<number, { dx: number; dy: number; n: number }>();
  const read: [TemplateField, ExtractedValue<unknown>][] = [];
  const unlabelled: [TemplateField, LearnedField][] = [];
  for (const [field, learned] of Object.entries(template.fields) as [TemplateField, LearnedField][]) {
    const page = pages[learned.page - 1];
    if (!page) continue;
    const kind = TEMPLATE_FIELDS[field];
    if (!learned.label || learned.labelX === undefined || learned.labelY === undefined) {
      unlabelled.push([field, learned]);
      continue;
    }
    labels++;
    const labelX = learned.labelX * page.width;
    const labelY = learned.labelY * page.height;
    const isNear = (l: { x: number; y: number }, onPage: number) =>
      onPage === learned.page &&
      Math.abs(l.x - labelX) <= LABEL_SHIFT_X * page.width &&
      Math.abs(l.y - labelY) <= LABEL_SHIFT_Y * page.height;
    // Its own page first, nearest first; then the following pages, top first.
    const candidates: { x: number; y: number; page: number; near: boolean }[] = [];
    for (let n = learned.page; n <= pages.length; n++) {
      const found = findLabel(linesOfPage(n), learned.label).map((l) => ({ ...l, page: n, near: isNear(l, n) }));
      if (n === learned.page)
        found.sort((a, b) => Math.hypot(a.x - labelX, a.y - labelY) - Math.hypot(b.x - labelX, b.y - labelY));
      candidates.push(...found);
    }
    const near = candidates.filter((c) => c.near);
    if (near.length > 0) {
      labelsFound++;
      const shift = shifts.get(learned.page) ?? { dx: 0, dy: 0, n: 0 };
      shifts.set(learned.page, {
        dx: shift.dx + near[0]!.x - labelX,
        dy: shift.dy + near[0]!.y - labelY,
        n: shift.n + 1,
      });
    }
    // Same x column as learned (a label in the running text is no anchor).
    const anchors = [
      ...near,
      ...candidates.filter((c) => !c.near && Math.abs(c.x - labelX) <= LABEL_SHIFT_X * page.width),
    ];
    for (const label of anchors) {
      const target = pages[label.page - 1]!;
      const dx = label.x - labelX;
      const dy = label.y - labelY;
      const at = {
        x: learned.x * page.width + dx,
        right: learned.right * page.width + dx,
        y: learned.y * page.height + dy,
      };
      const value = readAt(linesOfPage(label.page), kind, learned, at, target);
      if (!value) continue;
      read.push([
        field,
        valueWithEvidence(
          value,
          label.page,
          label.near ? TEMPLATE_CONFIDENCE : TEMPLATE_POSITION_CONFIDENCE,
          learned.label,
        ),
      ]);
      break;
    }
  }
  if (labels === 0 || labelsFound * 2 < labels || (labels >= 2 && labelsFound < 2)) return null;
  for (const [field, learned] of unlabelled) {
    const page = pages[learned.page - 1]!;
    const shift = shifts.get(learned.page);
    const dx = shift ? shift.dx / shift.n : 0;
    const dy = shift ? shift.dy / shift.n : 0;
    const at = {
      x: learned.x * page.width + dx,
      right: learned.right * page.width + dx,
      y: learned.y * page.height + dy,
    };
    const value = readAt(linesOfPage(learned.page), TEMPLATE_FIELDS[field], learned, at, page);
    if (value) read.push([field, valueWithEvidence(value, learned.page, TEMPLATE_POSITION_CONFIDENCE)]);
  }
  const fields: Record<string, ExtractedValue<unknown>> = {};
  for (const [field, value] of read) fields[EXTRACTED_KEY[field]] = value;
  return { fields: fields as ExtractedInvoiceFields, labels, labelsFound };
}

function valueWithEvidence(found: ReadValue, page: number, confidence: number, label?: string): ExtractedValue<string> {
  const evidence: ExtractedEvidence = {
    page,
    x: round1(found.first.x),
    y: round1(found.line.y - found.line.size),
    width: round1(found.last.right - found.first.x),
    height: round1(found.line.size * 1.2),
    ...(label ? { label } : {}),
  };
  return { value: found.value, confidence, evidence };
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * The template's fields over the generic reading: a value read at its learned place next to
 * its learned label is the partner's own layout speaking. Unless the amounts then no longer
 * add up (net + VAT = total) while the generic reading's do: an invoice with more VAT rates or
 * lines than the learned one prints its totals differently, and the arithmetic knows better.
 */
export function mergeTemplateFields(
  generic: ExtractedInvoiceFields,
  fromTemplate: ExtractedInvoiceFields,
): ExtractedInvoiceFields {
  // A credit note's amounts read at their learned places as printed ("-119,00") take the
  // generic reading's convention (positive beside the credit flag) before they are mixed in.
  const signed = creditNoteUnsigned({
    ...fromTemplate,
    isCreditMemo: fromTemplate.isCreditMemo ?? generic.isCreditMemo,
  });
  // The generic flag only told the sign; it is not the template's to put over the generic one.
  if (!fromTemplate.isCreditMemo) delete signed.isCreditMemo;
  const out: Record<string, unknown> = { ...generic };
  for (const [key, value] of Object.entries(signed) as [string, ExtractedValue<unknown> | undefined][]) {
    const current = out[key] as ExtractedValue<unknown> | undefined;
    if (value && (!current || current.confidence <= value.confidence)) out[key] = value;
  }
  const merged = out as ExtractedInvoiceFields;
  if (!addsUp(merged) && addsUp(generic)) {
    merged.net = generic.net;
    merged.vatAmount = generic.vatAmount;
    merged.total = generic.total;
  }
  return merged;
}

/** Whether net + VAT = total (to the cent); true when one of them is missing. */
function addsUp(f: ExtractedInvoiceFields): boolean {
  if (!f.net || !f.vatAmount || !f.total) return true;
  const cents = (v: string) => Math.round(Number(v) * 100);
  return Math.abs(cents(f.net.value) + cents(f.vatAmount.value) - cents(f.total.value)) <= 1;
}
