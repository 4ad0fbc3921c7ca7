import { Group, Select, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { MoneyCategoryOption } from "../hooks/useBankingOptions.ts";

export interface CategoryPickerProps {
  label: string;
  categories: readonly MoneyCategoryOption[];
  value: string | null;
  onChange: (rowId: string | null) => void;
  error?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** A money category, searchable by name and general ledger account. */
export function CategoryPicker({
  label,
  categories,
  value,
  onChange,
  error,
  autoFocus,
  disabled,
}: CategoryPickerProps) {
  const { t } = useTranslation();
  const ledgerOf = new Map(categories.map((category) => [category.rowId, category.ledgerAccount]));
  return (
    <Select
      label={label}
      placeholder={t("banking.category.placeholder")}
      data={categories.map((category) => ({
        value: category.rowId,
        label: category.name,
      }))}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage={t("banking.category.nothingFound")}
      error={error}
      autoFocus={autoFocus}
      disabled={disabled}
      allowDeselect={false}
      maxDropdownHeight={280}
      // Inside a popover (the selection bar) and the drawer: no portal, so a click on an option
      // is not a click outside them.
      comboboxProps={{ withinPortal: false }}
      filter={({ options, search }) => {
        const needle = search.trim().toLowerCase();
        return options.filter((option) => {
          if (!("value" in option)) return true;
          const ledger = ledgerOf.get(option.value) ?? "";
          return `${option.label} ${ledger}`.toLowerCase().includes(needle);
        });
      }}
      renderOption={({ option }) => (
        <Group gap="xs" justify="space-between" wrap="nowrap" w="100%">
          <Text fz="sm">{option.label}</Text>
          {ledgerOf.get(option.value) ? (
            <Text fz="xs" c="dimmed">
              {ledgerOf.get(option.value)}
            </Text>
          ) : null}
        </Group>
      )}
    />
  );
}
