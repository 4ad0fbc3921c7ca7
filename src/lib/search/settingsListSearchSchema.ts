import { booleanParam, intParam, optionalUuidParam, parseSearch, type SearchOf, textParam } from "../searchParams.ts";

// Search parameters of the settings list pages (spec part 2, settings: "List pages take count
// and searchText search parameters"; the account lists also includeInactive). Invalid values
// are dropped, parsing never throws.

/** Rows loaded per page when the URL names no count. */
export const DEFAULT_SETTINGS_LIST_COUNT = 50;
export const MAX_SETTINGS_LIST_COUNT = 500;

/** A page size 1…500, given as number or digits. */
export const listCountParam = intParam(1, MAX_SETTINGS_LIST_COUNT);

export const settingsListSearchSchema = {
  clientCompanyRowId: optionalUuidParam,
  searchText: textParam(200),
  count: listCountParam,
};
export type SettingsListSearch = SearchOf<typeof settingsListSearchSchema>;

export const moneyAccountsListSearchSchema = {
  ...settingsListSearchSchema,
  includeInactive: booleanParam,
};
export type MoneyAccountsListSearch = SearchOf<typeof moneyAccountsListSearchSchema>;

export function parseSettingsListSearch(search: Record<string, unknown>): SettingsListSearch {
  return parseSearch(settingsListSearchSchema, search);
}

export function parseMoneyAccountsListSearch(search: Record<string, unknown>): MoneyAccountsListSearch {
  return parseSearch(moneyAccountsListSearchSchema, search);
}
