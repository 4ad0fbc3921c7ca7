import { useTranslation } from "react-i18next";
import { SettingsFeatureOff, SettingsForbidden, SettingsNotFound } from "../../../ui/settings/SettingsMessages.tsx";

// The bank settings pages' own texts for the settings kit's views.

export type ForbiddenReason = "banking" | "createCategory";

export interface BankSettingsForbiddenProps {
  reason: ForbiddenReason;
  /** Where "back" leads (e.g. the category list); none: no button. */
  backHref?: string;
}

/** Spec part 2 §6/§8: bank settings need banking access; creating money categories needs
 * accounting access, otherwise this forbidden view is shown. */
export function BankSettingsForbidden({ reason, backHref }: BankSettingsForbiddenProps) {
  const { t } = useTranslation();
  return (
    <SettingsForbidden
      title={t(`settingsBank.forbidden.${reason}.title`)}
      description={t(`settingsBank.forbidden.${reason}.description`)}
      back={backHref ? { href: backHref, label: t("settingsBank.forbidden.back") } : undefined}
    />
  );
}

/** Cash books exist only with the company's cash account feature (spec part 2, settings). */
export function CashBooksFeatureOff() {
  const { t } = useTranslation();
  return (
    <SettingsFeatureOff
      title={t("settingsBank.cashFeatureOff.title")}
      description={t("settingsBank.cashFeatureOff.description")}
    />
  );
}

export interface BankSettingsNotFoundProps {
  title: string;
  description: string;
  backHref: string;
  backLabel: string;
}

/** A detail page whose row does not exist (any more) or belongs to another company. */
export function BankSettingsNotFound({ title, description, backHref, backLabel }: BankSettingsNotFoundProps) {
  return <SettingsNotFound back={{ href: backHref, label: backLabel }} title={title} description={description} />;
}
