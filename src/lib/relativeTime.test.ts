import { describe, expect, it } from "vitest";
import { formatRelativeTime, relativeTimeParts } from "./relativeTime.ts";

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe("relative time (spec §9 thresholds)", () => {
  it.each([
    [59 * S, { value: 59, unit: "second" }],
    [60 * S, { value: 1, unit: "minute" }],
    [59 * MIN, { value: 59, unit: "minute" }],
    [60 * MIN, { value: 1, unit: "hour" }],
    [23 * H, { value: 23, unit: "hour" }],
    [24 * H, { value: 1, unit: "day" }],
    [29 * D, { value: 29, unit: "day" }],
    [30 * D, { value: 1, unit: "month" }],
    [364 * D, { value: 12, unit: "month" }],
    [365 * D, { value: 1, unit: "year" }],
    [-3 * MIN, { value: -3, unit: "minute" }],
  ])("%d ms → %o", (span, expected) => {
    expect(relativeTimeParts(span)).toEqual(expected);
  });

  it("speaks the current language", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const inFiveDays = new Date(now.getTime() + 5 * D - 2 * MIN);
    expect(formatRelativeTime(inFiveDays, now, "de")).toBe("in 5 Tagen");
    expect(formatRelativeTime(inFiveDays, now, "en")).toBe("in 5 days");
    expect(formatRelativeTime(new Date(now.getTime() - 3 * MIN), now, "de")).toBe("vor 3 Minuten");
  });
});
