import { useTranslation } from "react-i18next";
import { SettingsFeatureOff, SettingsForbidden, SettingsNotFound } from "../../../ui/settings/SettingsMessages.tsx";

// The wizard pages' own texts for the settings kit's views (spec part 2 §6: admins, and the
// company's wizardWorkflowAndApprovals feature).

const K = "settingsWizards";

export function WizardForbidden() {
  const { t } = useTranslation();
  return <SettingsForbidden title={t(`${K}.forbidden.title`)} description={t(`${K}.forbidden.description`)} />;
}

export function WizardFeatureOff() {
  const { t } = useTranslation();
  return <SettingsFeatureOff title={t(`${K}.featureOff`)} />;
}

export function WizardNotFound({ backHref }: { backHref: string }) {
  const { t } = useTranslation();
  return <SettingsNotFound back={{ href: backHref, label: t(`${K}.backToList`) }} />;
}
