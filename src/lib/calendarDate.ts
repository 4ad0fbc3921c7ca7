// The one calendar-date module: dates (a day, no time zone: "2026-12-31" as the API stores it)
// and moments (a timestamp) as people read and type them. German: 31.12.2026; English
// (European): 31/12/2026, day first. No other module calls Intl.DateTimeFormat.
// One module per function: the index of date-fns is hundreds of files for a server thread to load.
import { addDays as addDaysFns } from "date-fns/addDays";
import { addMonths as addMonthsFns } from "date-fns/addMonths";
import { differenceInCalendarDays } from "date-fns/differenceInCalendarDays";
import { endOfMonth } from "date-fns/endOfMonth";
import { getDaysInMonth } from "date-fns/getDaysInMonth";
import { startOfMonth } from "date-fns/startOfMonth";
import { type InputLocale, inputLocaleOf } from "./decimalInput.ts";
import { intlLocale } from "./intlLocale.ts";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A calendar date "2026-03-31" as "31.03.2026" (German) or "31/03/2026" (English), in no
 * time zone. */
export function formatDate(isoDate: string | null | undefined, language: string) {
  if (!isoDate) return "";
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

/** A calendar date with the month's name: "31. März 2026", "31 March 2026". */
export function formatDateLong(isoDate: string | Date | null | undefined, language: string) {
  if (!isoDate) return "";
  if (isoDate instanceof Date)
    return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "long" }).format(isoDate);
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "long", timeZone: "UTC" }).format(date);
}

function toMoment(moment: string | Date | null | undefined): Date | null {
  if (!moment) return null;
  const date = moment instanceof Date ? moment : new Date(moment);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment as "31.03.2026, 14:05" / "31 Mar 2026, 14:05" in the browser's time zone. */
export function formatDateTime(moment: string | Date | null | undefined, language: string) {
  const date = toMoment(moment);
  if (!date) return typeof moment === "string" ? moment : "";
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** A moment with the month's name: "31. März 2026 um 14:05", "31 March 2026 at 14:05". */
export function formatDateTimeLong(moment: string | Date | null | undefined, language: string) {
  const date = toMoment(moment);
  if (!date) return typeof moment === "string" ? moment : "";
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "long", timeStyle: "short" }).format(date);
}

/** Days in a month (1–12) of a year: 28–31. */
export function daysInMonth(year: number, month: number): number {
  return getDaysInMonth(new Date(year, month - 1, 1));
}

/** "2026-12-31" when the day exists (31.02.2026 does not) in the years 1000–9999, else null.
 * Readers with a narrower plausible range (extraction, bank files) check the year first. */
export function calendarDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/**
 * Reads a typed date, day first in both languages as the interface shows dates: "31.12.2026",
 * "31/12/2026", "1.2.26" (20yy) and ISO "2026-12-31"; German also the digits alone ("311226",
 * "31122026"). Answers the ISO date, null for an empty input and undefined for text that is no
 * date or a day that does not exist (also US month-first dates such as 12/31/2026).
 */
export function parseDateInput(text: string, locale: InputLocale = "de"): string | null | undefined {
  const value = text.trim();
  if (value === "") return null;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) return calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) ?? undefined;
  match = /^(\d{1,2})[./](\d{1,2})[./](\d{2}|\d{4})$/.exec(value);
  if (match) return calendarDate(fullYear(match[3]!), Number(match[2]), Number(match[1])) ?? undefined;
  match = locale === "de" ? /^(\d{2})(\d{2})(\d{2}|\d{4})$/.exec(value) : null;
  if (match) return calendarDate(fullYear(match[3]!), Number(match[2]), Number(match[1])) ?? undefined;
  return undefined;
}

/** An ISO date as a form shows it ("31.12.2026" in German, "31/12/2026" in English). */
export function formatDateInput(isoDate: string | null | undefined, locale: InputLocale): string {
  return formatDate(isoDate, locale);
}

// Calendar arithmetic on ISO dates, the one set of it for the SPA and the server. date-fns
// does the counting on a local midnight; only the calendar fields are read back, so the
// answers do not depend on the time zone.

/** A Date's calendar day (in the local time zone) as yyyy-mm-dd. */
export function toIsoDate(date: Date): string {
  // By hand rather than date-fns' format: format and parse (with their locale tables) would
  // load with every first screen (the documents list's loader computes its default period).
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** yyyy-mm-dd as a local Date at midnight; null for anything else (also 2026-02-30). */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  date.setFullYear(Number(match[1])); // years 0–99 are not 1900–1999
  return toIsoDate(date) === value ? date : null;
}

function requireIsoDate(value: string): Date {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`Not a calendar date: ${JSON.stringify(value)}`);
  return date;
}

/** Today as an ISO date: in the local time zone (the browser's), or in `timeZone` ("Europe/Berlin":
 * payments and bank days follow the German calendar, whatever the server's zone). */
export function todayIsoDate(now: Date = new Date(), timeZone?: string): string {
  if (timeZone === undefined) return toIsoDate(now);
  return new Intl.DateTimeFormat("sv-SE", { timeZone }).format(now); // sv-SE writes yyyy-mm-dd
}

/** Today in Germany: the day payments, bank days and recurrences are dated by — on the server
 * and in the browser alike, whatever their own time zone (the server refuses a payment or a
 * recurrence dated before it). */
export function germanToday(now: Date = new Date()): string {
  return todayIsoDate(now, "Europe/Berlin");
}

/** The ISO date `days` after `isoDate` (negative: before). Throws RangeError on a non-date. */
export function addDays(isoDate: string, days: number): string {
  return toIsoDate(addDaysFns(requireIsoDate(isoDate), days));
}

/** The ISO date `months` after `isoDate`, clamped to the month's last day (31.01. + 1 → 28./29.02.). */
export function addMonths(isoDate: string, months: number): string {
  return toIsoDate(addMonthsFns(requireIsoDate(isoDate), months));
}

/** Whole calendar days from a to b (b − a). */
export function daysBetween(a: string, b: string): number {
  return differenceInCalendarDays(requireIsoDate(b), requireIsoDate(a));
}

/** The first and the last day of the month of `isoDate`. */
export function monthOf(isoDate: string): { from: string; until: string } {
  const date = requireIsoDate(isoDate);
  return { from: toIsoDate(startOfMonth(date)), until: toIsoDate(endOfMonth(date)) };
}

/** A date as a person types it in the UI language (parseDateInput), as yyyy-mm-dd, or null
 * for an empty input and for text that is no date. */
export function parseTypedDate(text: string, language: string): string | null {
  return parseDateInput(text, inputLocaleOf(language)) ?? null;
}
