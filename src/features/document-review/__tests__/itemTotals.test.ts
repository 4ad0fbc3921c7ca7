import { describe, expect, it } from "vitest";
import type { InvoiceItemValues } from "../forms/invoiceFormSchema.ts";
import { computedLineCents, itemsSum } from "../lib/itemTotals.ts";

const item = (values: Partial<InvoiceItemValues>): InvoiceItemValues => ({
  posNo: "",
  deliveryNo: "",
  orderNo: "",
  title: "",
  quantity: "",
  unit: "",
  unitNetPrice: "",
  vatPercent: "",
  discountPercent: "",
  totalPrice: "",
  ...values,
});

describe("invoice line totals", () => {
  it("computes a line in exact cents, half away from zero", () => {
    expect(computedLineCents(item({ quantity: "3", unitNetPrice: "0,1" }), "de")).toBe(30n);
    expect(computedLineCents(item({ quantity: "1", unitNetPrice: "1,005" }), "de")).toBe(101n);
    expect(computedLineCents(item({ quantity: "1", unitNetPrice: "2.675" }), "en")).toBe(268n);
    expect(computedLineCents(item({ quantity: "3", unitNetPrice: "19,99", discountPercent: "15" }), "de")).toBe(5097n);
  });

  it("keeps every cent of amounts beyond a float's precision", () => {
    // 1 000 000 000 × 1 000 000 000.01 = 1 000 000 000 010 000 000: as a float the cents are gone.
    expect(computedLineCents(item({ quantity: "1000000000", unitNetPrice: "1000000000.01" }), "en")).toBe(
      100000000001000000000n,
    );
  });

  it("rounds negative lines (credit notes) away from zero", () => {
    expect(computedLineCents(item({ quantity: "-1", unitNetPrice: "2,345" }), "de")).toBe(-235n);
    expect(computedLineCents(item({ quantity: "1", unitNetPrice: "-0,005" }), "de")).toBe(-1n);
  });

  it("has no line total without quantity or price, or with text that is no number", () => {
    expect(computedLineCents(item({ quantity: "2" }), "de")).toBeNull();
    expect(computedLineCents(item({ quantity: "zwei", unitNetPrice: "1" }), "de")).toBeNull();
    expect(computedLineCents(item({ quantity: "2", unitNetPrice: "1", discountPercent: "viel" }), "de")).toBe(200n);
  });

  it("sums the lines exactly and compares them with the net amount", () => {
    const lines = [item({ quantity: "1", unitNetPrice: "0,1" }), item({ quantity: "1", unitNetPrice: "0,2" })];
    expect(itemsSum(lines, "0,30", "de")).toEqual({ sum: "0.30", linesWithoutAmount: 0, differsFromNet: false });
    expect(itemsSum([...lines, item({})], "0,31", "de")).toEqual({
      sum: "0.30",
      linesWithoutAmount: 1,
      differsFromNet: true,
    });
  });
});
