import { describe, expect, it } from "vitest";
import { parseBankingSearch } from "../../../lib/search/searchSchemas.ts";
import { bankingPresets, isPresetActive, presetSearch } from "../lib/bankingPresets.ts";
import {
  BANKING_PERIODS,
  bankingPeriodRange,
  bankingVariablesOf,
  clearedBankingSearch,
  hasBankingFilter,
  matchedFilterOf,
  matchedFilterSearch,
  periodSearch,
  resolveBankingPeriod,
} from "../lib/bankingVariables.ts";

const COMPANY = "0b8f5e1c-1a2b-4c3d-8e4f-000000000001";
const ACCOUNT = "a0000000-0000-4000-8000-000000000001";
const CATEGORY = "c0000000-0000-4000-8000-000000000001";
const TODAY = "2026-11-23";

describe("banking search parameters", () => {
  it("keeps the page's own filters and drops what cannot be used", () => {
    expect(
      parseBankingSearch({
        searchText: "  Miete ",
        type: "OUTGOING",
        minAmount: "100.5",
        maxAmount: 250,
        minMatchedCount: "1",
        unclear: "true",
        moneyTransactionRowId: ACCOUNT.toUpperCase(),
      }),
    ).toMatchObject({
      searchText: "Miete",
      type: "OUTGOING",
      minAmount: "100.50",
      maxAmount: "250.00",
      minMatchedCount: 1,
      unclear: true,
      moneyTransactionRowId: ACCOUNT,
    });
    expect(parseBankingSearch({ type: "SIDEWAYS", minAmount: "1,5", unclear: "yes", searchText: "" })).toEqual({});
  });
});

describe("banking amounts stay exact decimals", () => {
  it("reads amounts a float would get wrong exactly, and rounds half away from zero to cents", () => {
    expect(parseBankingSearch({ minAmount: "1.005", maxAmount: "12345678901.23" })).toMatchObject({
      minAmount: "1.01",
      maxAmount: "12345678901.23",
    });
    expect(parseBankingSearch({ minAmount: 0.1 + 0.2 }).minAmount).toBe("0.30");
    expect(parseBankingSearch({ minAmount: "9999999999999.99" }).minAmount).toBe("9999999999999.99");
    expect(parseBankingSearch({ minAmount: "99999999999999" }).minAmount).toBeUndefined();
    expect(parseBankingSearch({ minAmount: "1e3", maxAmount: Number.NaN })).toEqual({});
  });

  it("passes them to the API as absolute decimal strings, digit for digit", () => {
    const search = parseBankingSearch({ minAmount: "-1.005", maxAmount: "12345678901.23" });
    expect(bankingVariablesOf(COMPANY, search, TODAY)).toMatchObject({
      minAmount: "1.01",
      maxAmount: "12345678901.23",
    });
  });
});

describe("bankingVariablesOf", () => {
  it("asks for the last 12 months (and what is dated later) without dates, and passes every filter as the API spells it", () => {
    const search = parseBankingSearch({
      clientCompanyRowId: COMPANY,
      searchText: "Brandt",
      type: "INCOMING",
      minAmount: -10,
      maxAmount: 1234.5,
      maxMatchedCount: 0,
      moneyAccountRowIds: [ACCOUNT],
      excludeMoneyCategoryRowIds: [CATEGORY],
      unclear: true,
    });
    expect(bankingVariablesOf(COMPANY, search, TODAY)).toEqual({
      clientCompanyRowId: COMPANY,
      searchText: "Brandt",
      type: "INCOMING",
      minAmount: "10.00",
      maxAmount: "1234.50",
      minMatchedCount: null,
      maxMatchedCount: 0,
      fromDate: "2025-11-23",
      untilDate: null,
      moneyAccountRowIds: [ACCOUNT],
      moneyCategoryRowIds: null,
      excludeMoneyCategoryRowIds: [CATEGORY],
      unclear: true,
      first: 60,
    });
  });

  it("ALL (the default) covers every other period: none ends after it or starts before it", () => {
    const all = bankingVariablesOf(COMPANY, parseBankingSearch({ clientCompanyRowId: COMPANY }), TODAY);
    for (const today of [TODAY, "2026-12-31", "2026-01-01", "2026-12-28"]) {
      const allOfDay = bankingVariablesOf(COMPANY, parseBankingSearch({ clientCompanyRowId: COMPANY }), today);
      for (const period of BANKING_PERIODS) {
        const range = bankingPeriodRange(period, today);
        expect(allOfDay.fromDate! <= range.fromDate, `${period} on ${today}`).toBe(true);
        expect(allOfDay.untilDate).toBeNull();
      }
    }
    expect(all.untilDate).toBeNull();
  });

  it("leaves unclear out unless it is asked for", () => {
    expect(bankingVariablesOf(COMPANY, parseBankingSearch({ unclear: false }), TODAY).unclear).toBeNull();
  });
});

describe("periods", () => {
  it("names a period whose dates the URL holds, and calls other dates custom", () => {
    expect(resolveBankingPeriod({}, TODAY)).toEqual({ period: "ALL", fromDate: "2025-11-23", untilDate: undefined });
    expect(resolveBankingPeriod(periodSearch("MONTH", TODAY), TODAY)).toEqual({
      period: "MONTH",
      fromDate: "2026-11-01",
      untilDate: "2026-11-30",
    });
    // 23.11.2026 is a Monday: the week runs to Sunday.
    expect(resolveBankingPeriod({ fromDate: "2026-11-23", untilDate: "2026-11-29" }, TODAY).period).toBe("WEEK");
    expect(resolveBankingPeriod({ fromDate: "2026-02-01", untilDate: undefined }, TODAY)).toEqual({
      period: null,
      fromDate: "2026-02-01",
      untilDate: undefined,
    });
  });

  it("clears the dates for ALL, the default", () => {
    expect(periodSearch("ALL", TODAY)).toEqual({ fromDate: undefined, untilDate: undefined });
    expect(periodSearch("YEAR", TODAY)).toEqual({ fromDate: "2026-01-01", untilDate: "2026-12-31" });
    expect(periodSearch("LAST_3_MONTHS", TODAY)).toEqual({ fromDate: "2026-08-23", untilDate: TODAY });
  });
});

describe("matched filter", () => {
  it("maps all / unmatched / matched to the matched-count bounds and back", () => {
    expect(matchedFilterSearch("UNMATCHED")).toEqual({ minMatchedCount: undefined, maxMatchedCount: 0 });
    expect(matchedFilterSearch("MATCHED")).toEqual({ minMatchedCount: 1, maxMatchedCount: undefined });
    expect(matchedFilterOf(matchedFilterSearch("UNMATCHED"))).toBe("UNMATCHED");
    expect(matchedFilterOf(matchedFilterSearch("MATCHED"))).toBe("MATCHED");
    expect(matchedFilterOf({})).toBe("ALL");
  });
});

describe("presets", () => {
  const presets = bankingPresets(TODAY);
  const byId = (id: string) => presets.find((preset) => preset.id === id)!;

  it("offers this month, the last 3 months, this year and the unclear transactions", () => {
    expect(presets.map((preset) => preset.id)).toEqual(["thisMonth", "last3Months", "thisYear", "unclear"]);
    expect(byId("unclear").filter).toEqual({ unclear: true });
  });

  it("replaces the whole filter, keeps the company and closes the open transaction", () => {
    const search = parseBankingSearch({
      clientCompanyRowId: COMPANY,
      searchText: "Miete",
      moneyAccountRowIds: [ACCOUNT],
      moneyTransactionRowId: CATEGORY,
    });
    const next = presetSearch(byId("thisMonth"), search);
    expect(next).toMatchObject({ clientCompanyRowId: COMPANY, fromDate: "2026-11-01", untilDate: "2026-11-30" });
    expect(next.searchText).toBeUndefined();
    expect(next.moneyAccountRowIds).toBeUndefined();
    expect(next.moneyTransactionRowId).toBeUndefined();
    expect(isPresetActive(byId("thisMonth"), next)).toBe(true);
    expect(isPresetActive(byId("thisMonth"), { ...next, type: "INCOMING" })).toBe(false);
  });

  it("knows whether any filter is set and clears them all", () => {
    const search = parseBankingSearch({ clientCompanyRowId: COMPANY, unclear: true, moneyTransactionRowId: ACCOUNT });
    expect(hasBankingFilter(search)).toBe(true);
    const cleared = clearedBankingSearch(search);
    expect(hasBankingFilter(cleared)).toBe(false);
    expect(cleared).toMatchObject({ clientCompanyRowId: COMPANY });
    expect(cleared.moneyTransactionRowId).toBeUndefined();
  });
});
