import type { TFunction } from "i18next";
import { translateError } from "../../../relay/errorText.ts";

// Refusals of the banking mutations (raised by their SQL functions and triggers as codes) have
// a sentence under banking.errors; anything else gets the application's general text.

/** The translated sentence for a failed banking mutation. */
export function bankingErrorMessage(error: unknown, t: TFunction): string {
  return translateError(error, t, { feature: "banking.errors" });
}
