import { endOfMonth, endOfWeek, endOfYear, startOfMonth, startOfWeek, startOfYear, subDays, subMonths } from "date-fns";
import type { DatePreset } from "../../../routes/documentsSearchSchema.ts";
import { parseDateInput } from "../../../lib/calendarDate.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";

// The periods of the documents list as calendar dates (yyyy-mm-dd). "Today" is a calendar
// date, not a moment: the functions never look at time zones, so they give the same answer
// in Berlin and anywhere else for the same calendar day.

export interface DateRange {
  fromDate: string;
  untilDate: string;
}

// date-fns only for the calendar arithmetic: its format and parse (with their locale tables)
// would load with every first screen, the list's loader computes the default period.

/** A calendar date as yyyy-mm-dd (the local calendar day of `date`). */
export function toIsoDate(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** yyyy-mm-dd as a local Date at midnight; null for anything else. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  date.setFullYear(Number(match[1])); // years 0–99 are not 1900–1999
  return toIsoDate(date) === value ? date : null;
}

/** Today's calendar date in the browser. */
export function todayIsoDate(now: Date = new Date()): string {
  return toIsoDate(now);
}

/**
 * The range of a period preset on the calendar day `today` (yyyy-mm-dd):
 * - WEEK: Monday to Sunday of this week (weeks start on Monday),
 * - MONTH, YEAR: the whole calendar month / year,
 * - ALL: twelve months back to today (spec part 2 §2),
 * - LAST_7_DAYS: today and the six days before,
 * - LAST_3_MONTHS: three months back to today.
 */
export function datePresetRange(preset: DatePreset, today: string): DateRange {
  const day = parseIsoDate(today);
  if (!day) throw new RangeError(`not a calendar date: ${today}`);
  const range = (from: Date, until: Date): DateRange => ({ fromDate: toIsoDate(from), untilDate: toIsoDate(until) });
  switch (preset) {
    case "WEEK":
      return range(startOfWeek(day, { weekStartsOn: 1 }), endOfWeek(day, { weekStartsOn: 1 }));
    case "MONTH":
      return range(startOfMonth(day), endOfMonth(day));
    case "YEAR":
      return range(startOfYear(day), endOfYear(day));
    case "ALL":
      return range(subMonths(day, 12), day);
    case "LAST_7_DAYS":
      return range(subDays(day, 6), day);
    case "LAST_3_MONTHS":
      return range(subMonths(day, 3), day);
  }
}

/** A date as a person types it in the UI language, day first in both ("31.12.2026",
 * "31.12.26"; English "31/12/2026"; ISO always), as yyyy-mm-dd, or null: the date inputs'
 * one reader (calendarDate.parseDateInput). */
export function parseTypedDate(text: string, language: string): string | null {
  return parseDateInput(text, inputLocaleOf(language)) ?? null;
}
