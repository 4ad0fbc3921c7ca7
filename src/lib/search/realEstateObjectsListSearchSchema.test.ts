import { describe, expect, it } from "vitest";
import { parseRealEstateObjectsListSearch } from "./realEstateObjectsListSearchSchema.ts";

const COMPANY = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

describe("the real-estate object list's search", () => {
  it("keeps search text, count and the only-active flag", () => {
    expect(
      parseRealEstateObjectsListSearch({
        clientCompanyRowId: COMPANY,
        searchText: " Linden ",
        count: "20",
        onlyActive: true,
      }),
    ).toEqual({ clientCompanyRowId: COMPANY, searchText: "Linden", count: 20, onlyActive: true });
  });
  it("drops what is not valid and never throws", () => {
    expect(parseRealEstateObjectsListSearch({ onlyActive: "maybe", count: -1, searchText: "   " })).toEqual({
      clientCompanyRowId: undefined,
      searchText: undefined,
      count: undefined,
      onlyActive: undefined,
    });
  });
});
