import i18next from "i18next";
import type { RefusalKeyOf } from "../../../ui/useServerRefusal.ts";

/** The text of a refusal: the refused constraint's message (e.g. a group name taken), else the
 * common text of the server's code; null leaves it to the generic error text. */
export const refusalKeyOf: RefusalKeyOf = (refusal) => {
  if (refusal.constraint && i18next.exists(`constraints.${refusal.constraint}`))
    return `constraints.${refusal.constraint}`;
  if (i18next.exists(`error.codes.${refusal.code}`)) return `error.codes.${refusal.code}`;
  return null;
};
