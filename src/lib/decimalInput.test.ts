import { describe, expect, it } from "vitest";
import { formatDecimalInput, parseDecimalInput } from "./decimalInput.ts";
import { fromUnits, sameDecimal, toUnits } from "./decimal.ts";

describe("parseDecimalInput", () => {
  it.each([
    ["1.234,56", "1234.56"],
    ["1234,56", "1234.56"],
    ["1234.56", "1234.56"],
    ["1.234.567,8", "1234567.8"],
    ["1,234.56", "1234.56"], // English grouping typed into the German form
    ["1.234", "1234"], // a lone dot before three digits groups thousands
    ["0.125", "0.125"],
    ["12.5", "12.5"],
    ["-58,40", "-58.40"],
    ["+7", "7"],
    [" 1 234,50 € ", "1234.50"],
    ["19 %", "19"],
    [",5", "0.5"],
    ["007", "7"],
    ["-0,00", "0.00"],
  ])("reads %j in German as %s", (text, expected) => {
    expect(parseDecimalInput(text, "de")).toBe(expected);
  });

  it.each([
    ["1,234.56", "1234.56"],
    ["1234,56", "1234.56"],
    ["1,234", "1234"],
    ["1.234,56", "1234.56"],
  ])("reads %j in English as %s", (text, expected) => {
    expect(parseDecimalInput(text, "en")).toBe(expected);
  });

  it("answers null for nothing and undefined for text that is no number", () => {
    expect(parseDecimalInput("", "de")).toBeNull();
    expect(parseDecimalInput("   ", "de")).toBeNull();
    for (const text of ["abc", "12a", "1,2,3", "1.23.4", "12,34.5", "1..2", "--1", ".", "1,234,5"]) {
      expect(parseDecimalInput(text, "de"), text).toBeUndefined();
    }
  });
});

describe("exact decimals", () => {
  it("converts to units and back", () => {
    expect(toUnits("12.3", 2)).toBe(1230n);
    expect(toUnits("-0.005", 2)).toBe(-1n);
    expect(toUnits("1234.564", 2)).toBe(123456n);
    expect(fromUnits(123456n, 2)).toBe("1234.56");
    expect(fromUnits(-5n, 2)).toBe("-0.05");
  });

  it("compares by value", () => {
    expect(sameDecimal("1000.00", "1000")).toBe(true);
    expect(sameDecimal("0.1", "0.10")).toBe(true);
    expect(sameDecimal("0.1", "0.11")).toBe(false);
    expect(sameDecimal(null, undefined)).toBe(true);
    expect(sameDecimal(null, "0")).toBe(false);
  });

  it("formats for the form", () => {
    expect(formatDecimalInput("1234.5", "de", 2, 2)).toBe("1.234,50");
    expect(formatDecimalInput("1234.5", "en", 2, 2)).toBe("1,234.50");
    expect(formatDecimalInput("0.12345678", "de", 0, 8)).toBe("0,12345678");
    expect(formatDecimalInput(null, "de")).toBe("");
  });
});
