import { describe, expect, it } from "vitest";
import { findDates, findMonths, monthRange, parseDate } from "./dates.ts";
import { addDays, daysBetween } from "../../../src/lib/calendarDate.ts";

describe("parseDate", () => {
  it("reads German numeric dates", () => {
    expect(parseDate("01.02.2024")).toBe("2024-02-01");
    expect(parseDate("1.2.2024")).toBe("2024-02-01");
    expect(parseDate("1.2.24")).toBe("2024-02-01");
    expect(parseDate("01. 02. 2024")).toBe("2024-02-01");
  });

  it("reads German month names, Austrian ones and abbreviations", () => {
    expect(parseDate("1. Februar 2024")).toBe("2024-02-01");
    expect(parseDate("31. Jänner 2024")).toBe("2024-01-31");
    expect(parseDate("3. März 2024")).toBe("2024-03-03");
    expect(parseDate("3. Maerz 2024")).toBe("2024-03-03");
    expect(parseDate("15. Okt. 2024")).toBe("2024-10-15");
    expect(parseDate("24. Dez 2023")).toBe("2023-12-24");
  });

  it("reads ISO dates", () => {
    expect(parseDate("2024-02-01")).toBe("2024-02-01");
  });

  it("reads English dates", () => {
    expect(parseDate("Feb 1, 2024")).toBe("2024-02-01");
    expect(parseDate("February 1st, 2024")).toBe("2024-02-01");
    expect(parseDate("1 February 2024")).toBe("2024-02-01");
    expect(parseDate("12th Feb 2024")).toBe("2024-02-12");
    expect(parseDate("01-Feb-2024")).toBe("2024-02-01");
    expect(parseDate("Sept 30, 2023")).toBe("2023-09-30");
  });

  it("reads slashed dates day-first, month-first on request, and unambiguous ones either way", () => {
    expect(parseDate("01/02/2024")).toBe("2024-02-01");
    expect(parseDate("01/02/2024", { monthFirst: true })).toBe("2024-01-02");
    expect(parseDate("13/02/2024", { monthFirst: true })).toBe("2024-02-13");
    expect(parseDate("02/13/2024")).toBe("2024-02-13");
    expect(findDates("01/02/2024")[0]!.ambiguous).toBe(true);
    expect(findDates("13/02/2024")[0]!.ambiguous).toBe(false);
    expect(findDates("05/05/2024")[0]!.ambiguous).toBe(false);
  });

  it("rejects impossible dates and non-dates", () => {
    for (const s of [
      "31.02.2024",
      "00.01.2024",
      "01.13.2024",
      "29.02.2023",
      "2.2.0",
      "12.30",
      "1.234,56",
      "01.01.1890",
    ])
      expect(parseDate(s), s).toBeUndefined();
    expect(parseDate("29.02.2024")).toBe("2024-02-29");
  });
});

describe("findDates", () => {
  it("finds dates in text, also glued to a word", () => {
    expect(findDates("Nr. 471102 vom05.03.2018, fällig 04.04.2018").map((d) => d.iso)).toEqual([
      "2018-03-05",
      "2018-04-04",
    ]);
  });

  it("does not read dates out of identifiers, amounts or times", () => {
    expect(findDates("Vertrag 01.234.567.8-2018-1")).toEqual([]);
    expect(findDates("Summe 1.234,56")).toEqual([]);
    expect(findDates("Mo.-Fr. 08.30 - 12.30 Uhr")).toEqual([]);
  });
});

describe("months and arithmetic", () => {
  it("finds months", () => {
    expect(findMonths("Leistungszeitraum Januar 2024").map((m) => [m.year, m.month])).toEqual([[2024, 1]]);
    expect(findMonths("Abrechnung 03/2024").map((m) => [m.year, m.month])).toEqual([[2024, 3]]);
    expect(findMonths("period 2024-02").map((m) => [m.year, m.month])).toEqual([[2024, 2]]);
  });

  it("gives month ranges, adds days", () => {
    expect(monthRange(2024, 2)).toEqual({ from: "2024-02-01", until: "2024-02-29" });
    expect(addDays("2024-01-31", 30)).toBe("2024-03-01");
    expect(addDays("2023-12-20", 14)).toBe("2024-01-03");
    expect(daysBetween("2024-01-01", "2024-03-01")).toBe(60);
  });
});
