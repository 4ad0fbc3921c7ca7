import { useEffect } from "react";
import { fetchQuery, type GraphQLTaggedNode, useRelayEnvironment } from "react-relay";
import type { OperationType, VariablesOf } from "relay-runtime";

/**
 * While `isActive`, fetches the query again every `intervalMs` (after the previous answer,
 * so requests never pile up; skipped while the tab is hidden). The answers go into the Relay
 * store, so every component showing the data updates in place; stops when idle.
 */
export function useLiveRefresh<TQuery extends OperationType>(
  isActive: boolean,
  query: GraphQLTaggedNode,
  variables: VariablesOf<TQuery>,
  intervalMs: number,
): void {
  const environment = useRelayEnvironment();
  const variablesKey = JSON.stringify(variables);
  useEffect(() => {
    if (!isActive) return;
    let isStopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let subscription: { unsubscribe: () => void } | undefined;
    const schedule = () => {
      if (!isStopped) timer = setTimeout(tick, intervalMs);
    };
    const tick = () => {
      if (document.hidden) {
        schedule();
        return;
      }
      // On demand: live refresh of a shown page's query when the server reports a change.
      subscription = fetchQuery<TQuery>(environment, query, JSON.parse(variablesKey) as VariablesOf<TQuery>, {
        fetchPolicy: "network-only",
      }).subscribe({ complete: schedule, error: schedule });
    };
    schedule();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [isActive, environment, query, variablesKey, intervalMs]);
}
