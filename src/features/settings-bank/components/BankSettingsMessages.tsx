import { IconArrowLeft, IconBuildingBank, IconLock, IconSearchOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../shell/usePageTitle.ts";
import { CenteredMessage } from "../../../ui/CenteredMessage.tsx";
import { HrefButton } from "./HrefLinks.tsx";

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
  const title = t(`settingsBank.forbidden.${reason}.title`);
  usePageTitle(title);
  return (
    <CenteredMessage
      color="gray"
      icon={<IconLock size={36} stroke={1.6} />}
      title={title}
      description={t(`settingsBank.forbidden.${reason}.description`)}
      actions={
        backHref ? (
          <HrefButton href={backHref} variant="default" leftSection={<IconArrowLeft size={18} />}>
            {t("settingsBank.forbidden.back")}
          </HrefButton>
        ) : null
      }
    />
  );
}

/** Cash books exist only with the company's cash account feature (spec part 2, settings). */
export function CashBooksFeatureOff() {
  const { t } = useTranslation();
  const title = t("settingsBank.cashFeatureOff.title");
  usePageTitle(title);
  return (
    <CenteredMessage
      color="gray"
      icon={<IconBuildingBank size={36} stroke={1.6} />}
      title={title}
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
  usePageTitle(title);
  return (
    <CenteredMessage
      color="gray"
      icon={<IconSearchOff size={36} stroke={1.6} />}
      title={title}
      description={description}
      actions={
        <HrefButton href={backHref} leftSection={<IconArrowLeft size={18} />}>
          {backLabel}
        </HrefButton>
      }
    />
  );
}
