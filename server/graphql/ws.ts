import type { Server } from "node:http";
import {
  GraphQLError,
  type GraphQLSchema,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
} from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { execute as grafastExecute, hookArgs, subscribe as grafastSubscribe } from "postgraphile/grafast";
import { type WebSocket, WebSocketServer } from "ws";
import { type AppSession, SESSION_ENDED_CHANNEL, type SessionEndedSource } from "../auth/sessions.ts";
import type { Logger } from "../logger.ts";
import { makeMaskError } from "./errors.ts";
import { checkVariables, GRAPHQL_LIMITS, maxSelectionDepthRule, stripSuggestions } from "./limits.ts";
import { type QueryMap, resolveOperation } from "./persisted.ts";

type WsExtra = {
  appSession?: AppSession | null;
};

/** How often open sockets are checked against the sessions table (a safety net: an ended
 * session is announced on SESSION_ENDED_CHANNEL and its sockets are closed at once). */
export const SESSION_RECHECK_MS = 60_000;

export { SESSION_ENDED_CHANNEL, type SessionEndedSource };

/** graphql-ws's close code for "Unauthorized" (CloseCode.Unauthorized). */
export const CLOSE_UNAUTHORIZED = 4401;

/** The longest delay setTimeout accepts; later expiries are caught by the periodic check. */
const MAX_TIMER_MS = 2_147_483_647;

/** A browser page of another site must not open a socket with our cookie (cross-site
 * WebSocket hijacking): the Origin, when sent, must be our own host. */
export function isSameOrigin(origin: string | undefined, host: string | undefined, allowed: string[]): boolean {
  if (!origin) return true;
  try {
    const o = new URL(origin);
    if (host && o.host === host) return true;
    return allowed.some((a) => new URL(a).host === o.host);
  } catch {
    return false;
  }
}

/**
 * graphql-ws on the same server and path as HTTP GraphQL. Authenticated by the session
 * cookie of the upgrade request when the socket opens. A socket whose session has ended (logout,
 * "sign out everywhere", password change, revocation, expiry) is closed with 4401 at once: the
 * database announces every deleted session on SESSION_ENDED_CHANNEL, a timer covers expiry, and
 * every socket is checked again each minute as a safety net.
 * Operations are checked against the persisted map like HTTP ones (Yoga's plugin covers only
 * HTTP), and executed by Grafast with the same preset.
 */
export function attachGraphqlWs(opts: {
  server: Server;
  schema: GraphQLSchema;
  resolvedPreset: GraphileConfig.ResolvedPreset;
  queryMap: QueryMap;
  persistedOnly: boolean;
  introspection: boolean;
  /** Strip "Did you mean …?" hints from error messages (production). */
  hideSuggestions: boolean;
  allowedOrigins: string[];
  /**
   * Largest message in bytes (JSON_BODY_MAX_KILOBYTES, like an HTTP body): a bigger frame closes
   * the socket (1009) before it is buffered or parsed, so a stranger cannot stall the event loop
   * with JSON.parse of tens of megabytes (the ws default would be 100 MB).
   */
  maxMessageBytes: number;
  authenticate: (cookieHeader: string | undefined) => Promise<AppSession | null>;
  /** LISTEN on SESSION_ENDED_CHANNEL; without it sockets are only checked every minute. */
  sessionEvents?: SessionEndedSource;
  logger: Logger;
}) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: opts.maxMessageBytes });
  opts.server.on("upgrade", (req, socket, head) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/graphql" || !isSameOrigin(req.headers.origin, req.headers.host, opts.allowedOrigins)) {
      socket.write("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
  });

  /** Sockets opened with a session: the cookie to check again, the session it named, and the
   * timer that closes it when the session expires. */
  const signedIn = new Map<
    WebSocket,
    { cookie: string | undefined; sessionId: string; expiry: ReturnType<typeof setTimeout> | null }
  >();
  const forget = (socket: WebSocket) => {
    const entry = signedIn.get(socket);
    if (entry?.expiry) clearTimeout(entry.expiry);
    signedIn.delete(socket);
  };
  const closeUnauthorized = (socket: WebSocket) => {
    forget(socket);
    socket.close(CLOSE_UNAUTHORIZED, "Unauthorized");
  };
  /** Checks the sockets against the sessions table and closes those whose session has ended. */
  const recheckSockets = async (sockets: WebSocket[]) => {
    await Promise.all(
      sockets.map(async (socket) => {
        const entry = signedIn.get(socket);
        if (!entry) return;
        const session = await opts.authenticate(entry.cookie).catch(() => undefined);
        if (session === undefined) return; // the database did not answer: try again next time
        if (!session || session.sessionId !== entry.sessionId) closeUnauthorized(socket);
      }),
    );
  };
  const recheck = () => recheckSockets([...signedIn.keys()]);
  const timer = setInterval(() => void recheck(), SESSION_RECHECK_MS);
  timer.unref();

  // An ended session (announced by the database after its transaction committed) closes its
  // sockets at once. The announcement only triggers a check: a socket is closed only when the
  // sessions table says so, whoever sent the notification.
  let listening: AsyncIterator<string> | null = null;
  let stopped = false;
  const listen = async (source: SessionEndedSource) => {
    while (!stopped) {
      try {
        listening = await source.subscribe(SESSION_ENDED_CHANNEL);
        for (;;) {
          const next = await listening.next();
          if (next.done) break;
          const sessionId = next.value;
          const sockets = [...signedIn].filter(([, e]) => e.sessionId === sessionId).map(([socket]) => socket);
          if (sockets.length > 0) await recheckSockets(sockets);
        }
      } catch (e) {
        if (stopped) return;
        opts.logger.warn({ err: (e as Error).message }, "listening for ended sessions failed; retrying");
        await new Promise((r) => setTimeout(r, 1000).unref());
      }
    }
  };
  if (opts.sessionEvents) void listen(opts.sessionEvents);

  const rules = [
    ...specifiedRules,
    maxSelectionDepthRule(GRAPHQL_LIMITS.maxSelectionDepth),
    ...(opts.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
  /** Production answers name no schema fields ("Did you mean …?") to whoever asks. */
  const hideHints = (errors: readonly GraphQLError[]) =>
    opts.hideSuggestions
      ? errors.map((e) => new GraphQLError(stripSuggestions(e.message), { nodes: e.nodes, extensions: e.extensions }))
      : errors;
  const maskError = makeMaskError(opts.logger);

  const disposable = useServer<Record<string, unknown>, WsExtra>(
    {
      schema: opts.schema,
      execute: grafastExecute as never,
      subscribe: grafastSubscribe as never,
      // Visitors without a session may connect (the handshake completes) but run as
      // app_anonymous: every subscription field checks the company under RLS and refuses.
      onConnect: async (ctx) => {
        const session = await opts.authenticate(ctx.extra.request.headers.cookie).catch(() => null);
        ctx.extra.appSession = session;
        if (session) {
          const socket = ctx.extra.socket;
          // An expiring session closes its sockets when it expires, not up to a minute later.
          const left = session.expiresAt ? session.expiresAt.getTime() - Date.now() : null;
          const expiry =
            left !== null && left < MAX_TIMER_MS ? setTimeout(() => void recheckSockets([socket]), left + 50) : null;
          expiry?.unref();
          signedIn.set(socket, { cookie: ctx.extra.request.headers.cookie, sessionId: session.sessionId, expiry });
        }
        return true;
      },
      onClose: (ctx) => {
        forget(ctx.extra.socket);
      },
      onSubscribe: async (ctx, _id, payload) => {
        const resolved = resolveOperation(opts.queryMap, opts.persistedOnly, payload as never);
        if ("error" in resolved) return [resolved.error];
        const tooLarge = checkVariables(payload.variables);
        if (tooLarge) return [tooLarge];
        let document;
        try {
          document = parse(resolved.query);
        } catch (e) {
          return [e instanceof GraphQLError ? e : new GraphQLError("The operation could not be parsed.")];
        }
        const errors = validate(opts.schema, document, rules);
        if (errors.length > 0) return hideHints(errors);
        return (await hookArgs({
          schema: opts.schema,
          document,
          operationName: payload.operationName ?? undefined,
          variableValues: payload.variables ?? undefined,
          contextValue: {},
          resolvedPreset: opts.resolvedPreset,
          requestContext: { appSession: ctx.extra.appSession ?? null },
        } as never)) as never;
      },
      onNext: (_ctx, _id, _payload, _args, result) => {
        if (!result.errors?.length) return result;
        return {
          ...result,
          errors: hideHints(result.errors.map((e) => maskError(e, "Unexpected error.") as GraphQLError)),
        };
      },
    },
    wss,
    12_000,
  );

  return {
    /** Closes every socket with 1001 "Going away" (clients reconnect to another server). */
    close: () => {
      clearInterval(timer);
      stopped = true;
      void listening?.return?.();
      for (const socket of [...signedIn.keys()]) forget(socket);
      return disposable.dispose();
    },
    /** Checks every signed-in socket's session now (the timer does it every minute). */
    recheckSessions: recheck,
  };
}
