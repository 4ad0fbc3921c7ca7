import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  calendarDate,
  daysBetween,
  daysInMonth,
  formatDate,
  formatDateInput,
  formatDateTime,
  monthOf,
  parseDateInput,
  parseIsoDate,
  parseTypedDate,
  toIsoDate,
  todayIsoDate,
  germanToday,
} from "./calendarDate.ts";

describe("parseDateInput", () => {
  it.each([
    ["31.12.2026", "2026-12-31"],
    ["1.2.2026", "2026-02-01"],
    ["01.02.26", "2026-02-01"],
    ["2026-12-31", "2026-12-31"],
    ["31/12/2026", "2026-12-31"],
    ["311226", "2026-12-31"],
    ["31122026", "2026-12-31"],
    ["29.02.2028", "2028-02-29"],
  ])("reads %j in German as %s", (text, expected) => {
    expect(parseDateInput(text, "de")).toBe(expected);
  });

  it("reads English dates day first, as the English interface shows them (European, not US)", () => {
    expect(parseDateInput("31/12/2026", "en")).toBe("2026-12-31");
    expect(parseDateInput("1/2/26", "en")).toBe("2026-02-01");
    expect(parseDateInput("31.12.2026", "en")).toBe("2026-12-31");
    expect(parseDateInput("12/31/2026", "en")).toBeUndefined();
  });

  it("reads back what it shows, in both languages", () => {
    for (const language of ["de", "en"] as const) {
      expect(parseDateInput(formatDateInput("2026-11-27", language), language)).toBe("2026-11-27");
    }
  });

  it("refuses days that do not exist and text that is no date", () => {
    for (const text of [
      "31.02.2026",
      "29.02.2026",
      "00.01.2026",
      "32.01.2026",
      "15.13.2026",
      "2026-02-30",
      "morgen",
      "1.1",
      "12/31/2026",
    ]) {
      expect(parseDateInput(text, "de"), text).toBeUndefined();
    }
    expect(parseDateInput("  ", "de")).toBeNull();
  });
});

describe("date helpers", () => {
  it("adds days across months and leap years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-01-01", 366)).toBe("2027-01-02");
  });

  it("adds negative days and refuses a start that is no date", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2024-01-31", 30)).toBe("2024-03-01");
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addDays("morgen", 1)).toThrow(RangeError);
  });

  it("counts days across the change to summer time as whole days", () => {
    // Germany changes the clocks on 29 March 2026: the day has 23 hours, still one day.
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2024-01-01", "2024-03-01")).toBe(60);
    expect(daysBetween("2026-01-10", "2026-01-01")).toBe(-9);
  });

  it("adds months, clamped to the month's last day", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-05-15", -12)).toBe("2025-05-15");
  });

  it("knows the month of a day and the days of a month", () => {
    expect(monthOf("2028-02-10")).toEqual({ from: "2028-02-01", until: "2028-02-29" });
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });

  it("builds a date only from parts that exist", () => {
    expect(calendarDate(2026, 12, 31)).toBe("2026-12-31");
    expect(calendarDate(2026, 2, 29)).toBeNull();
    expect(calendarDate(2026, 13, 1)).toBeNull();
    expect(calendarDate(2026, 1, 0)).toBeNull();
    expect(calendarDate(999, 1, 1)).toBeNull();
    expect(calendarDate(2026.5, 1, 1)).toBeNull();
  });

  it("converts between Dates and ISO dates", () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(parseIsoDate("2026-01-05")?.getDate()).toBe(5);
    expect(parseIsoDate("2026-02-30")).toBeNull();
    expect(parseIsoDate("05.01.2026")).toBeNull();
  });

  it("tells today's date in the local time zone, or in a given one", () => {
    expect(todayIsoDate(new Date(2026, 10, 5, 23, 59))).toBe("2026-11-05");
    // 23:30 UTC on New Year's Eve is already the new year in Berlin.
    expect(todayIsoDate(new Date(Date.UTC(2026, 11, 31, 23, 30)), "Europe/Berlin")).toBe("2027-01-01");
    expect(todayIsoDate(new Date(Date.UTC(2026, 11, 31, 23, 30)), "UTC")).toBe("2026-12-31");
  });

  it("tells the German day payments and recurrences are dated by, whatever the local zone", () => {
    // 23:30 UTC on 27 November is already the 28th in Germany (a browser in UTC said the 27th).
    expect(germanToday(new Date(Date.UTC(2026, 10, 27, 23, 30)))).toBe("2026-11-28");
    expect(germanToday(new Date(Date.UTC(2026, 6, 1, 21, 59)))).toBe("2026-07-01");
    expect(germanToday(new Date(Date.UTC(2026, 6, 1, 22, 0)))).toBe("2026-07-02");
  });

  it("reads typed dates in the interface language", () => {
    expect(parseTypedDate("31.12.26", "de")).toBe("2026-12-31");
    expect(parseTypedDate("31/12/2026", "en-GB")).toBe("2026-12-31");
    expect(parseTypedDate("", "de")).toBeNull();
    expect(parseTypedDate("31.02.2026", "de")).toBeNull();
  });
});

describe("formatDate and formatDateTime", () => {
  it("write English dates the European way, day first", () => {
    expect(formatDate("2026-11-27", "en")).toBe("27/11/2026");
    expect(formatDate("2026-11-27", "de")).toBe("27.11.2026");
    expect(formatDate("2026-11-27", "en-US")).toBe("27/11/2026");
  });
  it("write moments with a 24-hour clock in English too", () => {
    const moment = new Date(2026, 10, 27, 15, 5);
    expect(formatDateTime(moment, "en")).toBe("27 Nov 2026, 15:05");
    expect(formatDateTime(moment, "de")).toBe("27.11.2026, 15:05");
  });
});
