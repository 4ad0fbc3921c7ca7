import { Button, Loader, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconArrowLeft, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { CenteredMessage } from "../../../ui/CenteredMessage.tsx";

export type AuthStatusState = { kind: "working"; message: string } | { kind: "error"; title: string; message: string };

export interface AuthStatusProps {
  status: AuthStatusState;
  onRetry: () => void;
}

/** The sign-in and sign-out pages' two looks: a spinner with a line of text, or an error
 * with a Retry. */
export function AuthStatus({ status, onRetry }: AuthStatusProps) {
  const { t } = useTranslation();
  if (status.kind === "working") {
    return (
      <Stack align="center" justify="center" gap="md" py={{ base: 64, sm: 120 }} role="status" aria-live="polite">
        <Loader size="md" />
        <Text c="dimmed">{status.message}</Text>
      </Stack>
    );
  }
  return (
    <CenteredMessage
      color="red"
      icon={<IconAlertTriangle size={36} stroke={1.6} />}
      title={status.title}
      description={<span role="alert">{status.message}</span>}
      actions={
        <>
          <Button leftSection={<IconRefresh size={18} />} onClick={onRetry}>
            {t("auth.retry")}
          </Button>
          <Button variant="default" component="a" href="/" leftSection={<IconArrowLeft size={18} />}>
            {t("auth.backHome")}
          </Button>
        </>
      }
    />
  );
}
