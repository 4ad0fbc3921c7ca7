/**
 * Calendar dates in invoice text: 01.02.2024, 1.2.24, 1. Februar 2024, 2024-02-01,
 * Feb 1, 2024, 1st February 2024, 01-Feb-2024 and slashed dates (01/02/2024), which are
 * day-first unless the document reads as US English. Results are ISO dates "YYYY-MM-DD".
 */
import type { IsoDate } from "../capture/types.ts";
import { calendarDate } from "../../../src/lib/calendarDate.ts";

export interface FoundDate {
  iso: IsoDate;
  index: number;
  end: number;
  /** True when day and month could be swapped (01/02/2024). */
  ambiguous: boolean;
}

/**
 * Subtracted from a date whose day and month could be swapped and the document does not say
 * which: such a date is a suggestion, never filled (calibrated on the development set).
 */
export const AMBIGUOUS_DATE_PENALTY = 0.45;

export interface DateOptions {
  /** Read slashed dates month-first (US). Default day-first. */
  monthFirst?: boolean;
  /** The document shows which order its slashed dates use (a day above 12): none is a guess. */
  orderKnown?: boolean;
}

const MONTHS: Record<string, number> = {
  januar: 1,
  jänner: 1,
  jaenner: 1,
  january: 1,
  jan: 1,
  jän: 1,
  februar: 2,
  feber: 2,
  february: 2,
  feb: 2,
  märz: 3,
  maerz: 3,
  march: 3,
  mär: 3,
  mrz: 3,
  mar: 3,
  april: 4,
  apr: 4,
  mai: 5,
  may: 5,
  juni: 6,
  june: 6,
  jun: 6,
  juli: 7,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sept: 9,
  sep: 9,
  oktober: 10,
  october: 10,
  okt: 10,
  oct: 10,
  november: 11,
  nov: 11,
  dezember: 12,
  december: 12,
  dez: 12,
  dec: 12,
  // French
  janvier: 1,
  janv: 1,
  février: 2,
  fevrier: 2,
  févr: 2,
  mars: 3,
  avril: 4,
  avr: 4,
  juin: 6,
  juillet: 7,
  juil: 7,
  août: 8,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  décembre: 12,
  decembre: 12,
  déc: 12,
};

/** Month name (German, English or French, full or abbreviated) → 1…12. */
export function monthNumber(name: string): number | undefined {
  return MONTHS[name.toLowerCase().replace(/\.$/, "")];
}

const MONTH_SRC = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|");
const L = "A-Za-zÄÖÜäöüßÀ-ÿ";

/** ISO date if the parts form a real calendar date between 1990 and 2099. */
export function isoDate(year: number, month: number, day: number): IsoDate | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  if (year < 1990 || year > 2099) return undefined;
  return calendarDate(year, month, day) ?? undefined;
}

function fullYear(y: string): number {
  const n = Number.parseInt(y, 10);
  if (y.length === 4) return n;
  return n < 80 ? 2000 + n : 1900 + n;
}

interface Pattern {
  re: RegExp;
  parse: (m: RegExpMatchArray, opts: DateOptions) => { iso?: IsoDate; ambiguous?: boolean };
}

const PATTERNS: Pattern[] = [
  // 2024-02-01
  {
    re: /(?<![\d.\-/])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d\-/]|\.\d)/g,
    parse: (m) => ({ iso: isoDate(+m[1]!, +m[2]!, +m[3]!) }),
  },
  // 01.02.2024, 1.2.24, 01. 02. 2024
  {
    re: /(?<![\d.,])(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4}|\d{2})(?!\d|\.\d|,\d)/g,
    parse: (m) => ({ iso: isoDate(fullYear(m[3]!), +m[2]!, +m[1]!) }),
  },
  // 01/02/2024, 1/2/24, 01-02-2024: day-first unless monthFirst; ambiguous if both ≤ 12.
  {
    re: /(?<![\d./\-,])(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/]|-\d|\.\d)/g,
    parse: (m, opts) => {
      const a = +m[1]!;
      const b = +m[3]!;
      const year = fullYear(m[4]!);
      if (a > 12 && b <= 12) return { iso: isoDate(year, b, a) };
      if (b > 12 && a <= 12) return { iso: isoDate(year, a, b) };
      const iso = opts.monthFirst ? isoDate(year, a, b) : isoDate(year, b, a);
      return { iso, ambiguous: a !== b && !opts.orderKnown };
    },
  },
  // 1. Februar 2024, 1 Feb 2024, 1st February 2024, 01-Feb-2024, 1. März 24
  {
    re: new RegExp(
      `(?<![\\d${L}])(\\d{1,2})(?:\\.|st|nd|rd|th|er)?[\\s-]{0,2}(${MONTH_SRC})\\.?(?![${L}])[\\s,-]{0,3}(\\d{4})(?!\\d)`,
      "gi",
    ),
    parse: (m) => ({ iso: isoDate(+m[3]!, monthNumber(m[2]!) ?? 0, +m[1]!) }),
  },
  // Feb 1, 2024, February 1st 2024
  {
    re: new RegExp(
      `(?<![${L}])(${MONTH_SRC})\\.?\\s{1,2}(\\d{1,2})(?:st|nd|rd|th)?(?![\\d.])\\s?,?\\s{1,2}(\\d{4})(?!\\d)`,
      "gi",
    ),
    parse: (m) => ({ iso: isoDate(+m[3]!, monthNumber(m[1]!) ?? 0, +m[2]!) }),
  },
];

/** All dates in a text, left to right, without overlaps. */
export function findDates(text: string, opts: DateOptions = {}): FoundDate[] {
  const found: FoundDate[] = [];
  for (const p of PATTERNS) {
    for (const m of text.matchAll(p.re)) {
      const { iso, ambiguous = false } = p.parse(m, opts);
      if (!iso) continue;
      found.push({ iso, index: m.index, end: m.index + m[0].length, ambiguous });
    }
  }
  found.sort((a, b) => a.index - b.index || b.end - a.end);
  const out: FoundDate[] = [];
  for (const d of found) {
    const last = out[out.length - 1];
    if (last && d.index < last.end) continue;
    out.push(d);
  }
  return out;
}

/** The date if the text (trimmed) is exactly one date. */
export function parseDate(text: string, opts: DateOptions = {}): IsoDate | undefined {
  const t = text.trim();
  const dates = findDates(t, opts);
  return dates.length === 1 && dates[0]!.index === 0 && dates[0]!.end === t.length ? dates[0]!.iso : undefined;
}

/** A calendar month named in text ("Januar 2024", "Jan. 2024", "01/2024", "2024-01"). */
export interface FoundMonth {
  year: number;
  month: number;
  index: number;
  end: number;
}

export function findMonths(text: string): FoundMonth[] {
  const out: FoundMonth[] = [];
  const named = new RegExp(`(?<![${L}\\d.])(${MONTH_SRC})\\.?\\s{1,2}(\\d{4})(?!\\d)`, "gi");
  for (const m of text.matchAll(named)) {
    const month = monthNumber(m[1]!);
    const year = +m[2]!;
    if (month && isoDate(year, month, 1)) out.push({ year, month, index: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(/(?<![\d./-])(\d{1,2})[/.](\d{4})(?![\d./-])/g)) {
    const month = +m[1]!;
    const year = +m[2]!;
    if (isoDate(year, month, 1)) out.push({ year, month, index: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(/(?<![\d./-])(\d{4})-(\d{2})(?![\d./-])/g)) {
    const year = +m[1]!;
    const month = +m[2]!;
    if (isoDate(year, month, 1)) out.push({ year, month, index: m.index, end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** First and last day of a month. */
export function monthRange(year: number, month: number): { from: IsoDate; until: IsoDate } {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: isoDate(year, month, 1)!, until: isoDate(year, month, last)! };
}
