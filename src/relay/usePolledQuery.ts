import { useEffect } from "react";
import { fetchQuery, type GraphQLTaggedNode, useRelayEnvironment } from "react-relay";
import type { OperationType } from "relay-runtime";

/** Asks a small query at once, then every `intervalMs` while the page is visible, at once when
 * the tab is shown again, and whenever `variables` or `refreshKey` change; the answer goes into
 * the store, where the components read it. A failed poll keeps the last answer (the next one
 * tries again). For counts that have no subscription (notifications, approval requests). */
export function usePolledQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T["variables"],
  intervalMs: number,
  refreshKey?: string,
) {
  const environment = useRelayEnvironment();
  const variablesKey = JSON.stringify(variables);
  useEffect(() => {
    const poll = () => {
      if (document.visibilityState === "hidden") return;
      fetchQuery<T>(environment, query, JSON.parse(variablesKey) as T["variables"], {
        fetchPolicy: "network-only",
      }).subscribe({ error: () => undefined });
    };
    poll();
    const timer = window.setInterval(poll, intervalMs);
    const onVisible = () => {
      if (document.visibilityState === "visible") poll();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [environment, query, variablesKey, intervalMs, refreshKey]);
}
