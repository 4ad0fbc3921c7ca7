import { Alert, Button, Group, Text } from "@mantine/core";
import { IconPlugConnectedX, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export interface RealtimeAlertProps {
  /** Disconnected (with a button to retry now); else still connecting. */
  isDisconnected: boolean;
  onRetry: () => void;
}

/** What the realtime banner shows (./RealtimeBanner.tsx decides when). */
export function RealtimeAlert({ isDisconnected, onRetry }: RealtimeAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      role="status"
      radius={0}
      py={8}
      color={isDisconnected ? "orange" : "blue"}
      variant="light"
      icon={<IconPlugConnectedX size={18} />}
      style={{ position: "sticky", top: "var(--app-shell-header-offset, 0)", zIndex: 10 }}
    >
      <Group gap="md" justify="space-between" wrap="wrap">
        <Text fz="sm">{isDisconnected ? t("shell.realtime.disconnected") : t("shell.realtime.connecting")}</Text>
        {isDisconnected ? (
          <Button
            size="compact-sm"
            variant="white"
            color="orange"
            leftSection={<IconRefresh size={14} />}
            onClick={onRetry}
          >
            {t("shell.realtime.retryNow")}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
