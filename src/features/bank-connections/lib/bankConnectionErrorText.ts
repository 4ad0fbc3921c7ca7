import type { TFunction } from "i18next";
import { XS2A_CLIENT_ERROR_CODES, type Xs2aError } from "./xs2aApi.ts";

/** The text for a failed bank-access call: the server's own message (already in the user's
 * language), else our translation of the code, else a generic text. */
export function bankConnectionErrorText(error: Xs2aError, t: TFunction): string {
  if (error.message) return error.message;
  const code = XS2A_CLIENT_ERROR_CODES.find((known) => known === error.code) ?? "UNKNOWN";
  return t(`bankConnections.errors.${code}`);
}
