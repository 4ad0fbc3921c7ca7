import { NumberInput, Select, TextInput } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { roundDecimal } from "../lib/decimal.ts";
import { formatDate } from "../lib/format.ts";
import { parseTypedDate } from "../lib/calendarDate.ts";

export { CommitTextInput, type CommitTextInputProps } from "./CommitTextInput.tsx";
export { IncludeExcludeSelect, type IncludeExcludeSelectProps } from "./IncludeExcludeSelect.tsx";

// Inputs of the filter panel. Text-like inputs keep what is typed locally and hand it over
// (to the URL) on Enter, on leaving the field or after a pause, not on every key.

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
