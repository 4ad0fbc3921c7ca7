// One description per form field: how its text becomes the API's value and which values the
// database refuses. The invoice and the other-document schemas are built from these.
import type { RefinementCtx } from "zod";
import { isValidBic, isValidIban, normalizeIban } from "../../../lib/iban.ts";
import { parseDateInput } from "../../../lib/calendarDate.ts";
import { type InputLocale, parseDecimalInput } from "../../../lib/decimalInput.ts";
import { fractionDigits, integerDigits, sameDecimal, toUnits } from "../../../lib/decimal.ts";

export type FieldRule =
  | { kind: "text"; max: number; required?: boolean }
  /** A decimal with at most `scale` decimals and `precision - scale` integer digits. */
  | { kind: "decimal"; precision: number; scale: number; min?: "zero" | "positive"; max?: number }
  | { kind: "date"; min?: string; max?: string }
  | { kind: "iban" }
  | { kind: "bic" }
  | { kind: "currency" }
  /** A row id, an enum value or a flag: taken as chosen. */
  | { kind: "choice" };

/** Money as the database stores it: numeric(15, 2). */
export const AMOUNT: FieldRule = { kind: "decimal", precision: 15, scale: 2 };
export const NON_NEGATIVE_AMOUNT: FieldRule = { kind: "decimal", precision: 15, scale: 2, min: "zero" };
export const PERCENT: FieldRule = { kind: "decimal", precision: 5, scale: 2, min: "zero", max: 100 };

export type ApiValue = string | boolean | null;
export type RawValue = string | boolean | null | undefined;

/** The value the API receives for a field's raw form value (undefined: the text is invalid). */
export function apiValueOf(rule: FieldRule, raw: RawValue, locale: InputLocale): ApiValue | undefined {
  if (typeof raw === "boolean") return raw;
  if (raw === null || raw === undefined) return null;
  switch (rule.kind) {
    case "text":
      return raw.trim() === "" ? null : raw.trim();
    case "decimal":
      return parseDecimalInput(raw, locale);
    case "date":
      return parseDateInput(raw, locale);
    case "iban":
      return normalizeIban(raw) || null;
    case "bic":
      return raw.replace(/\s+/g, "").toUpperCase() || null;
    case "currency":
      return raw.trim().toUpperCase() || null;
    case "choice":
      return raw === "" ? null : raw;
  }
}

/** Whether the raw values mean the same stored value ("1.000,00" and "1000" do). */
export function sameValue(rule: FieldRule, a: RawValue, b: RawValue, locale: InputLocale): boolean {
  const left = apiValueOf(rule, a, locale);
  const right = apiValueOf(rule, b, locale);
  if (left === undefined || right === undefined) return a === b;
  if (rule.kind === "decimal" && typeof left === "string" && typeof right === "string") return sameDecimal(left, right);
  return left === right;
}

/** A validation message: a translation key of the documentReview namespace, optionally with
 * its parameters after a "|" as JSON (zod messages are strings). */
export function validationMessage(key: string, params?: Record<string, string | number>): string {
  return params ? `documentReview.validation.${key}|${JSON.stringify(params)}` : `documentReview.validation.${key}`;
}

/** The message of the first rule the value breaks, or null. */
export function fieldProblem(rule: FieldRule, raw: RawValue, locale: InputLocale): string | null {
  if (typeof raw === "boolean") return null;
  const text = raw ?? "";
  switch (rule.kind) {
    case "text": {
      const value = text.trim();
      if (rule.required && value === "") return validationMessage("required");
      return value.length > rule.max ? validationMessage("tooLong", { max: rule.max }) : null;
    }
    case "decimal": {
      const value = parseDecimalInput(text, locale);
      if (value === null) return null;
      if (value === undefined) return validationMessage("invalidNumber");
      if (fractionDigits(value) > rule.scale) return validationMessage("tooManyDecimals", { max: rule.scale });
      if (integerDigits(value) > rule.precision - rule.scale) return validationMessage("numberTooLarge");
      if (rule.min === "zero" && value.startsWith("-")) return validationMessage("mustNotBeNegative");
      if (rule.min === "positive" && (value.startsWith("-") || sameDecimal(value, "0")))
        return validationMessage("mustBePositive");
      if (rule.max !== undefined && toUnits(value, rule.scale) > toUnits(String(rule.max), rule.scale))
        return validationMessage("percentOutOfRange");
      return null;
    }
    case "date": {
      const value = parseDateInput(text, locale);
      if (value === null) return null;
      if (value === undefined) return validationMessage("invalidDate");
      if ((rule.min && value < rule.min) || (rule.max && value > rule.max)) return validationMessage("dateOutOfRange");
      return null;
    }
    case "iban":
      return text.trim() !== "" && !isValidIban(text) ? validationMessage("invalidIban") : null;
    case "bic":
      return text.trim() !== "" && !isValidBic(text) ? validationMessage("invalidBic") : null;
    case "currency":
      return /^[A-Z]{3}$/.test(text.trim().toUpperCase()) ? null : validationMessage("invalidCurrency");
    case "choice":
      return null;
  }
}

/** Adds a custom issue at `path` (for the object-level checks of a form schema). */
export function addIssue(ctx: RefinementCtx, path: (string | number)[], message: string) {
  ctx.addIssue({ code: "custom", path, message });
}

/**
 * Validates the fields of `values` by their rules: only those that differ from `initial`
 * (what was stored when the form was filled), as the database only checks what a change
 * touches; without `initial` every field.
 */
export function checkFields<T extends object>(
  rules: { [K in keyof T]?: FieldRule },
  values: T,
  initial: T | undefined,
  locale: InputLocale,
  ctx: RefinementCtx,
  pathPrefix: (string | number)[] = [],
) {
  for (const name of Object.keys(rules) as (keyof T & string)[]) {
    const rule = rules[name]!;
    const raw = values[name] as RawValue;
    if (initial && sameValue(rule, raw, initial[name] as RawValue, locale)) continue;
    const problem = fieldProblem(rule, raw, locale);
    if (problem) addIssue(ctx, [...pathPrefix, name], problem);
  }
}

/** The changed fields as an API patch: { field: value } for each field whose stored value
 * differs. Fields whose text is invalid are left out (the schema refuses them first). */
export function patchOf<T extends object>(
  rules: { [K in keyof T]?: FieldRule },
  values: T,
  initial: T,
  locale: InputLocale,
): Partial<Record<keyof T & string, ApiValue>> {
  const patch: Partial<Record<keyof T & string, ApiValue>> = {};
  for (const name of Object.keys(rules) as (keyof T & string)[]) {
    const rule = rules[name]!;
    if (sameValue(rule, values[name] as RawValue, initial[name] as RawValue, locale)) continue;
    const value = apiValueOf(rule, values[name] as RawValue, locale);
    if (value !== undefined) patch[name] = value;
  }
  return patch;
}
