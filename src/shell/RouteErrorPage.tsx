import { Button, Text } from "@mantine/core";
import { IconAlertTriangle, IconArrowLeft, IconRefresh } from "@tabler/icons-react";
import { type ErrorComponentProps, Link, useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { CenteredMessage } from "../ui/CenteredMessage.tsx";
import { errorDetailOf, errorMessageOf } from "../relay/errorText.ts";
import { usePageTitle } from "../ui/usePageTitle.ts";

/** A route's loader or page failed: a readable message, the detail, Retry and a way home. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  usePageTitle(t("error.pageTitle"));
  const detail = errorDetailOf(error);
  return (
    <CenteredMessage
      color="red"
      icon={<IconAlertTriangle size={36} stroke={1.6} />}
      title={t("error.title")}
      description={
        <>
          {errorMessageOf(error, t)}
          {detail ? (
            <Text component="span" display="block" mt="sm" fz="xs" ff="monospace" c="dimmed">
              {detail}
            </Text>
          ) : null}
        </>
      }
      actions={
        <>
          {/* invalidate() re-runs the loaders and resets the error boundary */}
          <Button leftSection={<IconRefresh size={18} />} onClick={() => void router.invalidate()}>
            {t("error.retry")}
          </Button>
          <Button variant="default" component={Link} to="/" leftSection={<IconArrowLeft size={18} />}>
            {t("error.backHome")}
          </Button>
        </>
      }
    />
  );
}
