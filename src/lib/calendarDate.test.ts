import { describe, expect, it } from "vitest";
import { addDays, formatDate, formatDateInput, formatDateTime, parseDateInput, todayIsoDate } from "./calendarDate.ts";

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

  it("tells today's date in the local time zone", () => {
    expect(todayIsoDate(new Date(2026, 10, 5, 23, 59))).toBe("2026-11-05");
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
