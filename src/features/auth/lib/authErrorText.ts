import type { TFunction } from "i18next";
import { translateError } from "../../../relay/errorText.ts";

/** The text of a sign-in failure (an AuthFlowError, a refused GraphQL request, a network
 * failure): the sign-in's own under auth.errors, else the common one, else the sign-in's
 * generic text. */
export function authErrorText(error: unknown, t: TFunction): string {
  return translateError(error, t, { feature: "auth.errors", fallback: "auth.errors.UNKNOWN" });
}
