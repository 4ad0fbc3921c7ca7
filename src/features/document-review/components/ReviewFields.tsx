// The review form's inputs: each bound to a form field, with its validation message and the
// marker line (source, confirmation) under the label.
import { Group, Select, type SelectProps, Textarea, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type FieldRule, fieldProblem } from "../forms/fieldRules.ts";
import { formatDateInput, parseDateInput } from "../../../lib/calendarDate.ts";
import { formatDecimalInput, parseDecimalInput } from "../../../lib/decimalInput.ts";
import { messageText } from "../lib/messageText.ts";
import { useFieldMarker } from "./FieldMarker.tsx";
import { useReviewFormContext } from "./ReviewFormContext.tsx";

/** Marks an input's wrapper (label, input, marker line) with its form field's name. */
export const REVIEW_FIELD_ATTRIBUTE = "data-review-field";

interface BaseFieldProps {
  name: string;
  label: string;
  /** A hint under the label (shown before the marker). */
  hint?: ReactNode;
  /** Read-only although the form is editable (e.g. the internal number for non-admins). */
  readOnly?: boolean;
  withAsterisk?: boolean;
  /** No source and confirmation line (a field without provenance, e.g. the category). */
  withoutMarker?: boolean;
}

function useDescription(name: string, label: string, hint: ReactNode, withoutMarker?: boolean) {
  const marker = useFieldMarker(name, label, !withoutMarker);
  if (!hint) return marker ?? undefined;
  if (!marker) return hint;
  return (
    <Group component="span" gap={6} wrap="wrap" style={{ display: "inline-flex" }}>
      {hint}
      {marker}
    </Group>
  );
}

export function ReviewTextField({
  name,
  label,
  hint,
  readOnly,
  withAsterisk,
  maxLength,
  formatOnBlur,
}: BaseFieldProps & {
  maxLength?: number;
  /** The text as it is shown once the input is left (e.g. an IBAN in groups of four). */
  formatOnBlur?: (text: string) => string;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { isReadOnly } = useReviewFormContext();
  const description = useDescription(name, label, hint);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          wrapperProps={{ [REVIEW_FIELD_ATTRIBUTE]: name }}
          label={label}
          description={description}
          withAsterisk={withAsterisk}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | null) ?? ""}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={() => {
            const text = (field.value as string | null) ?? "";
            const formatted = formatOnBlur?.(text) ?? text;
            if (formatted !== text) field.onChange(formatted);
            field.onBlur();
          }}
          readOnly={isReadOnly || readOnly}
          variant={readOnly && !isReadOnly ? "filled" : undefined}
          maxLength={maxLength}
          error={messageText(t, fieldState.error?.message)}
        />
      )}
    />
  );
}

export function ReviewTextareaField({ name, label, hint }: BaseFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { isReadOnly } = useReviewFormContext();
  const description = useDescription(name, label, hint);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Textarea
          wrapperProps={{ [REVIEW_FIELD_ATTRIBUTE]: name }}
          label={label}
          description={description}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | null) ?? ""}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          readOnly={isReadOnly}
          autosize
          minRows={3}
          maxRows={12}
          error={messageText(t, fieldState.error?.message)}
        />
      )}
    />
  );
}

export interface DecimalDisplay {
  /** Decimals shown at least and at most once the input is left. */
  minimumFractionDigits: number;
  maximumFractionDigits: number;
}

const numberStyles = { input: { textAlign: "right" as const, fontVariantNumeric: "tabular-nums" } };

/** A number typed the German way (1.234,56; 1234,56 and 1234.56 work too), shown formatted
 * once the input is left – if the value is valid, so a mistake stays visible as typed. */
export function ReviewDecimalField({
  name,
  label,
  hint,
  rule,
  display,
  suffix,
}: BaseFieldProps & { rule: FieldRule; display: DecimalDisplay; suffix?: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { isReadOnly, locale } = useReviewFormContext();
  const description = useDescription(name, label, hint);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          wrapperProps={{ [REVIEW_FIELD_ATTRIBUTE]: name }}
          label={label}
          description={description}
          ref={field.ref}
          name={field.name}
          inputMode="decimal"
          autoComplete="off"
          value={(field.value as string) ?? ""}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={() => {
            const text = (field.value as string) ?? "";
            const value = parseDecimalInput(text, locale);
            if (value && fieldProblem(rule, text, locale) === null) {
              const formatted = formatDecimalInput(
                value,
                locale,
                display.minimumFractionDigits,
                display.maximumFractionDigits,
              );
              if (formatted !== text) field.onChange(formatted);
            }
            field.onBlur();
          }}
          readOnly={isReadOnly}
          rightSection={suffix}
          rightSectionPointerEvents="none"
          styles={numberStyles}
          error={messageText(t, fieldState.error?.message)}
        />
      )}
    />
  );
}

/** A date typed as 31.12.2026 (also 31.12.26, 311226 or 2026-12-31), shown as 31.12.2026. */
export function ReviewDateField({ name, label, hint }: BaseFieldProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { isReadOnly, locale } = useReviewFormContext();
  const description = useDescription(name, label, hint);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          wrapperProps={{ [REVIEW_FIELD_ATTRIBUTE]: name }}
          label={label}
          description={description}
          ref={field.ref}
          name={field.name}
          autoComplete="off"
          placeholder={t("documentReview.datePlaceholder")}
          value={(field.value as string) ?? ""}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={() => {
            const text = (field.value as string) ?? "";
            const value = parseDateInput(text, locale);
            if (value) {
              const formatted = formatDateInput(value, locale);
              if (formatted !== text) field.onChange(formatted);
            }
            field.onBlur();
          }}
          readOnly={isReadOnly}
          styles={{ input: { fontVariantNumeric: "tabular-nums" } }}
          error={messageText(t, fieldState.error?.message)}
        />
      )}
    />
  );
}

/** A choice from a list (enum values, users, categories); `null` when cleared. */
export function ReviewSelectField({
  name,
  label,
  hint,
  data,
  clearable,
  searchable,
  placeholder,
  onValueChange,
  withoutMarker,
  withAsterisk,
}: BaseFieldProps & {
  data: SelectProps["data"];
  clearable?: boolean;
  searchable?: boolean;
  placeholder?: string;
  /** Called after a choice, e.g. to drop what depended on the previous one. */
  onValueChange?: (value: string | null) => void;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { isReadOnly } = useReviewFormContext();
  const description = useDescription(name, label, hint, withoutMarker);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          wrapperProps={{ [REVIEW_FIELD_ATTRIBUTE]: name }}
          withAsterisk={withAsterisk}
          label={label}
          description={description}
          ref={field.ref}
          name={field.name}
          data={data}
          value={(field.value as string | null) ?? null}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          onBlur={field.onBlur}
          readOnly={isReadOnly}
          clearable={clearable && !isReadOnly}
          searchable={searchable}
          allowDeselect={false}
          placeholder={placeholder}
          nothingFoundMessage={t("documentReview.nothingFound")}
          comboboxProps={{ withinPortal: true }}
          error={messageText(t, fieldState.error?.message)}
        />
      )}
    />
  );
}
