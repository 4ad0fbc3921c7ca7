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

export function parseBankingSearch(search: Record<string, unknown>): BankingSearch {
  return parseSearch(bankingSearchSchema, search);
}
