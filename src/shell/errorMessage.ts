import i18next, { type TFunction } from "i18next";
import type { AppResources } from "../i18n/appResources.ts";
import deCommon from "../i18n/locales/de/common.json";
import { isGraphQLRequestError } from "../relay/GraphQLRequestError.ts";

type TranslatedCode = Exclude<keyof AppResources["error"]["codes"], "UNKNOWN">;

/** Every error code with a sentence in `error.codes` (the German resources are the reference;
 * the parity test keeps English complete): the server's REST codes (server/api/errors.ts), the
 * GraphQL error mapping's codes and the client's own (NETWORK_ERROR, HTTP_ERROR). A test
 * checks that every code the server defines is here. */
export const TRANSLATED_CODES = Object.keys(deCommon.error.codes).filter(
  (code): code is TranslatedCode => code !== "UNKNOWN",
);

export const isTranslatedCode = (code: unknown): code is TranslatedCode =>
  typeof code === "string" && (TRANSLATED_CODES as readonly string[]).includes(code);

/** The values a coded error carries for its sentence (a limit, seconds to wait, …). */
function paramsOf(extensions: Record<string, unknown> | undefined): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(extensions ?? {})) {
    if (key !== "code" && (typeof value === "number" || typeof value === "string")) params[key] = value;
  }
  return params;
}

/** The sentence for a code the server (REST or GraphQL) sent, with its parameters. */
export function codeMessageOf(code: unknown, t: TFunction, params?: Record<string, unknown>): string {
  if (isTranslatedCode(code)) return t(`error.codes.${code}`, paramsOf(params));
  return t("error.codes.UNKNOWN");
}

/** A sentence a person can act on. Errors are translated by their code; REFUSED carries a
 * message our own database functions wrote for people; anything else gets a generic text
 * (the technical message is for the details line, not the headline). */
export function errorMessageOf(error: unknown, t: TFunction): string {
  if (isGraphQLRequestError(error)) {
    if (error.code === "REFUSED" && error.message) return error.message;
    const constraint = constraintMessageOf(error, t);
    if (constraint) return constraint;
    return codeMessageOf(error.code, t, error.errors[0]?.extensions);
  }
  return t("error.codes.UNKNOWN");
}

/** A code's text for people (a raw code is never shown): its error.codes text, else the
 * generic one. */
export function errorCodeText(code: string, t: TFunction): string {
  return isTranslatedCode(code) ? t(`error.codes.${code}`) : t("error.codes.UNKNOWN");
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
