import { Alert, Button, Group, Text } from "@mantine/core";
import { IconPlugConnectedX, IconRefresh } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type ConnectionState,
  useActiveSubscriptionCount,
  useRealtimeConnectionState,
} from "../relay/connectionState.ts";
import { retryRealtimeConnectionNow } from "../relay/subscriptions.ts";

/** Spec §9: a state must last this long before the banner reports it. */
export const REALTIME_BANNER_DELAY_MS = 1000;

/** The connection state once it has lasted the delay (brief flickers are not reported). */
export function useSettledConnectionState(
  state: ConnectionState,
  delayMs = REALTIME_BANNER_DELAY_MS,
): ConnectionState | null {
  const [settled, setSettled] = useState<ConnectionState | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(state), delayMs);
    return () => clearTimeout(timer);
  }, [state, delayMs]);
  return settled === state ? settled : null;
}

export interface RealtimeBannerProps {
  onRetry?: () => void;
}

/** Realtime connection banner (spec §4): only while a screen subscribes, and only for
 * connecting or disconnected states that lasted a second. */
export function RealtimeBanner({ onRetry = retryRealtimeConnectionNow }: RealtimeBannerProps) {
  const { t } = useTranslation();
  const state = useRealtimeConnectionState();
  const subscriptionCount = useActiveSubscriptionCount();
  const settled = useSettledConnectionState(state);
  if (subscriptionCount === 0 || (settled !== "connecting" && settled !== "disconnected")) return null;

  const isDisconnected = settled === "disconnected";
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
