import type { TFunction } from "i18next";
import { translateError } from "../../../relay/errorText.ts";

/** The translated sentence for a failed settings mutation: AccountSecurityPlugin's refusals
 * have a text under settingsUser.errors. */
export function accountErrorMessage(error: unknown, t: TFunction): string {
  return translateError(error, t, { feature: "settingsUser.errors" });
}
