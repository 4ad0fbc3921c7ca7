import { useSyncExternalStore } from "react";

/**
 * State of the realtime (graphql-ws) connection, for the realtime banner.
 * - idle: no socket, because no subscription needs one (lazy client) — nothing to report
 * - connecting: the first attempt of a new connection is under way
 * - connected: the server acknowledged the connection
 * - disconnected: the connection broke; the client retries every 3 s and stays
 *   "disconnected" through those retries until one succeeds
 */
export type ConnectionState = "idle" | "connecting" | "connected" | "disconnected";

export interface ConnectionStateStore {
  getSnapshot: () => ConnectionState;
  subscribe: (listener: () => void) => () => void;
  set: (state: ConnectionState) => void;
}

export function createConnectionStateStore(initial: ConnectionState = "idle"): ConnectionStateStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

/** The application's realtime connection state, fed by the graphql-ws client. */
export const realtimeConnectionState = createConnectionStateStore();

export function useRealtimeConnectionState(): ConnectionState {
  return useSyncExternalStore(realtimeConnectionState.subscribe, realtimeConnectionState.getSnapshot);
}

/** How many subscriptions are open right now: the realtime banner speaks only while some
 * screen relies on the live connection. */
export interface SubscriptionCounter {
  getSnapshot: () => number;
  subscribe: (listener: () => void) => () => void;
  increment: () => void;
  decrement: () => void;
}

export function createSubscriptionCounter(): SubscriptionCounter {
  let count = 0;
  const listeners = new Set<() => void>();
  const set = (next: number) => {
    count = Math.max(0, next);
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => count,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    increment: () => set(count + 1),
    decrement: () => set(count - 1),
  };
}

export const activeSubscriptions = createSubscriptionCounter();

export function useActiveSubscriptionCount(): number {
  return useSyncExternalStore(activeSubscriptions.subscribe, activeSubscriptions.getSnapshot);
}
