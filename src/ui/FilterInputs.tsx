import {
  type ComboboxData,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  type OptionsFilter,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
  type TextInputProps,
} from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { roundDecimal } from "../lib/decimal.ts";
import { formatDate } from "../lib/format.ts";
import { parseTypedDate } from "../lib/calendarDate.ts";

// Inputs of the filter panel. Text-like inputs keep what is typed locally and hand it over
// (to the URL) on Enter, on leaving the field or after a pause, not on every key.

export interface CommitTextInputProps extends Omit<TextInputProps, "value" | "defaultValue" | "onChange"> {
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  /** Hand over after this pause in typing, too. */
  debounceMs?: number;
}

export function CommitTextInput({ value, onCommit, debounceMs, ...props }: CommitTextInputProps) {
  const [text, setText] = useState(value ?? "");
  const [shownValue, setShownValue] = useState(value);
  // The URL changed elsewhere (a chip removed, back/forward): show its value.
  if (shownValue !== value) {
    setShownValue(value);
    setText(value ?? "");
  }
  const commit = (next: string) => {
    const normalized = next.trim() === "" ? undefined : next.trim();
    if (normalized !== value) onCommit(normalized);
  };
  const debounced = useDebouncedCallback(commit, debounceMs ?? 0);
  return (
    <TextInput
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        if (debounceMs !== undefined) debounced(event.currentTarget.value);
      }}
      onBlur={() => commit(text)}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit(text);
      }}
    />
  );
}

export interface AmountInputProps {
  label: ReactNode;
  /** A decimal string ("1234.50"), as the search and the API hold amounts. */
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
}

/** What was typed (the input's numeric text: "1234.5", "-0.1") as an amount rounded to cents,
 * undefined when empty or no number; never through a binary float. */
export function typedAmount(text: string): string | undefined {
  return /^-?\d+(\.\d+)?$/.test(text) ? roundDecimal(text, 2) : undefined;
}

/** An amount in the UI language's format (1.234,56), handed over on Enter or leaving. */
export function AmountInput({ label, value, onCommit }: AmountInputProps) {
  const { i18n } = useTranslation();
  const [amount, setAmount] = useState<string>(value ?? "");
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setAmount(value ?? "");
  }
  const isGerman = i18n.language.startsWith("de");
  const commit = () => {
    const next = typedAmount(amount);
    if (next !== value) onCommit(next);
  };
  return (
    <NumberInput
      label={label}
      value={amount}
      valueIsNumericString
      onValueChange={({ value: typed }) => setAmount(typed)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
      }}
      decimalScale={2}
      decimalSeparator={isGerman ? "," : "."}
      thousandSeparator={isGerman ? "." : ","}
      hideControls
    />
  );
}

export interface BooleanSelectProps {
  label: ReactNode;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  trueLabel: string;
  falseLabel: string;
  disabled?: boolean;
  description?: ReactNode;
}

/** "Any", yes or no. */
export function BooleanSelect({
  label,
  value,
  onChange,
  trueLabel,
  falseLabel,
  disabled,
  description,
}: BooleanSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      description={description}
      disabled={disabled}
      value={value === undefined ? "any" : String(value)}
      onChange={(next) => onChange(next === "true" ? true : next === "false" ? false : undefined)}
      data={[
        { value: "any", label: t("documents.filters.any") },
        { value: "true", label: trueLabel },
        { value: "false", label: falseLabel },
      ]}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

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

export interface DateTextInputProps {
  label: ReactNode;
  /** yyyy-mm-dd */
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
}

/** A calendar date typed in the UI language's format (31.12.2026), handed over on Enter or
 * leaving the field; what cannot be read is marked and not handed over. */
export function DateTextInput({ label, value, onCommit }: DateTextInputProps) {
  const { t, i18n } = useTranslation();
  const shown = (iso: string | undefined) => (iso ? formatDate(iso, i18n.language) : "");
  const [text, setText] = useState(shown(value));
  const [shownValue, setShownValue] = useState(value);
  const [isInvalid, setIsInvalid] = useState(false);
  if (shownValue !== value) {
    setShownValue(value);
    setText(shown(value));
    setIsInvalid(false);
  }
  const commit = () => {
    if (text.trim() === "") {
      setIsInvalid(false);
      if (value !== undefined) onCommit(undefined);
      return;
    }
    const parsed = parseTypedDate(text, i18n.language);
    setIsInvalid(parsed === null);
    if (parsed === null) return;
    setText(shown(parsed));
    if (parsed !== value) onCommit(parsed);
  };
  return (
    <TextInput
      label={label}
      value={text}
      placeholder={t("documents.filters.datePlaceholder")}
      error={isInvalid ? t("documents.filters.invalidDate") : undefined}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") commit();
      }}
      inputMode="numeric"
      autoComplete="off"
    />
  );
}
