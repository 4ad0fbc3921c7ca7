import { useTranslation } from "react-i18next";
import { useCodeText } from "../../../ui/useErrorText.ts";
import { TITLE_MAX_LENGTH } from "../forms/accountingItemsFormSchema.ts";
import { ACCOUNTING_REFUSAL_TEXTS } from "../lib/serverRefusal.ts";

type ErrorKey = "documentAccounting.errors.required";

/** The text of a form error: a schema key ("required") or a server refusal ("server:CODE"). */
export function useErrorText() {
  const { t } = useTranslation();
  const refusalText = useCodeText(ACCOUNTING_REFUSAL_TEXTS);
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (message.startsWith("server:")) return refusalText(message.slice("server:".length));
    return t(`documentAccounting.errors.${message}` as ErrorKey, {
      max: TITLE_MAX_LENGTH,
      defaultValue: t("documentAccounting.errors.invalid"),
    });
  };
}
