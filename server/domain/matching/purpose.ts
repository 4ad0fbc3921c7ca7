/**
 * Reads a transaction's purpose (Verwendungszweck) once: the reference numbers in it, the dates
 * and the words, so every candidate invoice is checked against maps instead of the raw text.
 *
 * Numbers are compared by their core: upper case, letters and digits only, invoice keywords
 * in front removed ("RE", "Rg.-Nr.", "Rechnung", "Invoice No."), leading zeros removed. So
 * "Rg.Nr. 2024/0815", "RE20240815" and "2024-0815" all have the core "20240815". A number only
 * matches a whole group of the purpose (letters and digits joined by single "-", "/", ".", "_"),
 * never a piece of one: "12" does not occur in "2012-1234". Groups split by spaces or a line break
 * ("2024 0815") are joined when the result is long enough not to be a coincidence. Each number
 * remembers whether an invoice keyword stands before it (short numbers need one) and whether it
 * is some other reference: a date, an amount, or after "Kunden-Nr.", "Mandat", "StNr.".
 */

import { type PreparedWords, prepareWords } from "./names.ts";
import { calendarDate } from "../../../src/lib/calendarDate.ts";

export interface NumberHit {
  /** The purpose text that matched. */
  text: string;
  /** Letters and digits of that text, upper case. */
  compact: string;
  /** compact without invoice keywords in front, leading zeros kept (see numberBody). */
  body: string;
  spaced: boolean;
  /** An invoice keyword stands right before it ("RE 12", "Rechnung Nr. 12", "Rg.12"). */
  keyword: boolean;
  /** Not an invoice reference: a date, an amount, or after "Kunden-Nr.", "Mandat", "StNr." …. */
  other: boolean;
}

export interface ParsedPurpose {
  /** Number core → where it occurs. */
  numbers: Map<string, NumberHit[]>;
  /** ISO date → the text it was written as. */
  dates: Map<string, string>;
  /** Normalised words (see normalizeText), for names in the purpose. */
  words: PreparedWords;
  /** The purpose calls the payment partial ("Teilzahlung", "Anzahlung", "Rate", "Restzahlung", …). */
  partialKeyword: boolean;
}

/** Keywords removed from the front of a number, longest first (compact, upper case). */
const NUMBER_PREFIXES = [
  "RECHNUNGSNUMMER",
  "INVOICENUMBER",
  "RECHNUNGSNR",
  "AUFTRAGSNR",
  "BESTELLNR",
  "RECHNUNG",
  "INVOICENO",
  "BELEGNR",
  "INVOICE",
  "AUFTRAG",
  "NUMMER",
  "INVNO",
  "INVNR",
  "BELEG",
  "ORDER",
  "RGNR",
  "RENR",
  "INV",
  "RG",
  "RE",
  "NR",
  "NO",
];

/** Words that make a short number after them an invoice reference. */
const KEYWORD_WORDS = new Set([
  ...NUMBER_PREFIXES.map((p) => p.toLowerCase()),
  "rechnungen",
  "rechnungsnummern",
  "belege",
  "invoices",
  "ausgleich",
  "bestellung",
]);
/** Words after which a number is some other reference (customer, contract, mandate, tax number). */
const OTHER_REFERENCE_WORDS = new Set([
  "kd",
  "kdnr",
  "kunde",
  "kunden",
  "kundennr",
  "kundennummer",
  "customer",
  "vertrag",
  "vertragsnr",
  "vertragsnummer",
  "mandat",
  "mandatsref",
  "mref",
  "glaeubiger",
  "glaeubigerid",
  "stnr",
  "steuernr",
  "steuernummer",
  "konto",
  "ktonr",
  "tel",
  "plz",
]);
/** Dates and amounts with thousands separators. */
const NOT_A_REFERENCE =
  /^(?:\d{1,2}\.\d{1,2}\.(?:\d{2}|\d{4})|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4}|\d{1,3}(?:\.\d{3})+)$/;
/** Words that continue a list of numbers after a keyword ("RE 12, 13 und 14"). */
const LIST_WORDS = new Set(["und", "u", "sowie", "and", "plus"]);
const PARTIAL_WORD =
  /^(?:teilz|teilbetr|teilbezahl|anzahl|abschlag|akonto|ratenz|restz|restbetr|partial|install|instalment)/;
const PARTIAL_WORDS = new Set(["rate", "teil", "rest"]);

/** Numbers whose core is shorter than this only count with an invoice keyword right before them. */
export const MIN_NUMBER_LENGTH_WITHOUT_KEYWORD = 3;
/** Numbers split by spaces are joined only when the joined core has at least this many characters. */
const MIN_SPACED_LENGTH = 6;

/** Upper-case letters and digits of a reference. */
export const compactNumber = (value: string): string => value.toUpperCase().replace(/[^A-Z0-9]/g, "");

/**
 * The core of a reference number for comparison (see the module comment); null when it has no
 * digit (a word is no number).
 */
export function numberCore(value: string): string | null {
  const core = stripPrefixes(compactNumber(value)).replace(/^0+(?=\d)/, "");
  return /\d/.test(core) ? core : null;
}

interface Group {
  text: string;
  start: number;
  end: number;
  hasDigit: boolean;
  keyword: boolean;
  other: boolean;
}

const GROUP_RE = /[A-Za-z0-9ÄÖÜäöüß]+(?:[-/._][A-Za-z0-9ÄÖÜäöüß]+)*/g;

function readGroups(purpose: string): Group[] {
  const groups: Group[] = [];
  /** What the words before the current number call it. */
  let context: "invoice" | "other" | null = null;
  for (const m of purpose.matchAll(GROUP_RE)) {
    const text = m[0];
    const hasDigit = /\d/.test(text);
    const base = { text, start: m.index, end: m.index + text.length, hasDigit };
    if (!hasDigit) {
      const word = text.toLowerCase().replace(/[-/._]/g, "");
      if (OTHER_REFERENCE_WORDS.has(word)) context = "other";
      else if (KEYWORD_WORDS.has(word) || /^(?:rg|re|rechnungs?)nr$/.test(word)) context = "invoice";
      else if (!LIST_WORDS.has(word)) context = null;
      groups.push({ ...base, keyword: false, other: false });
      continue;
    }
    const stripped = compactNumber(text) !== stripPrefixes(compactNumber(text));
    groups.push({
      ...base,
      keyword: context === "invoice" || stripped,
      other: (context === "other" && !stripped) || NOT_A_REFERENCE.test(text),
    });
  }
  return groups;
}

/**
 * A reference without separators and invoice keywords, leading zeros kept: "INV-00283" →
 * "00283". Its shape tells numbers of the same kind (see numberShape).
 */
export const numberBody = (value: string): string => stripPrefixes(compactNumber(value));

/** Removes invoice keywords from the front of a compact number, if digits follow them. */
function stripPrefixes(compact: string): string {
  let rest = compact;
  for (;;) {
    const prefix = NUMBER_PREFIXES.find((p) => rest.length > p.length && rest.startsWith(p));
    if (!prefix) break;
    rest = rest.slice(prefix.length);
  }
  return /^\d/.test(rest) ? rest : compact;
}

/** The pieces of a group at separators that do not stand between two digits ("4711/KD0815"). */
function subGroups(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length - 1; i++) {
    if (/[-/._]/.test(text[i]!) && !(/\d/.test(text[i - 1]!) && /\d/.test(text[i + 1]!))) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (start > 0) parts.push(text.slice(start));
  return parts;
}

function addHit(numbers: Map<string, NumberHit[]>, text: string, spaced: boolean, group: Group): void {
  const core = numberCore(text);
  if (core === null) return;
  const hits = numbers.get(core);
  const compact = compactNumber(text);
  const hit = { text, compact, body: stripPrefixes(compact), spaced, keyword: group.keyword, other: group.other };
  if (hits) hits.push(hit);
  else numbers.set(core, [hit]);
}

function readNumbers(purpose: string): Map<string, NumberHit[]> {
  const numbers = new Map<string, NumberHit[]>();
  const groups = readGroups(purpose);
  groups.forEach((group, i) => {
    if (!group.hasDigit) return;
    addHit(numbers, group.text, false, group);
    for (const part of subGroups(group.text)) addHit(numbers, part, false, group);
    // Joined across whitespace with the next one or two groups, and with a keyword word before.
    let joined = group.text;
    for (let j = i + 1; j < Math.min(groups.length, i + 3); j++) {
      const next = groups[j]!;
      if (!next.hasDigit || !/^\s+$/.test(purpose.slice(groups[j - 1]!.end, next.start))) break;
      joined += ` ${next.text}`;
      if ((numberCore(joined)?.length ?? 0) >= MIN_SPACED_LENGTH) addHit(numbers, joined, true, group);
    }
  });
  return numbers;
}

function isoDate(year: number, month: number, day: number): string | null {
  return year < 1990 || year > 2099 ? null : calendarDate(year, month, day);
}

const DATE_PATTERNS: Array<{ re: RegExp; read: (m: RegExpMatchArray) => [number, number, number] }> = [
  // DD.MM.YYYY, DD.MM.YY, D.M.YYYY
  {
    re: /(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?![\d])/g,
    read: (m) => [m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]), Number(m[2]), Number(m[1])],
  },
  // DD/MM/YYYY
  {
    re: /(?<![\d/])(\d{1,2})\/(\d{1,2})\/(\d{4})(?![\d/])/g,
    read: (m) => [Number(m[3]), Number(m[2]), Number(m[1])],
  },
  // YYYY-MM-DD
  { re: /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/g, read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])] },
  // DDMMYYYY
  { re: /(?<!\d)(\d{2})(\d{2})((?:19|20)\d{2})(?!\d)/g, read: (m) => [Number(m[3]), Number(m[2]), Number(m[1])] },
];

function readDates(purpose: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const { re, read } of DATE_PATTERNS) {
    for (const m of purpose.matchAll(re)) {
      const iso = isoDate(...read(m));
      if (iso && !dates.has(iso)) dates.set(iso, m[0]);
    }
  }
  return dates;
}

export function parsePurpose(purpose: string, normalizedWords: string[]): ParsedPurpose {
  const words = prepareWords(normalizedWords);
  const partialKeyword = normalizedWords.some((w) => PARTIAL_WORDS.has(w) || PARTIAL_WORD.test(w));
  return { numbers: readNumbers(purpose), dates: readDates(purpose), words, partialKeyword };
}

/** Invoice numbers with a core this long are compared for typos (shorter ones are too easily one off). */
export const MIN_SIMILAR_LENGTH = 5;

/** The string and every string with one character dropped: two strings one edit apart share one. */
export function deletionVariants(core: string): string[] {
  const variants = new Set([core]);
  for (let i = 0; i < core.length; i++) variants.add(core.slice(0, i) + core.slice(i + 1));
  return [...variants];
}

/** Digits as 9, letters as A: "RE20240815" and "RE20240999" have the same shape. */
export const numberShape = (core: string): string => core.replace(/\d/g, "9").replace(/[A-Z]/g, "A");

/** Damerau–Levenshtein distance ≤ 1 (one character changed, added, dropped or two swapped). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // transposition
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
