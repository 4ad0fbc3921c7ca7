import { useTranslation } from "react-i18next";
import { SettingsFeatureOff, SettingsForbidden, SettingsNotFound } from "../../../ui/settings/SettingsMessages.tsx";

// Spec part 2 §6: rules are for admins of a company with the rules feature.

const K = "settingsRules";

export function RulesForbidden() {
  const { t } = useTranslation();
  return <SettingsForbidden title={t(`${K}.forbidden.title`)} description={t(`${K}.forbidden.description`)} />;
}

export function RulesFeatureOff() {
  const { t } = useTranslation();
  return <SettingsFeatureOff title={t(`${K}.featureOff`)} />;
}

export function RulesNotFound({ backHref }: { backHref: string }) {
  const { t } = useTranslation();
  return <SettingsNotFound back={{ href: backHref, label: t(`${K}.backToList`) }} />;
}
