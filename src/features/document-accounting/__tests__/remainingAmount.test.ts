import { describe, expect, it } from "vitest";
import { itemGrossCents, type RemainingAmountItem, remainingCents } from "../lib/remainingAmount.ts";

const item = (extra: Partial<RemainingAmountItem>): RemainingAmountItem => ({
  bookingType: "DEBIT",
  amountCents: 11900n,
  amountType: "GROSS",
  percentage: "19.00",
  isReverseCharge: false,
  ...extra,
});

describe("remaining amount (the database's rule)", () => {
  it("takes a gross amount as it is and grosses a net one up per item, half away from zero", () => {
    expect(itemGrossCents(item({}))).toBe(11900n);
    expect(itemGrossCents(item({ amountType: "NET", amountCents: 3333n }))).toBe(3966n); // 39.6627
    expect(itemGrossCents(item({ amountType: "NET", amountCents: 6667n }))).toBe(7934n); // 79.3373
    expect(itemGrossCents(item({ amountType: "NET", amountCents: 5n }))).toBe(6n); // 0.0595
    expect(itemGrossCents(item({ amountType: "NET", amountCents: 1000n, percentage: "7" }))).toBe(1070n);
  });

  it("books net without VAT and under reverse charge (the tax is not on the invoice)", () => {
    expect(itemGrossCents(item({ amountType: "NET", percentage: null, amountCents: 1000n }))).toBe(1000n);
    expect(itemGrossCents(item({ amountType: "NET", isReverseCharge: true, amountCents: 100000n }))).toBe(100000n);
  });

  it("counts the invoice's booking side positive and the other side negative", () => {
    const items = [item({ amountCents: 15000n }), item({ bookingType: "CREDIT", amountCents: 3100n })];
    expect(remainingCents(11900n, "DEBIT", items)).toBe(0n);
    expect(remainingCents(11900n, "CREDIT", items)).toBe(11900n + 15000n - 3100n);
  });

  it("ignores amounts still being typed and has no answer without a total", () => {
    expect(remainingCents(11900n, "DEBIT", [item({ amountCents: null })])).toBe(11900n);
    expect(remainingCents(null, "DEBIT", [item({})])).toBeNull();
  });
});
