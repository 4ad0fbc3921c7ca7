import i18next from "i18next";
import type { RefusalKeyOf } from "../../../ui/useServerRefusal.ts";

/** The text of a refusal: this feature's own text for the code, the refused constraint's
 * message, else the server code's common text; null leaves it to the generic error text. */
export const refusalKeyOf: RefusalKeyOf = (refusal) => {
  if (i18next.exists(`settingsPartners.refusals.${refusal.code}`)) return `settingsPartners.refusals.${refusal.code}`;
  if (refusal.constraint && i18next.exists(`constraints.${refusal.constraint}`))
    return `constraints.${refusal.constraint}`;
  if (i18next.exists(`error.codes.${refusal.code}`)) return `error.codes.${refusal.code}`;
  return null;
};
