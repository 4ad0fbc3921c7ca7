import type { TFunction } from "i18next";
import { formatAmount, formatDate } from "../../../lib/format.ts";
import type { BankingSearch } from "../../../lib/search/searchSchemas.ts";
import type { MoneyAccountOption, MoneyCategoryOption } from "../hooks/useBankingOptions.ts";
import { type BankingFilterPatch, matchedFilterOf, resolveBankingPeriod } from "./bankingVariables.ts";

// The active filters as removable chips ("Konto: Geschäftskonto ×"), in the toolbar's order.

export interface BankingFilterChip {
  id: string;
  label: string;
  /** What removing the chip writes to the URL. */
  remove: BankingFilterPatch;
}

export interface BankingChipOptions {
  accounts: readonly MoneyAccountOption[];
  categories: readonly MoneyCategoryOption[];
}

const namesOf = (rowIds: readonly string[], options: readonly { rowId: string; name: string }[], t: TFunction) =>
  rowIds
    .map((rowId) => options.find((option) => option.rowId === rowId)?.name ?? t("banking.chips.unknown"))
    .join(", ");

export function bankingFilterChips(
  search: BankingSearch,
  today: string,
  options: BankingChipOptions,
  t: TFunction,
  locale: string,
): BankingFilterChip[] {
  const chips: BankingFilterChip[] = [];
  if (search.searchText) {
    chips.push({
      id: "searchText",
      label: t("banking.chips.searchText", { text: search.searchText }),
      remove: { searchText: undefined },
    });
  }
  const period = resolveBankingPeriod(search, today);
  if (period.period !== "ALL") {
    const range = [period.fromDate, period.untilDate]
      .map((date) => (date ? formatDate(date, locale) : "…"))
      .join(" – ");
    chips.push({
      id: "period",
      label: period.period
        ? t("banking.chips.namedPeriod", { period: t(`banking.periods.${period.period}`), range })
        : t("banking.chips.period", { range }),
      remove: { fromDate: undefined, untilDate: undefined },
    });
  }
  if (search.moneyAccountRowIds?.length) {
    chips.push({
      id: "accounts",
      label: t("banking.chips.accounts", {
        count: search.moneyAccountRowIds.length,
        names: namesOf(search.moneyAccountRowIds, options.accounts, t),
      }),
      remove: { moneyAccountRowIds: undefined },
    });
  }
  if (search.type) {
    chips.push({ id: "type", label: t(`banking.types.${search.type}`), remove: { type: undefined } });
  }
  if (search.minAmount !== undefined || search.maxAmount !== undefined) {
    const amount = (value: string | undefined) => formatAmount(value, locale);
    chips.push({
      id: "amount",
      label:
        search.minAmount !== undefined && search.maxAmount !== undefined
          ? t("banking.chips.amountBetween", { min: amount(search.minAmount), max: amount(search.maxAmount) })
          : search.minAmount !== undefined
            ? t("banking.chips.amountFrom", { min: amount(search.minAmount) })
            : t("banking.chips.amountUntil", { max: amount(search.maxAmount) }),
      remove: { minAmount: undefined, maxAmount: undefined },
    });
  }
  const matched = matchedFilterOf(search);
  if (matched !== "ALL") {
    chips.push({
      id: "matched",
      label: t(`banking.matched.${matched}`),
      remove: { minMatchedCount: undefined, maxMatchedCount: undefined },
    });
  }
  if (search.moneyCategoryRowIds?.length) {
    chips.push({
      id: "categories",
      label: t("banking.chips.categories", {
        count: search.moneyCategoryRowIds.length,
        names: namesOf(search.moneyCategoryRowIds, options.categories, t),
      }),
      remove: { moneyCategoryRowIds: undefined },
    });
  }
  if (search.excludeMoneyCategoryRowIds?.length) {
    chips.push({
      id: "excludeCategories",
      label: t("banking.chips.excludeCategories", {
        count: search.excludeMoneyCategoryRowIds.length,
        names: namesOf(search.excludeMoneyCategoryRowIds, options.categories, t),
      }),
      remove: { excludeMoneyCategoryRowIds: undefined },
    });
  }
  if (search.unclear) {
    chips.push({ id: "unclear", label: t("banking.chips.unclear"), remove: { unclear: undefined } });
  }
  return chips;
}
