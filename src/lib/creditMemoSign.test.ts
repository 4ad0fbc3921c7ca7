import { describe, expect, it } from "vitest";
import { creditMemoBreakdownUnsigned, creditMemoItemsUnsigned } from "./creditMemoSign.ts";

describe("a credit memo's VAT breakdown and lines without minus sign", () => {
  it("turns each breakdown amount whose lines add up to less than zero, keeping types and other fields", () => {
    expect(
      creditMemoBreakdownUnsigned([
        { categoryCode: "S", ratePercent: "19", taxableAmount: "-100.00", taxAmount: "-19.00", exemptionReason: "x" },
        { ratePercent: 7, taxableAmount: -10, taxAmount: -0.7 },
        "kein Objekt",
      ]),
    ).toEqual([
      { categoryCode: "S", ratePercent: "19", taxableAmount: "100.00", taxAmount: "19.00", exemptionReason: "x" },
      { ratePercent: 7, taxableAmount: 10, taxAmount: 0.7 },
      "kein Objekt",
    ]);
  });

  it("leaves a breakdown that adds up to a credit, an empty one and one without amounts alone", () => {
    expect(
      creditMemoBreakdownUnsigned([
        { taxableAmount: "100.00", taxAmount: "19.00" },
        { taxableAmount: "-5.00", taxAmount: "0.00" },
      ]),
    ).toBeNull();
    expect(creditMemoBreakdownUnsigned([])).toBeNull();
    expect(creditMemoBreakdownUnsigned([{ taxableAmount: "abc" }, { taxAmount: null }])).toBeNull();
  });

  it("turns only the tax amounts when only they add up to less than zero", () => {
    expect(creditMemoBreakdownUnsigned([{ taxableAmount: "100.00", taxAmount: "-19.00" }])).toEqual([
      { taxableAmount: "100.00", taxAmount: "19.00" },
    ]);
  });

  it("turns lines that add up to less than zero: the total, and the quantity or else the unit price", () => {
    expect(
      creditMemoItemsUnsigned([
        { quantity: "-2", unitNetPrice: "40", totalPrice: "-80.00" },
        { quantity: "1", unitNetPrice: "-25", totalPrice: "-25.00" },
        { quantity: "1", unitNetPrice: "5", totalPrice: "5.00" },
        { quantity: null, unitNetPrice: null, totalPrice: null },
      ]),
    ).toEqual([
      { quantity: "2", unitNetPrice: "40", totalPrice: "80.00" },
      { quantity: "1", unitNetPrice: "25", totalPrice: "25.00" },
      { quantity: "1", unitNetPrice: "-5", totalPrice: "-5.00" },
      { quantity: null, unitNetPrice: null, totalPrice: null },
    ]);
  });

  it("keeps lines that add up to a credit, a fee of the other sign among them", () => {
    expect(
      creditMemoItemsUnsigned([
        { quantity: "1", unitNetPrice: "105", totalPrice: "105.00" },
        { quantity: "1", unitNetPrice: "-5", totalPrice: "-5.00" },
      ]),
    ).toBeNull();
    expect(creditMemoItemsUnsigned([])).toBeNull();
  });
});
