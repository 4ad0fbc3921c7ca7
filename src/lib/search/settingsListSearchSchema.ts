import * as z from "zod/mini";
import { booleanParam, optionalUuidParam, textParam } from "../searchParams.ts";
import { parseWith } from "./searchSchemas.ts";

// Search parameters of the settings list pages (spec part 2, settings: "List pages take count
// and searchText search parameters"; the account lists also includeInactive). Invalid values
// are dropped, parsing never throws.

/** Rows loaded per page when the URL names no count. */
export const DEFAULT_SETTINGS_LIST_COUNT = 50;
export const MAX_SETTINGS_LIST_COUNT = 500;

/** A page size 1…500, given as number or digits. */
export const listCountParam = z.catch(
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value)),
      z.int().check(z.minimum(1), z.maximum(MAX_SETTINGS_LIST_COUNT)),
    ),
  ),
  undefined,
);

export const settingsListSearchSchema = z.object({
  clientCompanyRowId: optionalUuidParam,
  searchText: textParam(200),
  count: listCountParam,
});
export type SettingsListSearch = z.output<typeof settingsListSearchSchema>;

export const moneyAccountsListSearchSchema = z.extend(settingsListSearchSchema, {
  includeInactive: booleanParam,
});
export type MoneyAccountsListSearch = z.output<typeof moneyAccountsListSearchSchema>;

export function parseSettingsListSearch(search: Record<string, unknown>): SettingsListSearch {
  return parseWith(settingsListSearchSchema, search);
}

export function parseMoneyAccountsListSearch(search: Record<string, unknown>): MoneyAccountsListSearch {
  return parseWith(moneyAccountsListSearchSchema, search);
}
