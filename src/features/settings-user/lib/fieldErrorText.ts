import type { ParseKeys, TFunction } from "i18next";

/** The messages of our form schemas are translation keys; this is their text. */
export function fieldErrorText(t: TFunction, message: string | undefined, count?: number): string | undefined {
  if (!message) return undefined;
  return count === undefined ? t(message as ParseKeys) : t(message as ParseKeys, { count });
}
