import { describe, expect, it } from "vitest";
import { parseBankingSearch, parseClientCompanySearch } from "./searchSchemas.ts";

const A = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const B = "5a1d0c3e-7b2a-4f1e-9c8d-000000000002";

describe("client company search", () => {
  it("keeps a valid UUID", () => {
    expect(parseClientCompanySearch({ clientCompanyRowId: A })).toEqual({ clientCompanyRowId: A });
  });

  it("drops a value that is not a UUID instead of throwing", () => {
    expect(parseClientCompanySearch({ clientCompanyRowId: "acme" })).toEqual({});
    expect(parseClientCompanySearch({ clientCompanyRowId: 42 })).toEqual({});
    expect(parseClientCompanySearch({ clientCompanyRowId: [A] })).toEqual({});
  });

  it("lower-cases UUIDs and strips unknown keys", () => {
    expect(parseClientCompanySearch({ clientCompanyRowId: A.toUpperCase(), tab: "x" })).toEqual({
      clientCompanyRowId: A,
    });
  });
});

describe("banking search", () => {
  it("accepts a complete, valid search", () => {
    const search = {
      clientCompanyRowId: A,
      moneyAccountRowIds: [A, B],
      fromDate: "2025-01-01",
      untilDate: "2025-12-31",
      excludeMoneyCategoryRowIds: [B],
      moneyCategoryRowIds: [A],
      maxMatchedCount: 0,
    };
    expect(parseBankingSearch(search)).toEqual(search);
  });

  it("repairs lists: single values, comma lists, invalid entries and duplicates", () => {
    expect(parseBankingSearch({ moneyAccountRowIds: A })).toEqual({ moneyAccountRowIds: [A] });
    expect(parseBankingSearch({ moneyAccountRowIds: `${A},${B}` })).toEqual({ moneyAccountRowIds: [A, B] });
    expect(parseBankingSearch({ moneyAccountRowIds: [A, "nope", 7, null, A] })).toEqual({ moneyAccountRowIds: [A] });
    expect(parseBankingSearch({ moneyCategoryRowIds: ["nope"], excludeMoneyCategoryRowIds: {} })).toEqual({});
  });

  it("drops dates that are not ISO calendar dates", () => {
    expect(parseBankingSearch({ fromDate: "01.02.2025", untilDate: "2025-02-30", clientCompanyRowId: A })).toEqual({
      clientCompanyRowId: A,
    });
    expect(parseBankingSearch({ fromDate: "2024-02-29" })).toEqual({ fromDate: "2024-02-29" });
    expect(parseBankingSearch({ untilDate: 20250101 })).toEqual({});
  });

  it("accepts maxMatchedCount only as a whole number ≥ 0", () => {
    expect(parseBankingSearch({ maxMatchedCount: "3" })).toEqual({ maxMatchedCount: 3 });
    expect(parseBankingSearch({ maxMatchedCount: 2 })).toEqual({ maxMatchedCount: 2 });
    for (const bad of [-1, 1.5, "", "abc", "1e3", null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseBankingSearch({ maxMatchedCount: bad }), String(bad)).toEqual({});
    }
  });

  it("survives garbage of every kind", () => {
    expect(() =>
      parseBankingSearch({
        clientCompanyRowId: { nested: true },
        moneyAccountRowIds: [[A]],
        fromDate: ["2025-01-01"],
        maxMatchedCount: { n: 1 },
      }),
    ).not.toThrow();
  });
});
