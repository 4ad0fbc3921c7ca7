import { describe, expect, it } from "vitest";
import {
  decimalToCents,
  detectDecimalStyle,
  findAmounts,
  findPercents,
  formatCents,
  normalizeRate,
  parseAmount,
  vatOf,
} from "./numbers.ts";

const value = (s: string, style?: "de" | "en") => parseAmount(s, style)?.value;

describe("parseAmount", () => {
  it("reads German and English formats", () => {
    expect(value("1.234,56")).toBe("1234.56");
    expect(value("1,234.56")).toBe("1234.56");
    expect(value("1234,56")).toBe("1234.56");
    expect(value("1234.56")).toBe("1234.56");
    expect(value("0,5")).toBe("0.50");
    expect(value("1.234,5")).toBe("1234.50");
    expect(value("1.234.567,89")).toBe("1234567.89");
    expect(value("1,234,567.89")).toBe("1234567.89");
    expect(value("1'234.50")).toBe("1234.50");
    expect(value("1 234,56")).toBe("1234.56");
    expect(value("1\u202f234,56")).toBe("1234.56");
  });

  it("reads signs before and after the number and in brackets", () => {
    expect(value("-12,00")).toBe("-12.00");
    expect(value("12,00-")).toBe("-12.00");
    expect(value("−12,00")).toBe("-12.00");
    expect(value("(12.00)")).toBe("-12.00");
    expect(value("- € 12,00")).toBe("-12.00");
    expect(value("-0,05")).toBe("-0.05");
  });

  it("reads currencies before or after", () => {
    expect(parseAmount("EUR 1.190,00")).toMatchObject({ value: "1190.00", currency: "EUR", moneyLike: true });
    expect(parseAmount("1.190,00 €")).toMatchObject({ value: "1190.00", currency: "EUR" });
    expect(parseAmount("€59.49")).toMatchObject({ value: "59.49", currency: "EUR" });
    expect(parseAmount("$ 5")).toMatchObject({ value: "5.00", currency: "USD", moneyLike: true });
    expect(parseAmount("12.00 CHF")).toMatchObject({ value: "12.00", currency: "CHF" });
  });

  it("reads German whole amounts 12,- and 12,--", () => {
    expect(value("12,-")).toBe("12.00");
    expect(value("1.200,--")).toBe("1200.00");
  });

  it("resolves 1.234 and 1,234 by the document's style, flags the guess without one", () => {
    expect(parseAmount("1.234")).toMatchObject({ value: "1234.00", ambiguous: true, moneyLike: false });
    expect(value("1.234", "de")).toBe("1234.00");
    expect(value("1.234", "en")).toBeUndefined();
    expect(value("1,234", "en")).toBe("1234.00");
    expect(value("1,234", "de")).toBeUndefined();
    expect(parseAmount("1.234", "de")?.ambiguous).toBe(false);
  });

  it("rejects what is not an amount with at most two decimals", () => {
    for (const s of ["", "abc", "9,9000", "1.234,567", "1.23.4", "12,", "1,2,3", "05.03.2018", "19 %"])
      expect(value(s), s).toBeUndefined();
  });

  it("never goes through floating point", () => {
    expect(value("0,10")).toBe("0.10");
    expect(value("9999999999,99")).toBe("9999999999.99");
    expect(parseAmount("0,30")!.cents).toBe(30n);
  });
});

describe("findAmounts", () => {
  const found = (line: string) => findAmounts(line).map((a) => (a.moneyLike ? a.value : `${a.value}?`));

  it("finds amounts with their currency and sign", () => {
    expect(findAmounts("Summe 1.234,56 EUR")).toMatchObject([{ value: "1234.56", currency: "EUR" }]);
    expect(found("Total €49.99 €9.50")).toEqual(["49.99", "9.50"]);
    expect(found("Zahlbetrag  -529,87")).toEqual(["-529.87"]);
    expect(found("Rabatt 12,50-")).toEqual(["-12.50"]);
  });

  it("skips dates, identifiers, percentages, times and quantities with units", () => {
    expect(found("Rechnung vom 05.03.2018")).toEqual([]);
    expect(found("Nr. 01.234.567.8-2018-1")).toEqual([]);
    expect(found("Bestellung 2018-471331")).toEqual([]);
    expect(found("20 Stk  19 %  9,90")).toEqual(["9.90"]);
    expect(found("Übergabe 10:35 Uhr")).toEqual([]);
    expect(found("IBAN DE89 3704 0044 0532 0130 00")).not.toContain("3704.00");
  });

  it("reports numbers without decimals as not money-like", () => {
    expect(found("Umsatzsteuer ( )S  275,00  7  19,25")).toEqual(["275.00", "7.00?", "19.25"]);
  });
});

describe("percentages, rates and VAT arithmetic", () => {
  it("finds percentages", () => {
    expect(findPercents("zzgl. 19 % MwSt. und 7% und 5,5 % und 19,00%").map((p) => p.rate)).toEqual([
      "19",
      "7",
      "5.5",
      "19",
    ]);
  });

  it("normalizes rates", () => {
    expect(normalizeRate("19,00")).toBe("19");
    expect(normalizeRate("7.50")).toBe("7.5");
    expect(normalizeRate("0")).toBe("0");
  });

  it("computes VAT rounded half away from zero", () => {
    expect(vatOf(10000n, "19")).toBe(1900n);
    expect(vatOf(4999n, "19")).toBe(950n); // 9.4981
    expect(vatOf(-10000n, "19")).toBe(-1900n);
    expect(vatOf(27500n, "7")).toBe(1925n);
    expect(vatOf(1000n, "5.5")).toBe(55n);
  });

  it("formats and parses decimal strings", () => {
    expect(formatCents(123456n)).toBe("1234.56");
    expect(formatCents(-5n)).toBe("-0.05");
    expect(formatCents(0n)).toBe("0.00");
    expect(decimalToCents("252.1")).toBe(25210n);
    expect(decimalToCents("-8.79")).toBe(-879n);
    expect(decimalToCents("300")).toBe(30000n);
    expect(decimalToCents("1.234")).toBeUndefined();
  });
});

describe("detectDecimalStyle", () => {
  it("tells German from English amounts, ignoring dates", () => {
    expect(detectDecimalStyle("Netto 100,00\nMwSt 19,00\nam 05.03.2018")).toBe("de");
    expect(detectDecimalStyle("Subtotal 1,234.00\nVAT 234.46")).toBe("en");
    expect(detectDecimalStyle("Datum 05.03.2018")).toBeUndefined();
  });
});

describe("thousands separated by spaces", () => {
  it("reads no-break spaces as thousands separators and a plain space (with decimals) as a guess", () => {
    expect(findAmounts("Total 1\u00a0234,56 €").map((a) => a.value)).toEqual(["1234.56"]);
    expect(findAmounts("Gesamt 1 234,56")).toMatchObject([{ value: "1234.56", ambiguous: true }]);
    expect(findAmounts("Total HT 10 781,25 EUR")).toMatchObject([{ value: "10781.25", ambiguous: true }]);
    // Without decimals the groups stay apart (a quantity beside a price, a postcode).
    expect(findAmounts("Gesamt 1 234").map((a) => a.value)).toEqual(["1.00", "234.00"]);
    expect(findAmounts("Gesamt 1.234,56")[0]!.ambiguous).toBe(false);
  });
});
