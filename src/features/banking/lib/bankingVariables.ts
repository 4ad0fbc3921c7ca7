import { absDecimal } from "../../../lib/decimal.ts";
import type { BankingSearch } from "../../../lib/search/searchSchemas.ts";
import { datePresetRange } from "../../../lib/datePresets.ts";

// From the URL's search to what the banking page asks the server (filterMoneyTransactions and
// moneyTransactionsStatistics take the same filters). The URL is the single source of truth:
// a period is stored as its dates; without dates the page shows "all" (12 months to today).

/** Transactions loaded at a time. */
export const BANKING_PAGE_SIZE = 60;

/** The periods the period select offers (part 1 §9 and the banking presets of part 2). */
export const BANKING_PERIODS = ["WEEK", "MONTH", "LAST_3_MONTHS", "YEAR", "ALL"] as const;
export type BankingPeriod = (typeof BANKING_PERIODS)[number];

export interface BankingPeriodRange {
  fromDate: string;
  untilDate: string;
}

/** The dates of a period on the calendar day `today`. */
export function bankingPeriodRange(period: BankingPeriod, today: string): BankingPeriodRange {
  return datePresetRange(period, today);
}

export interface ResolvedBankingPeriod {
  /** The period whose dates the search holds; null for other (custom) dates. */
  period: BankingPeriod | null;
  fromDate: string | undefined;
  untilDate: string | undefined;
}

/**
 * The period in force: no dates mean ALL; dates equal to a period's range name that period.
 * ALL starts twelve months back and has no end: transactions dated after today (pending,
 * scheduled) belong to it as they belong to "this month" and "this year", so ALL never shows
 * fewer rows than another period.
 */
export function resolveBankingPeriod(
  search: Pick<BankingSearch, "fromDate" | "untilDate">,
  today: string,
): ResolvedBankingPeriod {
  if (search.fromDate === undefined && search.untilDate === undefined) {
    return { period: "ALL", fromDate: bankingPeriodRange("ALL", today).fromDate, untilDate: undefined };
  }
  const period =
    BANKING_PERIODS.find((candidate) => {
      const range = bankingPeriodRange(candidate, today);
      return range.fromDate === search.fromDate && range.untilDate === search.untilDate;
    }) ?? null;
  return { period, fromDate: search.fromDate, untilDate: search.untilDate };
}

/** The search patch that selects a period (ALL clears the dates: it is the default). */
export function periodSearch(period: BankingPeriod, today: string): Pick<BankingSearch, "fromDate" | "untilDate"> {
  return period === "ALL" ? { fromDate: undefined, untilDate: undefined } : bankingPeriodRange(period, today);
}

/** The variables of the page's list, statistics and pagination queries. */
export interface BankingListVariables {
  clientCompanyRowId: string;
  searchText: string | null;
  type: "INCOMING" | "OUTGOING" | null;
  minAmount: string | null;
  maxAmount: string | null;
  minMatchedCount: number | null;
  maxMatchedCount: number | null;
  fromDate: string | null;
  untilDate: string | null;
  moneyAccountRowIds: readonly string[] | null;
  moneyCategoryRowIds: readonly string[] | null;
  excludeMoneyCategoryRowIds: readonly string[] | null;
  unclear: boolean | null;
  first: number;
}

/** An amount of the URL (a decimal string) as the API's BigFloat; amounts compare absolute. */
const decimal = (value: string | undefined) => (value === undefined ? null : absDecimal(value));

export function bankingVariablesOf(
  clientCompanyRowId: string,
  search: BankingSearch,
  today: string,
): BankingListVariables {
  const period = resolveBankingPeriod(search, today);
  return {
    clientCompanyRowId,
    searchText: search.searchText ?? null,
    type: search.type ?? null,
    minAmount: decimal(search.minAmount),
    maxAmount: decimal(search.maxAmount),
    minMatchedCount: search.minMatchedCount ?? null,
    maxMatchedCount: search.maxMatchedCount ?? null,
    fromDate: period.fromDate ?? null,
    untilDate: period.untilDate ?? null,
    moneyAccountRowIds: search.moneyAccountRowIds ?? null,
    moneyCategoryRowIds: search.moneyCategoryRowIds ?? null,
    excludeMoneyCategoryRowIds: search.excludeMoneyCategoryRowIds ?? null,
    unclear: search.unclear === true ? true : null,
    first: BANKING_PAGE_SIZE,
  };
}

/** A stable key of a variables object (the list's identity: selection and scroll belong to it). */
export function bankingVariablesKey(variables: BankingListVariables): string {
  return JSON.stringify(variables, Object.keys(variables).sort());
}

/** The filter keys of the search (everything but the company and the open transaction). */
export const BANKING_FILTER_KEYS = [
  "moneyAccountRowIds",
  "fromDate",
  "untilDate",
  "excludeMoneyCategoryRowIds",
  "moneyCategoryRowIds",
  "maxMatchedCount",
  "searchText",
  "type",
  "minAmount",
  "maxAmount",
  "minMatchedCount",
  "unclear",
] as const satisfies readonly (keyof BankingSearch)[];
export type BankingFilterKey = (typeof BANKING_FILTER_KEYS)[number];
export type BankingFilterPatch = Partial<Pick<BankingSearch, BankingFilterKey>>;

/** Whether any filter narrows the list (the period's default, ALL, does not count). */
export function hasBankingFilter(search: BankingSearch): boolean {
  return BANKING_FILTER_KEYS.some((key) => search[key] !== undefined);
}

/** The search without any filter (company kept). */
export function clearedBankingSearch(search: BankingSearch): BankingSearch {
  const cleared = { ...search };
  for (const key of BANKING_FILTER_KEYS) cleared[key] = undefined;
  cleared.moneyTransactionRowId = undefined;
  return cleared;
}

/** What the "matched" filter shows: everything, only unmatched (no linked document), or only
 * matched transactions. */
export type MatchedFilter = "ALL" | "UNMATCHED" | "MATCHED";

export function matchedFilterOf(search: Pick<BankingSearch, "minMatchedCount" | "maxMatchedCount">): MatchedFilter {
  if (search.maxMatchedCount === 0) return "UNMATCHED";
  if ((search.minMatchedCount ?? 0) >= 1) return "MATCHED";
  return "ALL";
}

export function matchedFilterSearch(filter: MatchedFilter): Pick<BankingSearch, "minMatchedCount" | "maxMatchedCount"> {
  switch (filter) {
    case "UNMATCHED":
      return { minMatchedCount: undefined, maxMatchedCount: 0 };
    case "MATCHED":
      return { minMatchedCount: 1, maxMatchedCount: undefined };
    case "ALL":
      return { minMatchedCount: undefined, maxMatchedCount: undefined };
  }
}
