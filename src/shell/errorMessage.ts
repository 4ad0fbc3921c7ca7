import i18next, { type TFunction } from "i18next";
import de from "../i18n/de.json";
import { isGraphQLRequestError } from "../relay/GraphQLRequestError.ts";

type TranslatedCode = keyof (typeof de)["error"]["codes"];

/** Every code with a text under error.codes (the server's coded errors; a test keeps them
 * complete in both languages). */
export const isTranslatedCode = (code: unknown): code is TranslatedCode =>
  typeof code === "string" && Object.hasOwn(de.error.codes, code);

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
