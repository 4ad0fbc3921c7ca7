import type { TFunction } from "i18next";
import { translateError } from "../../../relay/errorText.ts";
import type { Xs2aError } from "./xs2aApi.ts";

/** The text for a failed bank-access call: the server's own message (already in the user's
 * language), else the translation of the code (this client's codes under
 * bankConnections.errors), else a generic text. */
export function bankConnectionErrorText(error: Xs2aError, t: TFunction): string {
  if (error.message) return error.message;
  return translateError(error, t, { feature: "bankConnections.errors", fallback: "bankConnections.errors.UNKNOWN" });
}
