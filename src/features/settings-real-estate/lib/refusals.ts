import i18next from "i18next";
import type { RefusalKeyOf } from "../../../ui/useServerRefusal.ts";

/** The text of a refusal on the object pages: the page's own text for the code, else the refused
 * constraint's message, else the common text of the code; null leaves it to the generic text. */
export const refusalKeyOf: RefusalKeyOf = (refusal) => {
  if (i18next.exists(`settingsRealEstate.refusals.${refusal.code}`))
    return `settingsRealEstate.refusals.${refusal.code}`;
  if (refusal.constraint && i18next.exists(`constraints.${refusal.constraint}`))
    return `constraints.${refusal.constraint}`;
  if (i18next.exists(`error.codes.${refusal.code}`)) return `error.codes.${refusal.code}`;
  return null;
};
