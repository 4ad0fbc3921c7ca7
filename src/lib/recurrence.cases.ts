import type { RecurrenceInterval } from "./recurrence.ts";

/** The date stepping of recurrences: the client (recurrence.test.ts) and the database
 * (server/documents/recurrences.int.test.ts, app_hidden.recurrence_step) give these answers. */
export const RECURRENCE_STEP_CASES: { anchor: string; interval: RecurrenceInterval; n: number; expected: string }[] = [
  { anchor: "2026-01-15", interval: "MONTHLY", n: 0, expected: "2026-01-15" },
  { anchor: "2026-01-15", interval: "MONTHLY", n: 1, expected: "2026-02-15" },
  // Month ends: clamped in a short month, back to the 31st afterwards.
  { anchor: "2026-01-31", interval: "MONTHLY", n: 1, expected: "2026-02-28" },
  { anchor: "2026-01-31", interval: "MONTHLY", n: 2, expected: "2026-03-31" },
  { anchor: "2026-01-31", interval: "MONTHLY", n: 3, expected: "2026-04-30" },
  { anchor: "2028-01-31", interval: "MONTHLY", n: 1, expected: "2028-02-29" },
  { anchor: "2026-01-30", interval: "MONTHLY", n: 1, expected: "2026-02-28" },
  { anchor: "2026-12-31", interval: "MONTHLY", n: 2, expected: "2027-02-28" },
  { anchor: "2026-11-30", interval: "QUARTERLY", n: 1, expected: "2027-02-28" },
  { anchor: "2026-11-30", interval: "QUARTERLY", n: 2, expected: "2027-05-30" },
  { anchor: "2026-08-31", interval: "HALF_YEARLY", n: 1, expected: "2027-02-28" },
  { anchor: "2026-08-31", interval: "HALF_YEARLY", n: 2, expected: "2027-08-31" },
  // Leap years: 29 Feb yearly is 28 Feb in common years and 29 Feb again in the next leap year.
  { anchor: "2028-02-29", interval: "YEARLY", n: 1, expected: "2029-02-28" },
  { anchor: "2028-02-29", interval: "YEARLY", n: 4, expected: "2032-02-29" },
  { anchor: "2027-02-28", interval: "YEARLY", n: 1, expected: "2028-02-28" },
  // Weekly: seven days, across the month, the year and a leap day.
  { anchor: "2026-12-29", interval: "WEEKLY", n: 1, expected: "2027-01-05" },
  { anchor: "2028-02-26", interval: "WEEKLY", n: 1, expected: "2028-03-04" },
  { anchor: "2026-01-01", interval: "WEEKLY", n: 52, expected: "2026-12-31" },
];

/** Service period ends: a month's last day stays the last day (app_hidden.recurrence_period_end). */
export const RECURRENCE_PERIOD_END_CASES: { end: string; interval: RecurrenceInterval; n: number; expected: string }[] =
  [
    { end: "2026-11-30", interval: "MONTHLY", n: 1, expected: "2026-12-31" },
    { end: "2026-11-30", interval: "MONTHLY", n: 3, expected: "2027-02-28" },
    { end: "2027-02-28", interval: "MONTHLY", n: 1, expected: "2027-03-31" },
    { end: "2028-02-29", interval: "YEARLY", n: 1, expected: "2029-02-28" },
    { end: "2027-02-28", interval: "YEARLY", n: 1, expected: "2028-02-29" },
    { end: "2026-09-30", interval: "QUARTERLY", n: 1, expected: "2026-12-31" },
    { end: "2026-11-15", interval: "MONTHLY", n: 1, expected: "2026-12-15" },
    { end: "2026-11-30", interval: "WEEKLY", n: 1, expected: "2026-12-07" },
  ];
