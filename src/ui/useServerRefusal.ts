import i18next, { type TFunction } from "i18next";
import { useCallback, useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../relay/errorText.ts";
import { type FieldOfConstraint, type ServerRefusal, serverRefusalOf } from "../relay/serverRefusal.ts";

/** Codes whose text says only "a value is not valid": the refused constraint's own message says more. */
const GENERIC_CODES = new Set(["INVALID_VALUE", "VALUE_REQUIRED", "REFERENCE_NOT_FOUND", "INVALID_FORMAT"]);

/** A form's own texts for refusals: the translation key for a refusal, or null for the common text. */
export type RefusalKeyOf = (refusal: ServerRefusal) => string | null;

/** The translation key of a refusal: the constraint's message for generic codes, else the form's own. */
export function refusalKey(refusal: ServerRefusal, keyOf: RefusalKeyOf): string | null {
  const constraintKey = refusal.constraint ? `constraints.${refusal.constraint}` : null;
  if (constraintKey && GENERIC_CODES.has(refusal.code) && i18next.exists(constraintKey)) return constraintKey;
  return keyOf(refusal);
}

/** The text of a refused mutation in the current language. */
export function refusalText(error: unknown, keyOf: RefusalKeyOf, t: TFunction): string {
  const key = refusalKey(serverRefusalOf(error, new Set()), keyOf);
  return key ? (t as unknown as (key: string) => string)(key) : errorMessageOf(error, t);
}

/**
 * Shows a refused save: at the field it names when the form has that field (the person's
 * input stays; the field gets the focus), otherwise as the form's message.
 */
export function useServerRefusal<T extends FieldValues>(
  setError: UseFormSetError<T>,
  formFields: ReadonlySet<string>,
  keyOf: RefusalKeyOf,
  fieldOfConstraint: FieldOfConstraint = {},
) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const handleRefusal = useCallback(
    (error: unknown) => {
      const refusal = serverRefusalOf(error, formFields, fieldOfConstraint);
      const key = refusalKey(refusal, keyOf);
      if (refusal.field && key) {
        setError(refusal.field as Path<T>, { type: "server", message: key }, { shouldFocus: true });
        setFormError(null);
      } else {
        setFormError(key ? (t as unknown as (key: string) => string)(key) : errorMessageOf(error, t));
      }
    },
    [setError, formFields, keyOf, fieldOfConstraint, t],
  );
  return { formError, setFormError, handleRefusal };
}
