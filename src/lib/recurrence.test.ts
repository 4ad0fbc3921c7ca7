import { describe, expect, it } from "vitest";
import { RECURRENCE_PERIOD_END_CASES, RECURRENCE_STEP_CASES } from "./recurrence.cases.ts";
import { recurrencePeriodEnd, recurrenceStep, upcomingRecurrenceDates } from "./recurrence.ts";

describe("recurrenceStep (anchor-day rule)", () => {
  it.each(RECURRENCE_STEP_CASES)("$anchor + $n × $interval = $expected", ({ anchor, interval, n, expected }) => {
    expect(recurrenceStep(anchor, interval, n)).toBe(expected);
  });
});

describe("upcomingRecurrenceDates", () => {
  it("counts every date from the anchor, so the 31st comes back after February", () => {
    expect(upcomingRecurrenceDates("2026-01-31", "MONTHLY", 4)).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
    ]);
  });
  it("stops at the end date", () => {
    expect(upcomingRecurrenceDates("2026-01-01", "QUARTERLY", 10, "2026-09-30")).toEqual([
      "2026-01-01",
      "2026-04-01",
      "2026-07-01",
    ]);
  });
});

describe("recurrencePeriodEnd (a month's last day stays the last day)", () => {
  it.each(RECURRENCE_PERIOD_END_CASES)("$end + $n × $interval = $expected", ({ end, interval, n, expected }) => {
    expect(recurrencePeriodEnd(end, interval, n)).toBe(expected);
  });
});
