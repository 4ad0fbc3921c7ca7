import {
  type ComboboxData,
  Group,
  Input,
  MultiSelect,
  type OptionsFilter,
  SegmentedControl,
  Stack,
} from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

// A filter input of the panel (FilterInputs.tsx), kept apart for the filter chips' partner
// names (PartnerFilter.tsx), which the list shows without the panel.

export interface IncludeExcludeSelectProps {
  label: string;
  data: ComboboxData;
  include: readonly string[] | undefined;
  exclude: readonly string[] | undefined;
  onChange: (include: string[] | undefined, exclude: string[] | undefined) => void;
  placeholder?: string;
  searchable?: boolean;
  nothingFoundMessage?: ReactNode;
  /** A controlled search (e.g. asked of the server); with `filter` deciding what is offered. */
  searchValue?: string;
  onSearchChange?: (value: string) => void;
  filter?: OptionsFilter;
  /** The options are being loaded (a loader in the input). */
  isLoading?: boolean;
  /** The two modes' names, when "is" and "is not" do not read well (e.g. complete / missing). */
  includeLabel?: string;
  excludeLabel?: string;
}

/** Values to filter by, either "is one of" or "is none of" (the exclusion variant). */
export function IncludeExcludeSelect({
  label,
  data,
  include,
  exclude,
  onChange,
  placeholder,
  searchable,
  nothingFoundMessage,
  searchValue,
  onSearchChange,
  filter,
  isLoading,
  includeLabel,
  excludeLabel,
}: IncludeExcludeSelectProps) {
  const { t } = useTranslation();
  const hasExclude = (exclude?.length ?? 0) > 0;
  const hasInclude = (include?.length ?? 0) > 0;
  const [chosenMode, setChosenMode] = useState<"include" | "exclude">(
    hasExclude && !hasInclude ? "exclude" : "include",
  );
  const mode = hasExclude && !hasInclude ? "exclude" : hasInclude ? "include" : chosenMode;
  const values = mode === "include" ? include : exclude;
  const emit = (nextMode: "include" | "exclude", nextValues: string[]) => {
    const list = nextValues.length > 0 ? nextValues : undefined;
    onChange(nextMode === "include" ? list : undefined, nextMode === "exclude" ? list : undefined);
  };
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Input.Label component="span">{label}</Input.Label>
        <SegmentedControl
          size="xs"
          // As tall as a label line, so the input lines up with its neighbours.
          styles={{ root: { padding: 1 }, label: { paddingBlock: 0, paddingInline: 6, lineHeight: "18px" } }}
          value={mode}
          onChange={(next) => {
            const nextMode = next === "exclude" ? "exclude" : "include";
            setChosenMode(nextMode);
            emit(nextMode, [...(values ?? [])]);
          }}
          data={[
            { value: "include", label: includeLabel ?? t("documents.filters.isOneOf") },
            { value: "exclude", label: excludeLabel ?? t("documents.filters.isNoneOf") },
          ]}
          aria-label={t("documents.filters.modeOf", { label })}
        />
      </Group>
      <MultiSelect
        aria-label={label}
        data={data}
        value={[...(values ?? [])]}
        onChange={(next) => emit(mode, next)}
        placeholder={values?.length ? undefined : (placeholder ?? t("documents.filters.any"))}
        searchable={searchable}
        searchValue={searchValue}
        onSearchChange={onSearchChange}
        filter={filter}
        loading={isLoading}
        nothingFoundMessage={nothingFoundMessage}
        clearable
        hidePickedOptions
        maxDropdownHeight={280}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
