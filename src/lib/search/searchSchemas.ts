import {
  amountParam,
  booleanParam,
  enumParam,
  isoDateParam,
  nonNegativeIntParam,
  optionalUuidParam,
  parseSearch,
  type SearchOf,
  textParam,
  uuidListParam,
} from "../searchParams.ts";

// Search parameters of the routes (spec §2.1). Unknown keys are stripped, invalid values
// dropped; parsing never throws.

/** Routes that only take the client company: /, /upload, /faktoora. */
export const clientCompanySearchSchema = {
  clientCompanyRowId: optionalUuidParam,
};
export type ClientCompanySearch = SearchOf<typeof clientCompanySearchSchema>;

/** The dashboard's periods (spec part 1 §2.11, §9): week from Monday, month, year (the default,
 * left out of the URL), all = twelve months back up to today. */
export const DASHBOARD_PERIODS = ["WEEK", "MONTH", "YEAR", "ALL"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = "YEAR";

/** The dashboard at /: the company and the period. */
export const homeSearchSchema = {
  clientCompanyRowId: optionalUuidParam,
  period: enumParam(DASHBOARD_PERIODS),
};
export type HomeSearch = SearchOf<typeof homeSearchSchema>;

export const bankingSearchSchema = {
  clientCompanyRowId: optionalUuidParam,
  moneyAccountRowIds: uuidListParam,
  fromDate: isoDateParam,
  untilDate: isoDateParam,
  excludeMoneyCategoryRowIds: uuidListParam,
  moneyCategoryRowIds: uuidListParam,
  maxMatchedCount: nonNegativeIntParam,
  // Beyond the spec's list, for the page's own filters: text, direction, amount range (absolute
  // amounts), "matched" (minMatchedCount 1), the unclear preset and the open transaction.
  searchText: textParam(200),
  type: enumParam(["INCOMING", "OUTGOING"]),
  minAmount: amountParam,
  maxAmount: amountParam,
  minMatchedCount: nonNegativeIntParam,
  unclear: booleanParam,
  moneyTransactionRowId: optionalUuidParam,
};
export type BankingSearch = SearchOf<typeof bankingSearchSchema>;

export function parseClientCompanySearch(search: Record<string, unknown>): ClientCompanySearch {
  return parseSearch(clientCompanySearchSchema, search);
}

export function parseHomeSearch(search: Record<string, unknown>): HomeSearch {
  return parseSearch(homeSearchSchema, search);
}

export function parseBankingSearch(search: Record<string, unknown>): BankingSearch {
  return parseSearch(bankingSearchSchema, search);
}
