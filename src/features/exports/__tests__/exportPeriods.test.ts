import { describe, expect, it } from "vitest";
import { exportFormatOf, exportPeriodOf } from "../lib/exportPeriods.ts";

describe("exportPeriodOf", () => {
  it("gives last month as a whole month, also across the year and in a leap year", () => {
    expect(exportPeriodOf("lastMonth", "2026-11-27")).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(exportPeriodOf("lastMonth", "2026-01-05")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(exportPeriodOf("lastMonth", "2028-03-31")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });

  it("never reaches into the future: this month and this year end today", () => {
    expect(exportPeriodOf("thisMonth", "2026-11-27")).toEqual({ from: "2026-11-01", to: "2026-11-27" });
    expect(exportPeriodOf("year", "2026-11-27")).toEqual({ from: "2026-01-01", to: "2026-11-27" });
  });

  it("gives the previous whole quarter, in January the last one of the year before", () => {
    expect(exportPeriodOf("quarter", "2026-11-27")).toEqual({ from: "2026-07-01", to: "2026-09-30" });
    expect(exportPeriodOf("quarter", "2026-01-15")).toEqual({ from: "2025-10-01", to: "2025-12-31" });
    expect(exportPeriodOf("quarter", "2026-04-01")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
  });
});

describe("exportFormatOf", () => {
  it("writes the company's system's booking file, none for the others", () => {
    expect(exportFormatOf("DATEV")).toBe("DATEV_EXTF");
    expect(exportFormatOf("BMD")).toBe("BMD");
    expect(exportFormatOf("LEXWARE")).toBe("NONE");
    expect(exportFormatOf(null)).toBe("NONE");
  });
});
