// Calendar dates as people type them ("31.12.2026") and as the API stores them ("2026-12-31").
import { formatDate } from "../../../lib/format.ts";
import type { InputLocale } from "../../../lib/decimalInput.ts";

/** "2026-12-31" when the day exists (31.02.2026 does not), else null. */
function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/**
 * Reads a typed date: "31.12.2026", "1.2.26" (20yy) and ISO "2026-12-31" in every language;
 * German also "31/12/2026" and the digits alone ("311226", "31122026"), English "12/31/2026"
 * (month first, as the English interface shows dates). Answers the ISO date, null for an
 * empty input and undefined for text that is no date or a day that does not exist.
 */
export function parseDateInput(text: string, locale: InputLocale = "de"): string | null | undefined {
  const value = text.trim();
  if (value === "") return null;
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3])) ?? undefined;
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(value);
  if (match) return isoDate(fullYear(match[3]!), Number(match[2]), Number(match[1])) ?? undefined;
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(value);
  if (match) {
    const [first, second] = [Number(match[1]), Number(match[2])];
    const [month, day] = locale === "en" ? [first, second] : [second, first];
    return isoDate(fullYear(match[3]!), month, day) ?? undefined;
  }
  match = locale === "de" ? /^(\d{2})(\d{2})(\d{2}|\d{4})$/.exec(value) : null;
  if (match) return isoDate(fullYear(match[3]!), Number(match[2]), Number(match[1])) ?? undefined;
  return undefined;
}

/** An ISO date as the form shows it ("31.12.2026" in German). */
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
