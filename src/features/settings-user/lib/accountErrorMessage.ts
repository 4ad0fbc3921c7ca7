import type { TFunction } from "i18next";
import { isGraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { errorMessageOf } from "../../../shell/errorMessage.ts";

/** Codes of AccountSecurityPlugin's refusals, each with a text under settingsUser.errors. */
const ACCOUNT_ERROR_CODES = [
  "NOT_SIGNED_IN",
  "PASSWORD_SIGN_IN_NOT_AVAILABLE",
  "NOT_WHILE_IMPERSONATING",
  "INVALID_INPUT",
  "WRONG_PASSWORD",
  "INVALID_CODE",
  "ACCOUNT_LOCKED",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "PASSWORD_IS_EMAIL",
  "PASSWORD_UNCHANGED",
  "TOTP_ALREADY_ENABLED",
  "TOTP_NOT_ENABLED",
  "TOTP_ENROLMENT_EXPIRED",
] as const;
type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

const isAccountErrorCode = (code: unknown): code is AccountErrorCode =>
  typeof code === "string" && (ACCOUNT_ERROR_CODES as readonly string[]).includes(code);

/** The translated sentence for a failed settings mutation. */
export function accountErrorMessage(error: unknown, t: TFunction): string {
  if (isGraphQLRequestError(error) && isAccountErrorCode(error.code)) return t(`settingsUser.errors.${error.code}`);
  return errorMessageOf(error, t);
}
