import { describe, expect, it } from "vitest";
import {
  absDecimal,
  fractionDigits,
  fromCents,
  fromUnits,
  integerDigits,
  lineTotal,
  sameDecimal,
  toCents,
  toUnits,
  addDecimals,
  compareDecimals,
  decimalsEqual,
  divideDecimals,
  isDecimal,
  isZeroDecimal,
  multiplyDecimals,
  negateDecimal,
  normalizeAmount,
  normalizeDecimal,
  normalizeRate,
  percentOf,
  roundDecimal,
  subtractDecimals,
} from "./decimal.ts";

describe("decimal", () => {
  it("recognises plain decimals only", () => {
    for (const ok of ["0", "100", "-3.5", "+2", ".5", "7.", " 12.30 "]) expect(isDecimal(ok), ok).toBe(true);
    for (const bad of ["", ".", "-", "1,5", "1.234,00", "1e3", "0x10", "NaN", "12 3", "1".repeat(61)]) {
      expect(isDecimal(bad), bad).toBe(false);
    }
  });

  it("normalises amounts and rates", () => {
    expect(normalizeAmount("100")).toBe("100.00");
    expect(normalizeAmount("100.0")).toBe("100.00");
    expect(normalizeAmount("100.00")).toBe("100.00");
    expect(normalizeAmount("0100.500")).toBe("100.50");
    expect(normalizeAmount("-0.5")).toBe("-0.50");
    expect(normalizeAmount("-0")).toBe("0.00");
    expect(normalizeAmount("1.005")).toBe("1.005"); // never rounds silently
    expect(normalizeAmount("1,00")).toBeUndefined();
    expect(normalizeRate("19.00")).toBe("19");
    expect(normalizeRate("5.50")).toBe("5.5");
    expect(normalizeRate("+7")).toBe("7");
    expect(normalizeDecimal("9.9000", 2)).toBe("9.90");
    expect(normalizeDecimal(".25")).toBe("0.25");
  });

  it("adds and subtracts exactly", () => {
    expect(addDecimals("0.1", "0.2")).toBe("0.3");
    expect(addDecimals("198.00", "275", "0.005")).toBe("473.005");
    expect(addDecimals()).toBe("0");
    expect(addDecimals("-7.90", "0.23")).toBe("-7.67");
    expect(subtractDecimals("529.87", "1059.74")).toBe("-529.87");
    expect(subtractDecimals("99999999999999999999.99", "-0.01")).toBe("100000000000000000000.00");
  });

  it("multiplies, divides and rounds half away from zero", () => {
    expect(multiplyDecimals("198.00", "19")).toBe("3762.00");
    expect(multiplyDecimals("-0.5", "0.5")).toBe("-0.25");
    expect(roundDecimal("2.345", 2)).toBe("2.35");
    expect(roundDecimal("2.344999", 2)).toBe("2.34");
    expect(roundDecimal("-2.345", 2)).toBe("-2.35");
    expect(roundDecimal("0.5", 0)).toBe("1");
    expect(roundDecimal("1", 2)).toBe("1.00");
    expect(divideDecimals("10", "3", 4)).toBe("3.3333");
    expect(divideDecimals("2", "3", 2)).toBe("0.67");
    expect(divideDecimals("-2", "3", 2)).toBe("-0.67");
    expect(divideDecimals("1", "8", 2)).toBe("0.13"); // 0.125, a true half
    expect(divideDecimals("180.00", "10", 4)).toBe("18.0000");
    expect(divideDecimals("1", "-0.004", 0)).toBe("-250");
    expect(() => divideDecimals("1", "0.00", 2)).toThrow(RangeError);
  });

  it("computes a percentage of a base, rounded to cents", () => {
    expect(percentOf("198.00", "19")).toBe("37.62");
    expect(percentOf("275.00", "7")).toBe("19.25");
    expect(percentOf("0.05", "50")).toBe("0.03"); // 0.025 rounds up
    expect(percentOf("-0.05", "50")).toBe("-0.03");
    expect(percentOf("100", "0")).toBe("0.00");
  });

  it("compares numerically", () => {
    expect(compareDecimals("1.0", "1")).toBe(0);
    expect(compareDecimals("-1", "0.01")).toBe(-1);
    expect(compareDecimals("10.01", "10.001")).toBe(1);
    expect(decimalsEqual("473", "473.00")).toBe(true);
    expect(isZeroDecimal("-0.000")).toBe(true);
    expect(negateDecimal("12.30")).toBe("-12.30");
    expect(absDecimal("-0.01")).toBe("0.01");
  });

  it("throws on input that is no decimal", () => {
    expect(() => addDecimals("1", "abc")).toThrow(TypeError);
    expect(() => compareDecimals("1,00", "1")).toThrow(TypeError);
  });
});

describe("money", () => {
  it("gets right what binary floating point gets wrong", () => {
    expect(0.1 + 0.2).not.toBe(0.3); // the float answer is 0.30000000000000004
    expect(addDecimals("0.1", "0.2")).toBe("0.3");
    expect(Math.round(1.005 * 100) / 100).toBe(1); // the float answer rounds 1.005 down
    expect(roundDecimal("1.005", 2)).toBe("1.01");
    expect(toCents("1.005")).toBe(101n);
    expect(toCents("-1.005")).toBe(-101n);
  });

  it("sums large amounts to the cent", () => {
    const amounts = Array.from({ length: 1000 }, () => "9007199254740.99");
    expect(addDecimals(...amounts)).toBe("9007199254740990.00");
    expect(addDecimals("90071992547409.91", "0.01")).toBe("90071992547409.92");
    expect(multiplyDecimals("1000000000", "1000000000.01")).toBe("1000000000010000000.00");
  });

  it("handles negative amounts of credit notes", () => {
    expect(addDecimals("100.00", "-119.00")).toBe("-19.00");
    expect(percentOf("-198.00", "19")).toBe("-37.62");
    expect(lineTotal("-1", "2.345")).toBe("-2.35");
    expect(fromCents(-1n)).toBe("-0.01");
    expect(compareDecimals("-0.01", "0")).toBe(-1);
  });

  it("computes invoice lines with a discount", () => {
    expect(lineTotal("3", "19.99", "15")).toBe("50.97");
    expect(lineTotal("3", "0.1")).toBe("0.30");
    expect(lineTotal("1", "2.675")).toBe("2.68");
    expect(lineTotal("2", "10", "100")).toBe("0.00");
  });

  it("converts between cents and decimals and compares nullable values", () => {
    expect(toUnits("12.3", 2)).toBe(1230n);
    expect(fromUnits(1230n, 2)).toBe("12.30");
    expect(fromUnits(5n, 0)).toBe("5");
    expect(fromCents(toCents("12.3"))).toBe("12.30");
    expect(sameDecimal("1000.00", "1000")).toBe(true);
    expect(sameDecimal(null, undefined)).toBe(true);
    expect(sameDecimal("0", null)).toBe(false);
    expect(fractionDigits("-12.345")).toBe(3);
    expect(integerDigits("-12.345")).toBe(2);
  });
});
