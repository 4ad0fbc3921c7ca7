import { useTranslation } from "react-i18next";
import { TITLE_MAX_LENGTH } from "../forms/accountingItemsFormSchema.ts";
import { KNOWN_REFUSAL_CODES } from "../lib/serverRefusal.ts";

type ErrorKey = "documentAccounting.errors.required";
type RefusalKey = "documentAccounting.refusals.UNKNOWN";

/** The text of a form error: a schema key ("required") or a server refusal ("server:CODE"). */
export function useErrorText() {
  const { t } = useTranslation();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (message.startsWith("server:")) {
      const code = message.slice("server:".length);
      return KNOWN_REFUSAL_CODES.has(code)
        ? t(`documentAccounting.refusals.${code}` as RefusalKey)
        : t("documentAccounting.refusals.UNKNOWN");
    }
    return t(`documentAccounting.errors.${message}` as ErrorKey, {
      max: TITLE_MAX_LENGTH,
      defaultValue: t("documentAccounting.errors.invalid"),
    });
  };
}
