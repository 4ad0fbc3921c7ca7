import { describe, expect, it } from "vitest";
import { formatAmountInput, parseAmountInput } from "./decimalInput.ts";
import { fromCents, toCents } from "./decimal.ts";

describe("parseAmountInput", () => {
  it.each([
    ["1.234,56", "1234.56"],
    ["1234,56", "1234.56"],
    ["1234.56", "1234.56"],
    ["1.234", "1234"],
    ["1.234.567,8", "1234567.8"],
    ["0,5", "0.5"],
    ["007,50 €", "7.50"],
    [" 12 345,00 ", "12345.00"],
    ["-5,00", "-5.00"],
  ])("reads German %j as %j", (typed, value) => {
    expect(parseAmountInput(typed, "de")).toBe(value);
  });

  it.each([
    ["1,234.56", "1234.56"],
    ["1234,56", "1234.56"],
    ["1,234", "1234"],
  ])("reads English %j as %j", (typed, value) => {
    expect(parseAmountInput(typed, "en")).toBe(value);
  });

  it.each(["abc", "1,2,3", "1.23.4", "12,34,56", "1.2,3", "--1", "1e3", ",", "1.2345,6"])("refuses %j", (typed) => {
    expect(parseAmountInput(typed, "de")).toBeUndefined();
  });

  it("answers null for empty input", () => {
    expect(parseAmountInput("  ", "de")).toBeNull();
    expect(parseAmountInput("€", "de")).toBeNull();
  });
});

describe("cents", () => {
  it("converts exactly", () => {
    expect(toCents("1234.5")).toBe(123450n);
    expect(toCents("-0.07")).toBe(-7n);
    expect(fromCents(5n)).toBe("0.05");
    expect(fromCents(-123450n)).toBe("-1234.50");
  });

  it("formats for the form", () => {
    expect(formatAmountInput("1234.5", "de")).toBe("1.234,50");
    expect(formatAmountInput("1234.5", "en")).toBe("1,234.50");
    expect(formatAmountInput(null, "de")).toBe("");
  });
});
