import i18next, { type TFunction } from "i18next";
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
    const constraint = constraintMessageOf(error, t);
    if (constraint) return constraint;
    if (isTranslatedCode(error.code)) return t(`error.codes.${error.code}`);
  }
  return t("error.codes.UNKNOWN");
}

/**
 * The message of a refused constraint (check, unique, not-null, foreign key) by its name, as
 * the server names it in `extensions.constraint`: every constraint of the database has one in
 * `constraints.*` (a test enumerates them). Null when the error names none or an unknown one.
 */
export function constraintMessageOf(error: unknown, t: TFunction): string | null {
  if (!isGraphQLRequestError(error)) return null;
  const constraint = error.errors[0]?.extensions?.constraint;
  if (typeof constraint !== "string" || !/^[a-z0-9_]+$/.test(constraint)) return null;
  const key = `constraints.${constraint}`;
  return i18next.exists(key) ? (t as unknown as (key: string) => string)(key) : null;
}

/** The technical detail worth showing small (for a support request), if any. */
export function errorDetailOf(error: unknown): string | undefined {
  if (isGraphQLRequestError(error) && error.code === "REFUSED") return undefined;
  // The constraint's own message says it all; its raw text would only repeat it technically.
  if (isGraphQLRequestError(error) && typeof error.errors[0]?.extensions?.constraint === "string") return undefined;
  return error instanceof Error && error.message ? error.message : undefined;
}
