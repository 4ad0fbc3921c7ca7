import type { TFunction } from "i18next";
import { useCallback, useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../shell/errorMessage.ts";
import { type RefusalSubject, refusalMessageKey, serverRefusalOf } from "../lib/serverRefusal.ts";

/** The text of a refused mutation in the current language. */
export function refusalText(error: unknown, subject: RefusalSubject, t: TFunction): string {
  const key = refusalMessageKey(serverRefusalOf(error, new Set()), subject);
  return key ? t(key) : errorMessageOf(error, t);
}

/**
 * Shows a refused save: at the field it names when the form has that field (the person's
 * input stays; the field gets the focus), otherwise as the form's message.
 */
export function useServerRefusal<T extends FieldValues>(
  setError: UseFormSetError<T>,
  formFields: ReadonlySet<string>,
  subject: RefusalSubject,
) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const handleRefusal = useCallback(
    (error: unknown) => {
      const refusal = serverRefusalOf(error, formFields);
      const key = refusalMessageKey(refusal, subject);
      if (refusal.field && key) {
        setError(refusal.field as Path<T>, { type: "server", message: key }, { shouldFocus: true });
        setFormError(null);
      } else {
        setFormError(key ? t(key) : errorMessageOf(error, t));
      }
    },
    [setError, formFields, subject, t],
  );
  return { formError, setFormError, handleRefusal };
}
