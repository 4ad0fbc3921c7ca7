import { describe, expect, it } from "vitest";
import type { VatOption } from "../lib/accountingOptions.ts";
import { invoiceRateParts, remainingLines, taxKeyFor } from "../lib/remainingLines.ts";

const vat = (rowId: string, type: string, percentages: string[], amountTypeMustBeNet = false): VatOption => ({
  rowId,
  code: rowId,
  label: rowId,
  type,
  percentages,
  amountTypeMustBeNet,
  isReverseCharge: type === "REVERSE_CHARGE",
});
const VATS = [
  vat("rc19", "REVERSE_CHARGE", ["19.00"], true),
  vat("ust19", "OUTPUT_TAX", ["19.00"]),
  vat("vst19", "INPUT_TAX", ["19", "16"]),
  vat("vst7", "INPUT_TAX", ["7"]),
  vat("free", "TAX_FREE", ["0"]),
];

describe("invoiceRateParts", () => {
  it("reads the VAT breakdown, merges equal rates, highest rate first", () => {
    expect(
      invoiceRateParts(
        [
          { ratePercent: "7", taxableAmount: "100.00", taxAmount: "7.00" },
          { ratePercent: "19.00", taxableAmount: "50.00", taxAmount: "9.50" },
          { ratePercent: "19", taxableAmount: "50.00", taxAmount: "9.50" },
        ],
        null,
        null,
      ),
    ).toEqual([
      { ratePercent: "19.00", grossCents: 11900n },
      { ratePercent: "7.00", grossCents: 10700n },
    ]);
  });
  it("derives the one rate from net and VAT amount without a breakdown", () => {
    expect(invoiceRateParts([], "57460.71", "10917.54")).toEqual([{ ratePercent: "19.00", grossCents: 6837825n }]);
    expect(invoiceRateParts([], "100.00", "0.00")).toEqual([{ ratePercent: "0.00", grossCents: 10000n }]);
  });
  it("tells nothing from garbage, a missing net or a rate that is no half percent", () => {
    expect(invoiceRateParts("nonsense", null, null)).toEqual([]);
    expect(invoiceRateParts([{ ratePercent: "x", taxableAmount: "1" }, null], null, null)).toEqual([]);
    expect(invoiceRateParts([], "0.00", "0.00")).toEqual([]);
    expect(invoiceRateParts([], "100.00", "12.34")).toEqual([]);
  });
});

describe("taxKeyFor", () => {
  it("picks a key of the invoice's kind that offers the rate, never reverse charge", () => {
    expect(taxKeyFor("19.00", VATS, "INPUT_TAX")?.rowId).toBe("vst19");
    expect(taxKeyFor("19.00", VATS, "OUTPUT_TAX")?.rowId).toBe("ust19");
    expect(taxKeyFor("16", VATS, "INPUT_TAX")?.rowId).toBe("vst19");
    expect(taxKeyFor("0", VATS, "INPUT_TAX")).toBeNull();
    expect(taxKeyFor("10", VATS, "INPUT_TAX")).toBeNull();
  });
});

describe("remainingLines", () => {
  const base = { bookingSide: "DEBIT" as const, vats: VATS, preferredType: "INPUT_TAX" as const };
  it("books a 19 % invoice's rest with the 19 % key, not without tax", () => {
    expect(
      remainingLines({
        ...base,
        remainingCents: 11900n,
        rates: [{ ratePercent: "19.00", grossCents: 11900n }],
        rows: [],
      }),
    ).toEqual([
      { amountCents: 11900n, amountType: "GROSS", valueAddedTaxRowId: "vst19", valueAddedTaxPercentage: "19" },
    ]);
  });
  it("gives each rate what its rows leave open, the last row the cent of rounding", () => {
    const lines = remainingLines({
      ...base,
      remainingCents: 17601n,
      rates: [
        { ratePercent: "19.00", grossCents: 11900n },
        { ratePercent: "7.00", grossCents: 10700n },
      ],
      rows: [
        {
          bookingType: "DEBIT",
          amountCents: 5000n,
          amountType: "GROSS",
          percentage: "7",
          isReverseCharge: false,
          valueAddedTaxRowId: "vst7",
        },
      ],
    });
    expect(lines.map((l) => [l.valueAddedTaxRowId, l.amountCents])).toEqual([
      ["vst19", 11900n],
      ["vst7", 5701n],
    ]);
  });
  it("uses the net amount under a net-only key, and no key when the invoice names no rate", () => {
    const netOnly = [vat("vst19net", "INPUT_TAX", ["19"], true)];
    expect(
      remainingLines({
        ...base,
        vats: netOnly,
        remainingCents: 11900n,
        rates: [{ ratePercent: "19.00", grossCents: 11900n }],
        rows: [],
      }),
    ).toEqual([
      { amountCents: 10000n, amountType: "NET", valueAddedTaxRowId: "vst19net", valueAddedTaxPercentage: "19" },
    ]);
    expect(remainingLines({ ...base, remainingCents: 500n, rates: [], rows: [] })).toEqual([
      { amountCents: 500n, amountType: "GROSS", valueAddedTaxRowId: null, valueAddedTaxPercentage: null },
    ]);
    expect(remainingLines({ ...base, remainingCents: 0n, rates: [], rows: [] })).toEqual([]);
  });
});
