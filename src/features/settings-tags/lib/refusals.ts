import i18next from "i18next";
import type { RefusalKeyOf } from "../../../ui/useServerRefusal.ts";

/** The text of a refusal on the tags page: its own text for the code, else the refused
 * constraint's message, else the common text; null leaves it to the generic text. */
export const refusalKeyOf: RefusalKeyOf = (refusal) => {
  if (i18next.exists(`settingsTags.refusals.${refusal.code}`)) return `settingsTags.refusals.${refusal.code}`;
  if (refusal.constraint && i18next.exists(`constraints.${refusal.constraint}`))
    return `constraints.${refusal.constraint}`;
  if (i18next.exists(`error.codes.${refusal.code}`)) return `error.codes.${refusal.code}`;
  return null;
};
