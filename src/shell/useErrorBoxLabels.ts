import { useTranslation } from "react-i18next";
import type { ErrorBoxLabels } from "../ui/ErrorBox.tsx";

/** The error box's texts in the current language. */
export function useErrorBoxLabels(): ErrorBoxLabels {
  const { t } = useTranslation();
  return {
    titleOne: t("errorBox.titleOne"),
    titleMany: t("errorBox.titleMany"),
    more: (count) => t("errorBox.more", { count }),
    dismiss: t("errorBox.dismiss"),
  };
}
