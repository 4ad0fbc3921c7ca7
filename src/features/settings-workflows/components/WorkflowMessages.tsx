import { useTranslation } from "react-i18next";
import { SettingsForbidden, SettingsNotFound } from "../../../ui/settings/SettingsMessages.tsx";

const K = "settingsWorkflows";

/** Workflows are set up by the company's admins (spec part 2 §6: admin gates workflows). */
export function WorkflowsForbidden() {
  const { t } = useTranslation();
  return <SettingsForbidden description={t(`${K}.forbidden`)} />;
}

export function WorkflowNotFound({ backHref }: { backHref: string }) {
  const { t } = useTranslation();
  return <SettingsNotFound back={{ href: backHref, label: t(`${K}.backToList`) }} description={t(`${K}.notFound`)} />;
}
