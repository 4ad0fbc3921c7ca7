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
import type { AppSession } from "../auth/sessions.ts";
import type { Logger } from "../logger.ts";
import { makeMaskError } from "./errors.ts";
import { checkVariables, GRAPHQL_LIMITS, maxSelectionDepthRule, stripSuggestions } from "./limits.ts";
import { type QueryMap, resolveOperation } from "./persisted.ts";

type WsExtra = {
  appSession?: AppSession | null;
};

/** How often open sockets are checked against the sessions table. */
export const SESSION_RECHECK_MS = 60_000;

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
 * cookie of the upgrade request when the socket opens, and again every minute: a socket whose
 * session has ended (logout, "sign out everywhere", password change) is closed with 4401.
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
  authenticate: (cookieHeader: string | undefined) => Promise<AppSession | null>;
  logger: Logger;
}) {
  const wss = new WebSocketServer({ noServer: true });
  opts.server.on("upgrade", (req, socket, head) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/graphql" || !isSameOrigin(req.headers.origin, req.headers.host, opts.allowedOrigins)) {
      socket.write("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
  });

  /** Sockets opened with a session: the cookie to check again, and the session it named. */
  const signedIn = new Map<WebSocket, { cookie: string | undefined; sessionId: string }>();
  const recheck = async () => {
    await Promise.all(
      [...signedIn].map(async ([socket, { cookie, sessionId }]) => {
        const session = await opts.authenticate(cookie).catch(() => undefined);
        if (session === undefined) return; // the database did not answer: try again next time
        if (!session || session.sessionId !== sessionId) {
          signedIn.delete(socket);
          socket.close(4401, "Unauthorized");
        }
      }),
    );
  };
  const timer = setInterval(() => void recheck(), SESSION_RECHECK_MS);
  timer.unref();

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
        if (session)
          signedIn.set(ctx.extra.socket, { cookie: ctx.extra.request.headers.cookie, sessionId: session.sessionId });
        return true;
      },
      onClose: (ctx) => {
        signedIn.delete(ctx.extra.socket);
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
      return disposable.dispose();
    },
    /** Checks every signed-in socket's session now (the timer does it every minute). */
    recheckSessions: recheck,
  };
}
