import { booleanParam, enumParam, parseSearch, type SearchOf } from "../../../lib/searchParams.ts";
import { settingsListSearchSchema } from "../../../lib/search/settingsListSearchSchema.ts";

// The ledger accounts list's search parameters: the settings list's (count, searchText) plus a
// category and includeDisabled. Invalid values are dropped, parsing never throws.

export const LEDGER_ACCOUNT_CATEGORIES = ["ASSET", "LIABILITY", "EQUITY", "TAX", "REVENUE", "EXPENSE"] as const;
export type LedgerAccountCategory = (typeof LEDGER_ACCOUNT_CATEGORIES)[number];

export const generalLedgerAccountsListSearchSchema = {
  ...settingsListSearchSchema,
  category: enumParam(LEDGER_ACCOUNT_CATEGORIES),
  includeDisabled: booleanParam,
};
export type GeneralLedgerAccountsListSearch = SearchOf<typeof generalLedgerAccountsListSearchSchema>;

export function parseGeneralLedgerAccountsListSearch(search: Record<string, unknown>): GeneralLedgerAccountsListSearch {
  return parseSearch(generalLedgerAccountsListSearchSchema, search);
}

/** The translation key of a ledger account category; an unknown one reads as its code. */
export function ledgerCategoryKey(category: string) {
  return (LEDGER_ACCOUNT_CATEGORIES as readonly string[]).includes(category)
    ? (`settingsAccountingLedger.categories.${category as LedgerAccountCategory}` as const)
    : null;
}
