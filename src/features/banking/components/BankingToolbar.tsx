import { Badge, Button, Group, MultiSelect, SegmentedControl, Select, Text } from "@mantine/core";
import { IconAdjustmentsHorizontal, IconCalendar, IconSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format.ts";
import type { BankingSearch } from "../../../lib/search/searchSchemas.ts";
import { CommitTextInput } from "../../../ui/FilterInputs.tsx";
import type { MoneyAccountOption } from "../hooks/useBankingOptions.ts";
import {
  BANKING_PERIODS,
  type BankingFilterPatch,
  type BankingPeriod,
  periodSearch,
  resolveBankingPeriod,
} from "../lib/bankingVariables.ts";

const CUSTOM = "CUSTOM";
const ALL_TYPES = "ALL";

export interface BankingToolbarProps {
  search: BankingSearch;
  today: string;
  accounts: readonly MoneyAccountOption[];
  activeFilterCount: number;
  isFilterPanelOpen: boolean;
  onToggleFilterPanel: () => void;
  onChange: (patch: BankingFilterPatch) => void;
}

/** Search, period, accounts and direction: the filters used most, always in sight. */
export function BankingToolbar({
  search,
  today,
  accounts,
  activeFilterCount,
  isFilterPanelOpen,
  onToggleFilterPanel,
  onChange,
}: BankingToolbarProps) {
  const { t, i18n } = useTranslation();
  const period = resolveBankingPeriod(search, today);
  const balanceOf = (account: MoneyAccountOption) =>
    account.currentBalance === null
      ? t("banking.accounts.noBalance")
      : formatMoney(account.currentBalance, account.currency, i18n.language);
  const accountByRowId = new Map(accounts.map((account) => [account.rowId, account]));
  return (
    <Group gap="sm" wrap="wrap" align="flex-start">
      <CommitTextInput
        aria-label={t("banking.filters.searchText")}
        placeholder={t("banking.filters.searchPlaceholder")}
        leftSection={<IconSearch size={16} />}
        value={search.searchText}
        onCommit={(searchText) => onChange({ searchText })}
        debounceMs={300}
        w={330}
        type="search"
      />
      <Select
        aria-label={t("banking.filters.period")}
        leftSection={<IconCalendar size={16} />}
        value={period.period ?? CUSTOM}
        onChange={(next) => {
          if (next === CUSTOM) onChange({ fromDate: period.fromDate, untilDate: period.untilDate ?? today });
          else if (next) onChange(periodSearch(next as BankingPeriod, today));
        }}
        data={[
          ...BANKING_PERIODS.map((value) => ({ value, label: t(`banking.periods.${value}`) })),
          { value: CUSTOM, label: t("banking.periods.CUSTOM") },
        ]}
        allowDeselect={false}
        w={210}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        aria-label={t("banking.filters.accounts")}
        placeholder={search.moneyAccountRowIds?.length ? undefined : t("banking.filters.allAccounts")}
        data={accounts.map((account) => ({
          value: account.rowId,
          label: account.isActive ? account.name : t("banking.accounts.inactiveName", { name: account.name }),
        }))}
        value={search.moneyAccountRowIds ?? []}
        onChange={(next) => onChange({ moneyAccountRowIds: next.length > 0 ? next : undefined })}
        renderOption={({ option }) => {
          const account = accountByRowId.get(option.value);
          return (
            <Group justify="space-between" gap="md" wrap="nowrap" w="100%">
              <div>
                <Text fz="sm">{option.label}</Text>
                {account && account.fullName !== account.name ? (
                  <Text fz="xs" c="dimmed">
                    {account.fullName}
                  </Text>
                ) : null}
              </div>
              {account ? (
                <Text
                  fz="sm"
                  fw={500}
                  c={account.currentBalance === null ? "dimmed" : undefined}
                  style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}
                >
                  {balanceOf(account)}
                </Text>
              ) : null}
            </Group>
          );
        }}
        nothingFoundMessage={t("banking.filters.noAccounts")}
        clearable
        searchable
        hidePickedOptions
        maxDropdownHeight={320}
        miw={220}
        maw={420}
        comboboxProps={{ withinPortal: true, width: 420, position: "bottom-start" }}
      />
      <SegmentedControl
        aria-label={t("banking.filters.type")}
        value={search.type ?? ALL_TYPES}
        onChange={(next) => onChange({ type: next === ALL_TYPES ? undefined : (next as "INCOMING" | "OUTGOING") })}
        data={[
          { value: ALL_TYPES, label: t("banking.types.ALL") },
          { value: "INCOMING", label: t("banking.types.INCOMING") },
          { value: "OUTGOING", label: t("banking.types.OUTGOING") },
        ]}
      />
      <Button
        variant={isFilterPanelOpen ? "light" : "default"}
        leftSection={<IconAdjustmentsHorizontal size={16} />}
        rightSection={
          activeFilterCount > 0 ? (
            <Badge size="sm" circle>
              {activeFilterCount}
            </Badge>
          ) : null
        }
        onClick={onToggleFilterPanel}
        aria-expanded={isFilterPanelOpen}
      >
        {t("banking.filters.button")}
      </Button>
    </Group>
  );
}
