import { describe, expect, it } from "vitest";
import { normalizeText } from "./names.ts";
import { deletionVariants, numberCore, parsePurpose, withinOneEdit } from "./purpose.ts";

const parse = (purpose: string) => parsePurpose(purpose, normalizeText(purpose).split(" ").filter(Boolean));
const cores = (purpose: string) => [...parse(purpose).numbers.keys()];
const keywordCores = (purpose: string) =>
  [...parse(purpose).numbers].filter(([, hits]) => hits.some((h) => h.keyword)).map(([core]) => core);

describe("numberCore", () => {
  it("drops separators, invoice keywords in front and leading zeros", () => {
    expect(numberCore("RE-2024-0815")).toBe("20240815");
    expect(numberCore("Rg.-Nr. 2024/0815")).toBe("20240815");
    expect(numberCore("Rechnung 000123")).toBe("123");
    expect(numberCore("INV-001")).toBe("1");
    expect(numberCore("Invoice No. 4711")).toBe("4711");
    expect(numberCore("0815")).toBe("815");
    expect(numberCore("000")).toBe("0");
  });

  it("keeps letters that are part of the number, and refuses numbers without digits", () => {
    expect(numberCore("REWE123")).toBe("REWE123");
    expect(numberCore("NORD-17")).toBe("NORD17");
    expect(numberCore("AB12C")).toBe("AB12C");
    expect(numberCore("Rechnung")).toBeNull();
  });
});

describe("parsePurpose numbers", () => {
  it("finds numbers with prefixes, separators and leading zeros", () => {
    expect(cores("Rechnung Nr. RE-2024-0815 vom 01.03.2024")).toContain("20240815");
    expect(cores("RE20240815 KD 4711")).toEqual(expect.arrayContaining(["20240815", "4711"]));
    expect(cores("Rg.Nr.000815")).toContain("815");
    expect(cores("INVOICE 2024/0815, THANK YOU")).toContain("20240815");
  });

  it("splits groups only where no digit stands on both sides", () => {
    expect(cores("RE 4711/KD0815")).toEqual(expect.arrayContaining(["4711", "KD0815"]));
    expect(cores("2012-1234")).toEqual(["20121234"]);
  });

  it("joins a number split by spaces or a line break when long enough", () => {
    expect(cores("RE 2024 0815")).toContain("20240815");
    expect(cores("RE 2024-08\n15 DANKE")).toContain("20240815");
    expect(cores("KW 12 34 EUR")).not.toContain("1234");
  });

  it("marks numbers after an invoice keyword, and lists after it", () => {
    expect(keywordCores("Rechnung 12")).toEqual(["12"]);
    expect(keywordCores("RE12")).toEqual(["12"]);
    expect(keywordCores("Rg.-Nr. 7")).toEqual(["7"]);
    expect(keywordCores("Rechnungen 12, 13 und 14")).toEqual(["12", "13", "14"]);
    expect(keywordCores("Kunde 12 Rate 3")).toEqual([]);
  });
});

describe("parsePurpose dates and words", () => {
  it("reads DD.MM.YYYY, DD.MM.YY, YYYY-MM-DD, DDMMYYYY and DD/MM/YYYY", () => {
    const dates = parse("vom 01.03.2024, 2.3.24, 2024-03-03, 04032024, 05/03/2024").dates;
    expect([...dates.keys()]).toEqual(["2024-03-01", "2024-03-02", "2024-03-05", "2024-03-03", "2024-03-04"]);
    expect(dates.get("2024-03-04")).toBe("04032024");
  });

  it("refuses impossible dates and digits inside longer numbers", () => {
    expect([...parse("31.02.2024 1234567890 13.13.2024").dates.keys()]).toEqual([]);
  });

  it("recognises partial payments", () => {
    expect(parse("Teilzahlung RE 4711").partialKeyword).toBe(true);
    expect(parse("Anzahlung Auftrag 17").partialKeyword).toBe(true);
    expect(parse("1. Rate RE 4711").partialKeyword).toBe(true);
    expect(parse("RE 4711 Restzahlung").partialKeyword).toBe(true);
    expect(parse("RE 4711 Danke").partialKeyword).toBe(false);
  });
});

describe("typos", () => {
  it("finds one character changed, dropped, added or two swapped", () => {
    expect(withinOneEdit("20240815", "20240816")).toBe(true);
    expect(withinOneEdit("20240815", "20248105")).toBe(false);
    expect(withinOneEdit("20240815", "20240851")).toBe(true);
    expect(withinOneEdit("20240815", "2024815")).toBe(true);
    expect(withinOneEdit("20240815", "202408155")).toBe(true);
    expect(withinOneEdit("20240815", "20240861")).toBe(false);
  });

  it("deletion variants meet for strings one edit apart", () => {
    const a = new Set(deletionVariants("20240815"));
    expect(deletionVariants("20240851").some((v) => a.has(v))).toBe(true);
    expect(deletionVariants("20240816").some((v) => a.has(v))).toBe(true);
  });
});
