import { useCallback, useEffect, useRef, useState } from "react";

/** How often the connections are asked for while a sync runs. */
export const SYNC_POLL_INTERVAL_MS = 2500;
/** A watched sync that shows no end after this long is no longer waited for. */
export const SYNC_WATCH_TIMEOUT_MS = 3 * 60 * 1000;
/** A watched connection not (yet) in the list — just added, or deleted — is waited for this long. */
const MISSING_GRACE_MS = 20 * 1000;

export interface WatchedConnection {
  rowId: string;
  syncActive: boolean;
  lastSynced?: string | null;
}

interface Watch {
  lastSynced: string | null;
  hasSeenActive: boolean;
  startedAt: number;
}

/** Which watches are over: the sync was seen running and has stopped, or the connection's
 * last sync time moved on (the worker sets it also when the sync failed), or it timed out. */
export function settleWatches(
  watches: ReadonlyMap<string, Watch>,
  connections: readonly WatchedConnection[],
  now: number,
): Map<string, Watch> {
  const next = new Map<string, Watch>();
  for (const [rowId, watch] of watches) {
    if (now - watch.startedAt > SYNC_WATCH_TIMEOUT_MS) continue;
    const connection = connections.find((candidate) => candidate.rowId === rowId);
    if (!connection) {
      if (now - watch.startedAt <= MISSING_GRACE_MS) next.set(rowId, watch);
      continue;
    }
    if (connection.syncActive) {
      next.set(rowId, { ...watch, hasSeenActive: true });
      continue;
    }
    const hasMovedOn = (connection.lastSynced ?? null) !== watch.lastSynced;
    if (watch.hasSeenActive || hasMovedOn) continue;
    next.set(rowId, watch);
  }
  return next;
}

const sameWatches = (a: ReadonlyMap<string, Watch>, b: ReadonlyMap<string, Watch>) =>
  a.size === b.size && [...a].every(([rowId, watch]) => b.get(rowId)?.hasSeenActive === watch.hasSeenActive);

/**
 * Follows bank syncs that run in the background (a job on the server): while one is watched
 * or any connection reports syncActive, the connections are loaded again every 2.5 s (not
 * while the tab is hidden), until every sync has ended.
 */
export function useSyncWatch(connections: readonly WatchedConnection[], refresh: () => Promise<void>) {
  const [watches, setWatches] = useState<ReadonlyMap<string, Watch>>(new Map());
  const connectionsRef = useRef(connections);
  useEffect(() => {
    connectionsRef.current = connections;
  }, [connections]);

  const settle = useCallback(() => {
    setWatches((current) => {
      const next = settleWatches(current, connectionsRef.current, Date.now());
      return sameWatches(current, next) ? current : next;
    });
  }, []);

  // Each answer may end a watch.
  useEffect(settle, [connections, settle]);

  const isPolling = watches.size > 0 || connections.some((connection) => connection.syncActive);
  useEffect(() => {
    if (!isPolling) return;
    let isStopped = false;
    let timer: number | undefined;
    const tick = async () => {
      if (!document.hidden) await refresh();
      if (isStopped) return;
      settle();
      timer = window.setTimeout(() => void tick(), SYNC_POLL_INTERVAL_MS);
    };
    timer = window.setTimeout(() => void tick(), SYNC_POLL_INTERVAL_MS);
    return () => {
      isStopped = true;
      window.clearTimeout(timer);
    };
  }, [isPolling, refresh, settle]);

  const watch = useCallback((rowId: string, lastSynced: string | null) => {
    setWatches((current) => new Map(current).set(rowId, { lastSynced, hasSeenActive: false, startedAt: Date.now() }));
  }, []);
  const isWatching = useCallback((rowId: string) => watches.has(rowId), [watches]);
  return { watch, isWatching, isPolling };
}
