import { Badge, Button } from "@mantine/core";
import { IconArrowLeft, IconBarrierBlock } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import type de from "../i18n/locales/de/common.json";
import { CenteredMessage } from "../ui/CenteredMessage.tsx";
import { usePageTitle } from "../ui/usePageTitle.ts";

/** The areas of the application, named in the `areas` translations. */
export type AppArea = keyof (typeof de)["areas"];

export interface ComingSoonPageProps {
  area: AppArea;
}

/** The one placeholder for routes whose feature is not built yet. */
export function ComingSoonPage({ area }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const areaName = t(`areas.${area}`);
  usePageTitle(areaName);
  return (
    <CenteredMessage
      icon={<IconBarrierBlock size={36} stroke={1.6} />}
      eyebrow={
        <Badge variant="light" size="lg" radius="sm" mx="auto">
          {t("comingSoon.badge")}
        </Badge>
      }
      title={t("comingSoon.title", { area: areaName })}
      description={t("comingSoon.description")}
      actions={
        <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} />}>
          {t("comingSoon.backHome")}
        </Button>
      }
    />
  );
}
