import type { TFunction } from "i18next";
import { isGraphQLRequestError } from "../relay/GraphQLRequestError.ts";

const TRANSLATED_CODES = [
  "NETWORK_ERROR",
  "HTTP_ERROR",
  "FORBIDDEN",
  "ALREADY_EXISTS",
  "REFERENCE_NOT_FOUND",
  "NOT_FOUND",
  "VALUE_REQUIRED",
  "INVALID_VALUE",
  "INVALID_FORMAT",
  "VALUE_TOO_LONG",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_ONLY",
  "INTERNAL_SERVER_ERROR",
  "YOU_DONT_HAVE_ACCESS_TO_CLIENT_COMPANY_OR_IT_DOESNT_EXIST",
] as const;
type TranslatedCode = (typeof TRANSLATED_CODES)[number];

const isTranslatedCode = (code: unknown): code is TranslatedCode =>
  typeof code === "string" && (TRANSLATED_CODES as readonly string[]).includes(code);

/** A sentence a person can act on. Errors are translated by their code; REFUSED carries a
 * message our own database functions wrote for people; anything else gets a generic text
 * (the technical message is for the details line, not the headline). */
export function errorMessageOf(error: unknown, t: TFunction): string {
  if (isGraphQLRequestError(error)) {
    if (error.code === "REFUSED" && error.message) return error.message;
    if (isTranslatedCode(error.code)) return t(`error.codes.${error.code}`);
  }
  return t("error.codes.UNKNOWN");
}

/** The technical detail worth showing small (for a support request), if any. */
export function errorDetailOf(error: unknown): string | undefined {
  if (isGraphQLRequestError(error) && error.code === "REFUSED") return undefined;
  return error instanceof Error && error.message ? error.message : undefined;
}
