import { defaultParseSearch } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { parseDocumentsSearch } from "../lib/search/documentsSearchSchema.ts";
import { stringifySearch } from "./searchString.ts";

describe("search string", () => {
  it("writes amounts as plain numbers, not as quoted strings", () => {
    expect(stringifySearch({ minTotal: "100.00", maxTotal: "0.30" })).toBe("?minTotal=100&maxTotal=0.3");
  });

  it("reads back every amount exactly, also those a float would get wrong", () => {
    for (const amount of ["0.30", "1.01", "12345678901.23", "9999999999999.99", "-0.10", "100.00"]) {
      const written = stringifySearch({ minTotal: amount });
      expect(parseDocumentsSearch(defaultParseSearch(written)).minTotal).toBe(amount);
    }
  });

  it("leaves other values as the router writes them (a number-like search text stays text)", () => {
    expect(stringifySearch({ search: "71876" })).toBe(`?search=${encodeURIComponent('"71876"')}`);
    expect((defaultParseSearch(stringifySearch({ search: "71876" })) as { search?: unknown }).search).toBe("71876");
  });
});
