import { Button } from "@mantine/core";
import { IconArrowLeft, IconMapQuestion } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { CenteredMessage } from "../ui/CenteredMessage.tsx";
import { usePageTitle } from "../ui/usePageTitle.ts";

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t("notFound.pageTitle"));
  return (
    <CenteredMessage
      color="gray"
      icon={<IconMapQuestion size={36} stroke={1.6} />}
      title={t("notFound.title")}
      description={t("notFound.description")}
      actions={
        <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} />}>
          {t("notFound.backHome")}
        </Button>
      }
    />
  );
}
