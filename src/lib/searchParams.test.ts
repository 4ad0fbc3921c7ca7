import { describe, expect, it } from "vitest";
import {
  amountParam,
  booleanParam,
  enumListParam,
  enumParam,
  isoDateParam,
  nonNegativeIntParam,
  optionalUuidParam,
  parseSearch,
  textParam,
  uuidListParam,
} from "./searchParams.ts";

const ID = "0B8F5E1C-1A2B-4C3D-8E4F-00000000000A";

describe("search parameter parsers (plain functions, no zod on the first screen)", () => {
  it("keeps usable values and repairs them", () => {
    expect(optionalUuidParam(ID)).toBe(ID.toLowerCase());
    expect(uuidListParam(`${ID}, nope,${ID.toLowerCase()}`)).toEqual([ID.toLowerCase()]);
    expect(isoDateParam("2024-02-29")).toBe("2024-02-29");
    expect(nonNegativeIntParam(" 0012 ")).toBe(12);
    expect(enumParam(["A", "B"])("B")).toBe("B");
    expect(enumListParam(["A", "B"])(["B", "A", "B", "C"])).toEqual(["B", "A"]);
    expect(booleanParam("false")).toBe(false);
    expect(textParam(5)(" 12 ")).toBe("12");
    expect(amountParam(10.5)).toBe("10.50");
    expect(amountParam(" -12.345 ")).toBe("-12.35");
  });

  it("drops what cannot be used, never throws", () => {
    for (const bad of [undefined, null, 7, {}, [], "", "0b8f5e1c-1a2b-4c3d-8e4f-00000000000g"]) {
      expect(optionalUuidParam(bad)).toBeUndefined();
    }
    expect(uuidListParam([1, "x"])).toBeUndefined();
    expect(isoDateParam("2025-02-29")).toBeUndefined();
    expect(isoDateParam("2025-1-01")).toBeUndefined();
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, "1e3", "-1", true]) {
      expect(nonNegativeIntParam(bad)).toBeUndefined();
    }
    expect(enumParam(["A"])("a")).toBeUndefined();
    expect(enumListParam(["A"])("")).toBeUndefined();
    expect(booleanParam("yes")).toBeUndefined();
    expect(textParam(3)("abcd")).toBeUndefined();
    expect(textParam(3)(Number.NaN)).toBeUndefined();
    expect(amountParam("1,5")).toBeUndefined();
    expect(amountParam(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(amountParam("99999999999999")).toBeUndefined();
  });

  it("parses a search to every key of the shape and no other", () => {
    expect(parseSearch({ a: booleanParam, b: optionalUuidParam }, { a: "true", c: 1 })).toEqual({
      a: true,
      b: undefined,
    });
  });
});
