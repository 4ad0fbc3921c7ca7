import type { ParseKeys, TFunction } from "i18next";

/** Form messages (of the schemas and of server refusals) are translation keys; this is their
 * text in the current language. */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  return message ? t(message as ParseKeys) : undefined;
}
