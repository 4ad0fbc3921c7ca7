import { useEffect, useState } from "react";
import {
  type ConnectionState,
  useActiveSubscriptionCount,
  useRealtimeConnectionState,
} from "../relay/connectionState.ts";
import { retryRealtimeConnectionNow } from "../relay/subscriptions.ts";
import { lazyPart } from "../ui/lazyPart.tsx";

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

// The banner's code arrives once the first screen is up: the banner is needed when the
// connection is lost, when loading code may fail too.
const RealtimeAlert = lazyPart(() => import("./RealtimeAlert.tsx").then((module) => module.RealtimeAlert), {
  preloadWhenIdle: true,
});

export interface RealtimeBannerProps {
  onRetry?: () => void;
}

/** Realtime connection banner (spec §4): only while a screen subscribes, and only for
 * connecting or disconnected states that lasted a second. */
export function RealtimeBanner({ onRetry = retryRealtimeConnectionNow }: RealtimeBannerProps) {
  const state = useRealtimeConnectionState();
  const subscriptionCount = useActiveSubscriptionCount();
  const settled = useSettledConnectionState(state);
  if (subscriptionCount === 0 || (settled !== "connecting" && settled !== "disconnected")) return null;
  return <RealtimeAlert isDisconnected={settled === "disconnected"} onRetry={onRetry} />;
}
