import { useTranslation } from "react-i18next";
import { SettingsFeatureOff, SettingsForbidden, SettingsNotFound } from "../../../ui/settings/SettingsMessages.tsx";

// The accounting pages' own texts for the settings kit's views.

const K = "settingsAccountingPartners";

/** Spec part 2 §6: accounting settings need accounting access; otherwise this forbidden view. */
export function AccountingForbidden() {
  const { t } = useTranslation();
  return <SettingsForbidden title={t(`${K}.forbidden.title`)} description={t(`${K}.forbidden.description`)} />;
}

export type AccountingFeature = "costCenters" | "costUnits" | "euOss";

/** Cost centres, cost units and EU OSS exist only with the company's feature (spec part 2, settings). */
export function AccountingFeatureOff({ feature }: { feature: AccountingFeature }) {
  const { t } = useTranslation();
  return <SettingsFeatureOff title={t(`${K}.featureOff.${feature}`)} />;
}

export interface AccountingNotFoundProps {
  backHref: string;
  backLabel: string;
}

/** A detail page whose row does not exist (any more) or belongs to another company. */
export function AccountingNotFound({ backHref, backLabel }: AccountingNotFoundProps) {
  return <SettingsNotFound back={{ href: backHref, label: backLabel }} />;
}
