import { describe, expect, it } from "vitest";
import { datePresetRange } from "./datePresets.ts";
import { parseIsoDate, parseTypedDate, todayIsoDate } from "./calendarDate.ts";

describe("date presets", () => {
  it("week runs Monday to Sunday, also when today is a Sunday or a Monday", () => {
    expect(datePresetRange("WEEK", "2026-11-25")).toEqual({ fromDate: "2026-11-23", untilDate: "2026-11-29" });
    expect(datePresetRange("WEEK", "2026-11-29")).toEqual({ fromDate: "2026-11-23", untilDate: "2026-11-29" });
    expect(datePresetRange("WEEK", "2026-11-30")).toEqual({ fromDate: "2026-11-30", untilDate: "2026-12-06" });
  });

  it("a week across the turn of the year", () => {
    expect(datePresetRange("WEEK", "2027-01-01")).toEqual({ fromDate: "2026-12-28", untilDate: "2027-01-03" });
  });

  it("month and year are whole calendar periods (leap years included)", () => {
    expect(datePresetRange("MONTH", "2028-02-10")).toEqual({ fromDate: "2028-02-01", untilDate: "2028-02-29" });
    expect(datePresetRange("MONTH", "2026-12-31")).toEqual({ fromDate: "2026-12-01", untilDate: "2026-12-31" });
    expect(datePresetRange("YEAR", "2026-07-15")).toEqual({ fromDate: "2026-01-01", untilDate: "2026-12-31" });
  });

  it("all is twelve months back to today; the month end is kept where the month is shorter", () => {
    expect(datePresetRange("ALL", "2026-11-22")).toEqual({ fromDate: "2025-11-22", untilDate: "2026-11-22" });
    expect(datePresetRange("ALL", "2028-02-29")).toEqual({ fromDate: "2027-02-28", untilDate: "2028-02-29" });
  });

  it("last 7 days are today and the six days before; last 3 months go back three months", () => {
    expect(datePresetRange("LAST_7_DAYS", "2026-03-02")).toEqual({ fromDate: "2026-02-24", untilDate: "2026-03-02" });
    expect(datePresetRange("LAST_3_MONTHS", "2026-05-31")).toEqual({ fromDate: "2026-02-28", untilDate: "2026-05-31" });
  });

  it("does not depend on the time of day: today is a calendar date", () => {
    expect(todayIsoDate(new Date(2026, 10, 22, 23, 59, 59))).toBe("2026-11-22");
    expect(todayIsoDate(new Date(2026, 10, 22, 0, 0, 1))).toBe("2026-11-22");
  });

  it("refuses what is not a calendar date", () => {
    expect(parseIsoDate("2026-02-30")).toBeNull();
    expect(parseIsoDate("26-02-01")).toBeNull();
    expect(() => datePresetRange("YEAR", "yesterday")).toThrow(RangeError);
  });
});

describe("typed dates", () => {
  it("reads German day.month.year, with two-digit years and ISO", () => {
    expect(parseTypedDate("31.12.2026", "de")).toBe("2026-12-31");
    expect(parseTypedDate("1.2.2026", "de")).toBe("2026-02-01");
    expect(parseTypedDate("01.02.26", "de")).toBe("2026-02-01");
    expect(parseTypedDate(" 2026-03-04 ", "de")).toBe("2026-03-04");
  });

  it("reads English day/month/year, as the English interface shows dates", () => {
    expect(parseTypedDate("31/12/2026", "en")).toBe("2026-12-31");
    expect(parseTypedDate("12/31/2026", "en")).toBeNull();
  });

  it("refuses impossible dates and other text", () => {
    expect(parseTypedDate("31.02.2026", "de")).toBeNull();
    expect(parseTypedDate("morgen", "de")).toBeNull();
    expect(parseTypedDate("31.02.2026", "en")).toBeNull();
  });
});
