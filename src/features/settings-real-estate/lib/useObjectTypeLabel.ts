import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { REAL_ESTATE_OBJECT_TYPES, type RealEstateObjectTypeValue } from "../forms/realEstateObjectFormSchema.ts";

/** The name of an object type in the current language (an unknown future value: "other"). */
export function useObjectTypeLabel() {
  const { t } = useTranslation();
  return useCallback(
    (type: string) =>
      (REAL_ESTATE_OBJECT_TYPES as readonly string[]).includes(type)
        ? t(`settingsRealEstate.types.${type as RealEstateObjectTypeValue}`)
        : t("settingsRealEstate.types.OTHER"),
    [t],
  );
}
