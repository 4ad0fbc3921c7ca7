import { useCallback } from "react";
import { useTranslation } from "react-i18next";

type EnumGroup = "documentTypes" | "bookingTypes" | "vatTypes" | "categories" | "internalNumberModes";

/** The translated label of an enum value the server sent; an unknown value reads as itself. */
export function useEnumLabel() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (group: EnumGroup, value: string) => {
      const key = `settingsAccountingLedger.${group}.${value}`;
      return i18n.exists(key) ? (t as unknown as (key: string) => string)(key) : value;
    },
    [t, i18n],
  );
}
