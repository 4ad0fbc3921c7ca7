import { IconArrowLeft, IconLock, IconSearchOff, IconToggleLeft } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../usePageTitle.ts";
import { CenteredMessage } from "../CenteredMessage.tsx";
import { HrefButton } from "../HrefLinks.tsx";

// The views a settings page shows instead of itself: forbidden (the spec's gates, part 2 §6 —
// the server refuses too), its feature switched off, its row not found. A page passes the
// texts that say which access or feature it needs; the rest is common.

export interface SettingsBack {
  href: string;
  label: string;
}

function BackButton({ back, variant }: { back: SettingsBack | undefined; variant?: "default" }) {
  if (!back) return null;
  return (
    <HrefButton href={back.href} variant={variant} leftSection={<IconArrowLeft size={18} />}>
      {back.label}
    </HrefButton>
  );
}

export interface SettingsForbiddenProps {
  /** Which access the page needs, e.g. "These settings need accounting access …". */
  description?: ReactNode;
  title?: string;
  back?: SettingsBack;
}

/** The page is not for the signed-in user in this company. */
export function SettingsForbidden({ title, description, back }: SettingsForbiddenProps) {
  const { t } = useTranslation();
  const heading = title ?? t("settingsPages.forbidden.title");
  usePageTitle(heading);
  return (
    <CenteredMessage
      color="gray"
      icon={<IconLock size={36} stroke={1.6} />}
      title={heading}
      description={description ?? t("settingsPages.forbidden.description")}
      actions={<BackButton back={back} variant="default" />}
    />
  );
}

export interface SettingsFeatureOffProps {
  /** e.g. "Cost centres are not switched on". */
  title: string;
  description?: ReactNode;
}

/** The page belongs to a feature the company does not have. */
export function SettingsFeatureOff({ title, description }: SettingsFeatureOffProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <CenteredMessage
      color="gray"
      icon={<IconToggleLeft size={36} stroke={1.6} />}
      title={title}
      description={description ?? t("settingsPages.featureOff.description")}
    />
  );
}

export interface SettingsNotFoundProps {
  back: SettingsBack;
  title?: string;
  description?: ReactNode;
}

/** A detail page whose row does not exist (any more) or belongs to another company. */
export function SettingsNotFound({ back, title, description }: SettingsNotFoundProps) {
  const { t } = useTranslation();
  const heading = title ?? t("settingsPages.notFound.title");
  usePageTitle(heading);
  return (
    <CenteredMessage
      color="gray"
      icon={<IconSearchOff size={36} stroke={1.6} />}
      title={heading}
      description={description ?? t("settingsPages.notFound.description")}
      actions={<BackButton back={back} />}
    />
  );
}
