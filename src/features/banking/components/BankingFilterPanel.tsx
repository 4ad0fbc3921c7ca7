import { Checkbox, Paper, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { absDecimal, compareDecimals } from "../../../lib/decimal.ts";
import type { BankingSearch } from "../../../lib/search/searchSchemas.ts";
import { AmountInput, DateTextInput, IncludeExcludeSelect } from "../../../ui/FilterInputs.tsx";
import type { MoneyCategoryOption } from "../hooks/useBankingOptions.ts";
import {
  type BankingFilterPatch,
  type MatchedFilter,
  matchedFilterOf,
  matchedFilterSearch,
  resolveBankingPeriod,
} from "../lib/bankingVariables.ts";

export interface BankingFilterPanelProps {
  search: BankingSearch;
  today: string;
  categories: readonly MoneyCategoryOption[];
  onChange: (patch: BankingFilterPatch) => void;
}

const MATCHED_FILTERS: readonly MatchedFilter[] = ["ALL", "UNMATCHED", "MATCHED"];

/** The less frequent filters: exact dates, amount range, matched state, categories, unclear. */
export function BankingFilterPanel({ search, today, categories, onChange }: BankingFilterPanelProps) {
  const { t } = useTranslation();
  const period = resolveBankingPeriod(search, today);
  const isAmountRangeReversed =
    search.minAmount !== undefined &&
    search.maxAmount !== undefined &&
    compareDecimals(absDecimal(search.minAmount), absDecimal(search.maxAmount)) > 0;
  const isPeriodReversed =
    period.fromDate !== undefined && period.untilDate !== undefined && period.fromDate > period.untilDate;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
          <DateTextInput
            label={t("banking.filters.fromDate")}
            value={period.fromDate}
            onCommit={(fromDate) => onChange({ fromDate, untilDate: period.untilDate })}
          />
          <DateTextInput
            label={t("banking.filters.untilDate")}
            value={period.untilDate}
            onCommit={(untilDate) => onChange({ fromDate: period.fromDate, untilDate })}
          />
          <AmountInput
            label={t("banking.filters.minAmount")}
            value={search.minAmount}
            onCommit={(minAmount) =>
              onChange({ minAmount: minAmount === undefined ? undefined : absDecimal(minAmount) })
            }
          />
          <AmountInput
            label={t("banking.filters.maxAmount")}
            value={search.maxAmount}
            onCommit={(maxAmount) =>
              onChange({ maxAmount: maxAmount === undefined ? undefined : absDecimal(maxAmount) })
            }
          />
          <Select
            label={t("banking.filters.matched")}
            value={matchedFilterOf(search)}
            onChange={(next) => next && onChange(matchedFilterSearch(next as MatchedFilter))}
            data={MATCHED_FILTERS.map((value) => ({ value, label: t(`banking.matched.${value}`) }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <IncludeExcludeSelect
            label={t("banking.filters.categories")}
            data={categories.map((category) => ({ value: category.rowId, label: category.name }))}
            include={search.moneyCategoryRowIds}
            exclude={search.excludeMoneyCategoryRowIds}
            onChange={(moneyCategoryRowIds, excludeMoneyCategoryRowIds) =>
              onChange({ moneyCategoryRowIds, excludeMoneyCategoryRowIds })
            }
            placeholder={t("banking.filters.allCategories")}
            searchable
            nothingFoundMessage={t("banking.category.nothingFound")}
          />
          <Stack gap={4} justify="flex-end" pb={8}>
            <Checkbox
              label={t("banking.filters.unclear")}
              description={t("banking.filters.unclearHint")}
              checked={search.unclear === true}
              onChange={(event) => onChange({ unclear: event.currentTarget.checked ? true : undefined })}
            />
          </Stack>
        </SimpleGrid>
        {isAmountRangeReversed || isPeriodReversed ? (
          <Text fz="sm" c="orange.8" role="status">
            {isPeriodReversed ? t("banking.filters.periodReversed") : t("banking.filters.amountRangeReversed")}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
