import { describe, expect, it } from "vitest";
import { LICENSE_PERIOD_CASES } from "./licensePeriods.cases.ts";
import { elapsedPeriodDays, licensePeriods, periodDays } from "./licensePeriods.ts";

describe("licensePeriods", () => {
  it.each(LICENSE_PERIOD_CASES)("$name", ({ contractStart, today, expected }) => {
    expect(licensePeriods(contractStart, today)).toEqual(expected);
  });

  it("refuses a non-date", () => {
    expect(() => licensePeriods("2025-02-30", "2026-01-01")).toThrow(RangeError);
  });
});

describe("period days", () => {
  it("counts both ends, and 366 days over a leap day", () => {
    expect(periodDays("2026-01-01", "2026-12-31")).toBe(365);
    expect(periodDays("2027-02-28", "2028-02-28")).toBe(366);
  });

  it("counts today as gone, never less than one day or more than the period", () => {
    expect(elapsedPeriodDays("2026-01-01", "2026-12-31", "2026-01-01")).toBe(1);
    expect(elapsedPeriodDays("2026-01-01", "2026-12-31", "2026-01-10")).toBe(10);
    expect(elapsedPeriodDays("2026-01-01", "2026-12-31", "2025-12-01")).toBe(1);
    expect(elapsedPeriodDays("2026-01-01", "2026-12-31", "2027-03-01")).toBe(365);
  });
});
