import type { TFunction } from "i18next";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import {
  refusalText as sharedRefusalText,
  useServerRefusal as useSharedServerRefusal,
} from "../../../ui/useServerRefusal.ts";
import { FIELD_OF_CONSTRAINT, type RefusalSubject, refusalMessageKey } from "../lib/serverRefusal.ts";

const KEY_OF = {
  moneyAccount: (refusal: Parameters<typeof refusalMessageKey>[0]) => refusalMessageKey(refusal, "moneyAccount"),
  moneyCategory: (refusal: Parameters<typeof refusalMessageKey>[0]) => refusalMessageKey(refusal, "moneyCategory"),
} as const;

/** The text of a refused bank-settings mutation in the current language. */
export function refusalText(error: unknown, subject: RefusalSubject, t: TFunction): string {
  return sharedRefusalText(error, KEY_OF[subject], t);
}

/** The shared refusal handling (src/ui/useServerRefusal.ts) with the bank settings' texts. */
export function useServerRefusal<T extends FieldValues>(
  setError: UseFormSetError<T>,
  formFields: ReadonlySet<string>,
  subject: RefusalSubject,
) {
  return useSharedServerRefusal(setError, formFields, KEY_OF[subject], FIELD_OF_CONSTRAINT);
}
