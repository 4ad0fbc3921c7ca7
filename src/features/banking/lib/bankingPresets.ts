import type { BankingSearch } from "../../../lib/search/searchSchemas.ts";
import { BANKING_FILTER_KEYS, type BankingFilterPatch, bankingPeriodRange } from "./bankingVariables.ts";

// The preset shortcuts of the banking page (spec part 2, Banking): this month, the last three
// months, this year, and the unclear transactions (no money category and no linked document).
// A preset replaces the whole filter; it is active when the search filters exactly that way.

export const BANKING_PRESET_IDS = ["thisMonth", "last3Months", "thisYear", "unclear"] as const;
export type BankingPresetId = (typeof BANKING_PRESET_IDS)[number];

export interface BankingPreset {
  id: BankingPresetId;
  filter: BankingFilterPatch;
}

export function bankingPresets(today: string): BankingPreset[] {
  return [
    { id: "thisMonth", filter: bankingPeriodRange("MONTH", today) },
    { id: "last3Months", filter: bankingPeriodRange("LAST_3_MONTHS", today) },
    { id: "thisYear", filter: bankingPeriodRange("YEAR", today) },
    { id: "unclear", filter: { unclear: true } },
  ];
}

/** The search a preset leads to: its filter only (company kept, drawer closed). */
export function presetSearch(preset: BankingPreset, search: BankingSearch): BankingSearch {
  const next: BankingSearch = { ...search, moneyTransactionRowId: undefined };
  for (const key of BANKING_FILTER_KEYS) next[key] = undefined;
  return { ...next, ...preset.filter };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function isPresetActive(preset: BankingPreset, search: BankingSearch): boolean {
  return BANKING_FILTER_KEYS.every((key) => sameValue(search[key], preset.filter[key]));
}
