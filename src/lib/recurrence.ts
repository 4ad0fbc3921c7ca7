// Recurring documents' dates (spec part 2 §3 Recurrence). The anchor-day rule: occurrence n lies
// n intervals after the anchor, always counted from the anchor and never from the previous
// occurrence, so a recurrence on the 31st falls on the last day of a short month and comes back
// to the 31st afterwards (31 Jan → 28/29 Feb → 31 Mar → 30 Apr). The database computes the same
// (app_hidden.recurrence_step; both checked against recurrence.cases.ts).
import { addDays, addMonths } from "./calendarDate.ts";

export const RECURRENCE_INTERVALS = ["WEEKLY", "MONTHLY", "QUARTERLY", "HALF_YEARLY", "YEARLY"] as const;
export type RecurrenceInterval = (typeof RECURRENCE_INTERVALS)[number];

const MONTHS: Record<Exclude<RecurrenceInterval, "WEEKLY">, number> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  HALF_YEARLY: 6,
  YEARLY: 12,
};

/** The date `n` intervals after the ISO date `anchor` ("2026-01-31"). */
export function recurrenceStep(anchor: string, interval: RecurrenceInterval, n: number): string {
  if (interval === "WEEKLY") return addDays(anchor, 7 * n);
  return addMonths(anchor, MONTHS[interval] * n);
}

/** The next `count` occurrence dates from `anchor` (the anchor itself first). */
export function upcomingRecurrenceDates(
  anchor: string,
  interval: RecurrenceInterval,
  count: number,
  endsAt?: string | null,
): string[] {
  const dates: string[] = [];
  for (let n = 0; n < count; n++) {
    const date = recurrenceStep(anchor, interval, n);
    if (endsAt && date > endsAt) break;
    dates.push(date);
  }
  return dates;
}

/** The end of a service period `n` intervals later: a period that ends on a month's last day
 * ends on the last day of its month again (1–30 Nov → 1–31 Dec); otherwise as recurrenceStep. */
export function recurrencePeriodEnd(end: string, interval: RecurrenceInterval, n: number): string {
  const shifted = recurrenceStep(end, interval, n);
  if (interval === "WEEKLY" || addDays(end, 1).slice(8) !== "01") return shifted;
  return addDays(addMonths(`${shifted.slice(0, 8)}01`, 1), -1);
}
