// The one calendar-date module: dates (a day, no time zone: "2026-12-31" as the API stores it)
// and moments (a timestamp) as people read and type them. German: 31.12.2026; English
// (European): 31/12/2026, day first. No other module calls Intl.DateTimeFormat.
import type { InputLocale } from "./decimalInput.ts";
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

/** "2026-12-31" when the day exists (31.02.2026 does not), else null. */
function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
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
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3])) ?? undefined;
  match = /^(\d{1,2})[./](\d{1,2})[./](\d{2}|\d{4})$/.exec(value);
  if (match) return isoDate(fullYear(match[3]!), Number(match[2]), Number(match[1])) ?? undefined;
  match = locale === "de" ? /^(\d{2})(\d{2})(\d{2}|\d{4})$/.exec(value) : null;
  if (match) return isoDate(fullYear(match[3]!), Number(match[2]), Number(match[1])) ?? undefined;
  return undefined;
}

/** An ISO date as a form shows it ("31.12.2026" in German, "31/12/2026" in English). */
export function formatDateInput(isoDate: string | null | undefined, locale: InputLocale): string {
  return formatDate(isoDate, locale);
}

/** The ISO date `days` after `isoDate` (both calendar dates, no time zone). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day! + days));
  return date.toISOString().slice(0, 10);
}

/** Today in the browser's time zone as an ISO date. */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
