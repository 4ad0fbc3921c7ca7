import { describe, expect, it } from "vitest";
import { formatAmount, formatCount, formatDecimal, formatMoney } from "./format.ts";

describe("number and money formats", () => {
  it("write English amounts for European users (en-GB), German ones with comma and points", () => {
    expect(formatMoney("68377.25", "EUR", "en")).toBe("€68,377.25");
    expect(formatMoney("68377.25", "EUR", "de")).toBe("68.377,25\u00a0€");
    expect(formatMoney("2240.6", "EUR", "de")).toBe("2.240,60\u00a0€");
    expect(formatAmount("2240.6", "en")).toBe("2,240.60");
    expect(formatDecimal("1234.5", "de")).toBe("1.234,5");
    expect(formatCount(12345, "en")).toBe("12,345");
  });
});
