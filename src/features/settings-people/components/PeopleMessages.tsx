import { useTranslation } from "react-i18next";
import { SettingsFeatureOff, SettingsForbidden, SettingsNotFound } from "../../../ui/settings/SettingsMessages.tsx";

const K = "settingsPeople";

/** The users settings are for the company's admins (spec part 2 §6: users (admin)). */
export function PeopleForbidden() {
  const { t } = useTranslation();
  return <SettingsForbidden description={t(`${K}.forbidden`)} />;
}

/** User groups need the company's userGroup feature. */
export function PeopleFeatureOff() {
  const { t } = useTranslation();
  return (
    <SettingsFeatureOff
      title={t(`${K}.userGroups.featureOff.title`)}
      description={t(`${K}.userGroups.featureOff.description`)}
    />
  );
}

export function PeopleNotFound({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  const { t } = useTranslation();
  return <SettingsNotFound back={{ href: backHref, label: backLabel }} description={t(`${K}.notFound`)} />;
}
