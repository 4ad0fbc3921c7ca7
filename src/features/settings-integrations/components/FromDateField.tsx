import { TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateInput, parseDateInput } from "../../../lib/calendarDate.ts";
import { inputLocaleOf } from "../../../lib/decimalInput.ts";

export interface FromDateFieldProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/** A date typed as people write it (31.12.2026 in German, 31/12/2026 in English); the form holds
 * the ISO date, or the typed text while it is not a date (the schema refuses that). */
export function FromDateField({ label, description, value, onChange, onBlur, error }: FromDateFieldProps) {
  const { t, i18n } = useTranslation();
  const locale = inputLocaleOf(i18n.language);
  const [text, setText] = useState(() => (parseDateInput(value, locale) ? formatDateInput(value, locale) : value));
  const parsed = parseDateInput(text, locale);
  return (
    <TextInput
      label={label}
      description={description}
      placeholder={t("settingsIntegrations.fields.datePlaceholder")}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const date = parseDateInput(next, locale);
        onChange(date ?? next);
      }}
      onBlur={() => {
        if (parsed) setText(formatDateInput(parsed, locale));
        onBlur();
      }}
      withAsterisk
      error={error}
      maw={240}
    />
  );
}
