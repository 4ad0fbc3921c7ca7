import { describe, expect, it } from "vitest";
import { parseComplianceFindings, parseVatBreakdown } from "../lib/captureJson.ts";
import { confidencePercent, formatDate, formatIban, formatMoney, formatPercent } from "../../../lib/format.ts";

describe("review formats", () => {
  it("formats money in the invoice currency, German and English", () => {
    expect(formatMoney("1234.56", "EUR", "de")).toBe("1.234,56\u00a0€");
    expect(formatMoney("1234.56", "EUR", "en")).toBe("€1,234.56");
    expect(formatMoney("-50", "CHF", "de")).toBe("-50,00\u00a0CHF");
    expect(formatMoney("0.1250", "EUR", "de", 4)).toBe("0,125\u00a0€");
    expect(formatMoney("12345678901234.55", "EUR", "de")).toBe("12.345.678.901.234,55\u00a0€");
    expect(formatMoney(null, "EUR", "de")).toBe("");
  });

  it("formats dates without a time-zone shift", () => {
    expect(formatDate("2026-03-01", "de")).toBe("01.03.2026");
    expect(formatDate("2026-03-01", "en")).toBe("01/03/2026");
    expect(formatDate(null, "de")).toBe("");
  });

  it("groups an IBAN by four and words percentages", () => {
    expect(formatIban("de89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    expect(formatPercent("19.00", "de")).toBe("19\u00a0%");
    expect(formatPercent("7.5", "de")).toBe("7,5\u00a0%");
    expect(confidencePercent("0.873")).toBe(87);
    expect(confidencePercent(null)).toBeNull();
  });

  it("reads the JSON columns defensively", () => {
    expect(
      parseComplianceFindings([
        { rule: "BR-DE-1", severity: "error", field: "payment", params: { max: 3 } },
        { rule: "UStG-14-4-1", severity: "odd" },
        "garbage",
        { severity: "error" },
      ]),
    ).toEqual([
      { rule: "BR-DE-1", severity: "error", field: "payment", params: { max: "3" } },
      { rule: "UStG-14-4-1", severity: "warning", field: undefined, params: {} },
    ]);
    expect(parseComplianceFindings("nope")).toEqual([]);
    expect(
      parseVatBreakdown([
        { categoryCode: "S", ratePercent: "19", taxableAmount: "100.00", taxAmount: "19.00" },
        { ratePercent: "7" },
      ]),
    ).toEqual([{ categoryCode: "S", ratePercent: "19", taxableAmount: "100.00", taxAmount: "19.00" }]);
  });
});
