import type { Client } from "graphql-ws";
import { type GraphQLResponse, Observable, type SubscribeFunction } from "relay-runtime";
import { activeSubscriptions, realtimeConnectionState } from "./connectionState.ts";
import { type GraphQLErrorPayload, GraphQLRequestError } from "./GraphQLRequestError.ts";
import { GRAPHQL_PATH } from "./network.ts";
import { persistedOperationId } from "./persistedOperation.ts";

export const RETRY_WAIT_MS = 3_000;
/** Close code our server uses when the upgrade request has no valid session. */
const FORBIDDEN_CLOSE_CODE = 4403;

const closeCodeOf = (event: unknown): number | undefined =>
  event && typeof event === "object" && "code" in event && typeof event.code === "number" ? event.code : undefined;

export function graphqlWsUrl(location: Pick<Location, "protocol" | "host"> = window.location): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${GRAPHQL_PATH}`;
}

/** Close code for "Retry now": the client drops the socket and reconnects at once. */
const RESTART_CLOSE_CODE = 4205;

// "Retry now" (realtime banner): ends a pending retry wait at once, or restarts the socket.
let endRetryWait: (() => void) | undefined;
let skipNextRetryWait = false;
let currentSocket: WebSocket | undefined;

function waitBeforeRetry(): Promise<void> {
  if (skipNextRetryWait) {
    skipNextRetryWait = false;
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(finish, RETRY_WAIT_MS);
    function finish() {
      clearTimeout(timer);
      endRetryWait = undefined;
      resolve();
    }
    endRetryWait = finish;
  });
}

/** Reconnects the realtime connection now instead of after the 3 s retry wait. */
export function retryRealtimeConnectionNow(): void {
  if (endRetryWait) {
    endRetryWait();
    return;
  }
  if (currentSocket && currentSocket.readyState !== WebSocket.CLOSED) {
    skipNextRetryWait = true;
    currentSocket.close(RESTART_CLOSE_CODE, "Client Restart");
  }
}

/** The realtime client; graphql-ws loads with the first subscription, not with the page. */
export async function createSubscriptionClient(url: string = graphqlWsUrl()): Promise<Client> {
  const { createClient } = await import("graphql-ws");
  const client = createClient({
    url,
    lazy: true,
    retryAttempts: Infinity,
    retryWait: waitBeforeRetry,
    // Retry whatever broke the connection, except a refused session: signing in again is
    // needed there, and hammering the server would not help.
    shouldRetry: (errOrCloseEvent) => closeCodeOf(errOrCloseEvent) !== FORBIDDEN_CLOSE_CODE,
  });
  client.on("connecting", (isRetry) => {
    realtimeConnectionState.set(isRetry ? "disconnected" : "connecting");
  });
  client.on("opened", (socket) => {
    currentSocket = socket as WebSocket;
  });
  client.on("connected", () => realtimeConnectionState.set("connected"));
  client.on("closed", (event) => {
    // 1000 is the lazy client closing an unused socket on purpose.
    realtimeConnectionState.set(closeCodeOf(event) === 1000 ? "idle" : "disconnected");
  });
  return client;
}

let sharedClient: Promise<Client> | undefined;
function subscriptionClient(): Promise<Client> {
  if (!sharedClient) {
    const created = createSubscriptionClient();
    sharedClient = created;
    // A chunk that failed to load is fetched again by the next subscription.
    created.catch(() => {
      if (sharedClient === created) sharedClient = undefined;
    });
  }
  return sharedClient;
}

function toError(error: unknown): Error {
  if (Array.isArray(error)) return GraphQLRequestError.fromErrors(error as GraphQLErrorPayload[]);
  if (error instanceof Error) return error;
  const code = closeCodeOf(error);
  return new GraphQLRequestError(`The realtime connection closed${code ? ` (${code})` : ""}.`, {
    code: "NETWORK_ERROR",
    cause: error,
  });
}

/** Relay's subscribe function: the same persisted id as HTTP, sent in `extensions.doc_id`;
 * graphql-ws 6 insists on a string `query`, so it is empty. */
export const subscribeGraphQL: SubscribeFunction = (params, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let id: string;
    try {
      id = persistedOperationId(params);
    } catch (error) {
      sink.error(error as Error);
      return;
    }
    activeSubscriptions.increment();
    let ended = false;
    let unsubscribe: (() => void) | undefined;
    subscriptionClient().then(
      (client) => {
        if (ended) return;
        unsubscribe = client.subscribe(
          { query: "", operationName: params.name, variables, extensions: { doc_id: id } },
          {
            next: (result) => {
              if (result.errors?.length) sink.error(GraphQLRequestError.fromErrors(result.errors));
              else sink.next(result as GraphQLResponse);
            },
            error: (error) => sink.error(toError(error)),
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => {
        if (!ended) sink.error(toError(error));
      },
    );
    return () => {
      ended = true;
      activeSubscriptions.decrement();
      unsubscribe?.();
    };
  });
