import { describe, expect, it } from "vitest";
import { parseMoneyAccountsListSearch, parseSettingsListSearch } from "./settingsListSearchSchema.ts";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";

describe("settings list search parameters", () => {
  it("keeps valid values: search text trimmed, count as a number, includeInactive as a flag", () => {
    expect(
      parseMoneyAccountsListSearch({
        clientCompanyRowId: COMPANY,
        searchText: "  Commerzbank ",
        count: "100",
        includeInactive: "true",
      }),
    ).toEqual({ clientCompanyRowId: COMPANY, searchText: "Commerzbank", count: 100, includeInactive: true });
  });

  it("drops invalid values instead of failing, every key present", () => {
    expect(parseMoneyAccountsListSearch({ searchText: "   ", count: 0, includeInactive: "maybe", other: 1 })).toEqual({
      clientCompanyRowId: undefined,
      searchText: undefined,
      count: undefined,
      includeInactive: undefined,
    });
    expect(parseSettingsListSearch({ count: 501 }).count).toBeUndefined();
    expect(parseSettingsListSearch({ count: "2.5" }).count).toBeUndefined();
    expect(parseSettingsListSearch({ searchText: 4711 }).searchText).toBe("4711");
    expect(parseSettingsListSearch({ searchText: "x".repeat(201) }).searchText).toBeUndefined();
  });
});
