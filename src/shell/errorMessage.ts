import type { TFunction } from "i18next";
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
    if (isTranslatedCode(error.code)) return t(`error.codes.${error.code}`);
  }
  return t("error.codes.UNKNOWN");
}

/** A code's text for people (a raw code is never shown): its error.codes text, else the
 * generic one. */
export function errorCodeText(code: string, t: TFunction): string {
  return isTranslatedCode(code) ? t(`error.codes.${code}`) : t("error.codes.UNKNOWN");
}

/** The technical detail worth showing small (for a support request), if any. */
export function errorDetailOf(error: unknown): string | undefined {
  if (isGraphQLRequestError(error) && error.code === "REFUSED") return undefined;
  return error instanceof Error && error.message ? error.message : undefined;
}
