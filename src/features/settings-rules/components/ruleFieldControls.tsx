import { NumberInput, Select, TextInput } from "@mantine/core";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateInput, parseDateInput } from "../../../lib/calendarDate.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";
import { ruleMessageKey } from "../../../lib/rules/index.ts";
import type { RuleOption } from "./useRuleOptions.ts";

// The small controls the rule forms are made of: a choice (an operator, an enumeration, a
// reference), yes/no, a date, an amount and a whole number. Values are the API's (enum
// names, row ids, "2026-01-31", "1000.00"); an empty control is null.

const K = "settingsRules";

export type ChoiceData = readonly RuleOption[];

/** A message of the rules' schemas (a constraint name or a code) in the current language. */
export function useRuleErrorText() {
  const { t } = useTranslation();
  const tr = t as unknown as (key: string) => string;
  return (message: string | undefined) => {
    if (!message) return undefined;
    if (/^[a-z0-9_]+$/.test(message) || /^[A-Z0-9_]+$/.test(message)) return tr(ruleMessageKey(message));
    if (/^[A-Za-z]+(\.[A-Za-z0-9_]+)+$/.test(message)) return tr(message);
    // The schema's own words (a missing or malformed value): the form's plain request.
    return tr(`${K}.validation.fillIn`);
  };
}

interface ControlProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  error?: string | undefined;
  required?: boolean;
}

export function ChoiceControl<T extends FieldValues>({
  control,
  name,
  label,
  error,
  required,
  data,
}: ControlProps<T> & { data: ChoiceData }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={data as RuleOption[]}
          value={(field.value as string | null | undefined) ?? null}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          searchable={data.length > 8}
          clearable={!required}
          withAsterisk={required}
          nothingFoundMessage={t(`${K}.nothingFound`)}
          error={error}
          allowDeselect={!required}
        />
      )}
    />
  );
}

export function BooleanControl<T extends FieldValues>({ control, name, label, error }: ControlProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={[
            { value: "true", label: t(`${K}.yes`) },
            { value: "false", label: t(`${K}.no`) },
          ]}
          value={field.value == null ? null : String(field.value)}
          onChange={(value) => field.onChange(value === null ? null : value === "true")}
          clearable
          error={error}
        />
      )}
    />
  );
}

export function DateControl<T extends FieldValues>({ control, name, label, error, required }: ControlProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateTextField
          label={label}
          value={(field.value as string | null | undefined) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          required={required}
          error={error}
        />
      )}
    />
  );
}

/** A date typed as the user writes it (31.12.2026 in German, 31/12/2026 in English); the form
 * holds the ISO date, or the typed text while it is not a date (the schema refuses that). */
function DateTextField({
  label,
  value,
  onChange,
  onBlur,
  required,
  error,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  required?: boolean | undefined;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = inputLocaleOf(i18n.language);
  const [text, setText] = useState(() =>
    value && parseDateInput(value, locale) ? formatDateInput(value, locale) : (value ?? ""),
  );
  const parsed = parseDateInput(text, locale);
  return (
    <TextInput
      label={label}
      placeholder={t(`${K}.datePlaceholder`)}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const date = parseDateInput(next, locale);
        onChange(date === undefined ? next : date);
      }}
      onBlur={() => {
        if (parsed) setText(formatDateInput(parsed, locale));
        onBlur();
      }}
      withAsterisk={required}
      error={parsed === undefined ? t(`${K}.validation.dateInvalid`) : error}
    />
  );
}

export function AmountControl<T extends FieldValues>({ control, name, label, error }: ControlProps<T>) {
  const { i18n } = useTranslation();
  const german = inputLocaleOf(i18n.language) === "de";
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          value={(field.value as string | null | undefined) ?? ""}
          valueIsNumericString
          onValueChange={({ value }) => field.onChange(value === "" ? null : value)}
          onBlur={field.onBlur}
          decimalScale={2}
          thousandSeparator={german ? "." : ","}
          decimalSeparator={german ? "," : "."}
          suffix=" €"
          hideControls
          error={error}
        />
      )}
    />
  );
}

export function IntegerControl<T extends FieldValues>({
  control,
  name,
  label,
  error,
  min,
  max,
  decimals = 0,
}: ControlProps<T> & { min: number; max: number; decimals?: number }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          value={(field.value as number | null | undefined) ?? ""}
          onChange={(value) => field.onChange(typeof value === "number" ? value : value === "" ? null : Number(value))}
          onBlur={field.onBlur}
          min={min}
          max={max}
          allowDecimal={decimals > 0}
          decimalScale={decimals}
          clampBehavior="none"
          error={error}
        />
      )}
    />
  );
}
