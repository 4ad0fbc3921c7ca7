import { endOfMonth } from "date-fns/endOfMonth";
import { endOfWeek } from "date-fns/endOfWeek";
import { endOfYear } from "date-fns/endOfYear";
import { startOfMonth } from "date-fns/startOfMonth";
import { startOfWeek } from "date-fns/startOfWeek";
import { startOfYear } from "date-fns/startOfYear";
import { subDays } from "date-fns/subDays";
import { subMonths } from "date-fns/subMonths";
import type { DatePreset } from "./search/documentsSearchSchema.ts";
import { parseIsoDate, toIsoDate } from "./calendarDate.ts";

// The periods of the documents list as calendar dates (yyyy-mm-dd). "Today" is a calendar
// date, not a moment: the functions never look at time zones, so they give the same answer
// in Berlin and anywhere else for the same calendar day.

export interface DateRange {
  fromDate: string;
  untilDate: string;
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
