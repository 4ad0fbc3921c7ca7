import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

/** A graphql-ws client that sends the session cookie (and optionally an Origin) on upgrade. */
export function wsClient(url: string, cookie?: string, origin?: string): Client {
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) } });
    }
  }
  return createClient({ url, webSocketImpl: CookieWebSocket, retryAttempts: 0, lazy: true });
}

export interface Collected {
  events: unknown[];
  errors: string[];
  done: Promise<void>;
  dispose: () => void;
}

/** Errors arrive as GraphQL error objects, Error instances or a socket CloseEvent. */
function describeError(e: unknown): string {
  if (e && typeof e === "object") {
    const o = e as { message?: unknown; code?: unknown; reason?: unknown };
    if (typeof o.message === "string") return o.message;
    if (o.code !== undefined) return `closed ${String(o.code)} ${String(o.reason ?? "")}`;
  }
  return String(e);
}

export function collect(
  client: Client,
  payload: { query: string; variables?: Record<string, unknown>; extensions?: Record<string, unknown> },
): Collected {
  const events: unknown[] = [];
  const errors: string[] = [];
  let resolveDone!: () => void;
  const done = new Promise<void>((r) => (resolveDone = r));
  const dispose = client.subscribe(payload, {
    next: (v) => (v.errors ? errors.push(...v.errors.map(describeError)) : events.push(v.data)),
    error: (e) => {
      errors.push(...(Array.isArray(e) ? e : [e]).map(describeError));
      resolveDone();
    },
    complete: () => resolveDone(),
  });
  return { events, errors, done, dispose };
}
