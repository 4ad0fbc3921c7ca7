import { describe, expect, it } from "vitest";
import { listFilterOf, resolvePeriod } from "../lib/listVariables.ts";

const TODAY = "2026-11-27";

describe("a search text and the period", () => {
  it("searches all dates while no period is chosen: an invoice of an earlier year is found", () => {
    const filter = listFilterOf({ searchText: "RE-2024-17" }, TODAY);
    expect(filter.searchText).toBe("RE-2024-17");
    expect(filter.fromDate).toBeUndefined();
    expect(filter.untilDate).toBeUndefined();
    expect(resolvePeriod({ searchText: "RE-2024-17" }, TODAY).isSearchAcrossDates).toBe(true);
  });

  it("keeps a period the person chose, and the default year without a search text", () => {
    expect(listFilterOf({ searchText: "RE", datePreset: "YEAR" }, TODAY).fromDate).toBeDefined();
    expect(listFilterOf({ searchText: "RE", fromDate: "2024-01-01" }, TODAY).fromDate).toBe("2024-01-01");
    expect(listFilterOf({}, TODAY).fromDate).toBeDefined();
    expect(listFilterOf({ searchText: "   " }, TODAY).fromDate).toBeDefined();
    expect(resolvePeriod({}, TODAY).isSearchAcrossDates).toBeUndefined();
  });
});
