import type { ParseKeys, TFunction } from "i18next";

/** The text of a form message: a translation key, optionally with "|" and its parameters as
 * JSON (see validationMessage). */
export function messageText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const at = message.indexOf("|");
  if (at < 0) return t(message as ParseKeys);
  let params: Record<string, unknown> = {};
  try {
    params = JSON.parse(message.slice(at + 1)) as Record<string, unknown>;
  } catch {
    // a message without valid parameters: the text without them
  }
  return t(message.slice(0, at) as ParseKeys, params);
}
