import { useTranslation } from "react-i18next";
import { SettingsForbidden } from "../../../ui/settings/SettingsMessages.tsx";

/** The client overview is for an accounting firm's staff and super admins only. */
export function ForbiddenForNonStaff() {
  const { t } = useTranslation();
  return <SettingsForbidden description={t("settingsClients.forbidden")} />;
}
