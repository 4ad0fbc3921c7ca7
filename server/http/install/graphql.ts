import type { Server } from "node:http";
import type { GraphQLSchema } from "graphql";
import type pg from "pg";
import { makeSchema } from "postgraphile";
import { AccountSecurity } from "../../auth/accountSecurity.ts";
import { AppAuth } from "../../auth/appAuth.ts";
import { Credentials } from "../../auth/credentials.ts";
import { makeIdTokenVerifier } from "../../auth/idToken.ts";
import type { publicJwks } from "../../auth/oidcStore.ts";
import { type AppSession, readCookie, type SessionStore } from "../../auth/sessions.ts";
import type { Config } from "../../config.ts";
import { makePreset } from "../../graphql/graphile.config.ts";
import type { QueryMap } from "../../graphql/persisted.ts";
import { attachGraphqlWs } from "../../graphql/ws.ts";
import { makeYoga } from "../../graphql/yoga.ts";
import type { Logger } from "../../logger.ts";
import type { HttpPipeline } from "./pipeline.ts";

export interface GraphqlDeps {
  config: Config;
  logger: Logger;
  ownerPool: pg.Pool;
  authPool: pg.Pool;
  queryMap: QueryMap;
  sessions: SessionStore;
  sessionOf: (cookieHeader: string | undefined) => Promise<AppSession | null>;
  /** The built-in identity provider's public keys (null with an external issuer). */
  localJwks: ReturnType<typeof publicJwks> | null;
  /** The inbound mail domain of this process (null: intake is off here), see mailInboundDomainOf. */
  mailInboundDomain: string | null;
  /** Builds PostGraphile's schema from the preset; by default `makeSchema` (it introspects the
   * database). See SchemaBuilder. */
  buildSchema?: SchemaBuilder;
}

/**
 * Builds the GraphQL schema of a preset. `key` names everything of the preset but its
 * database pool: two presets with the same key over databases of the same structure give the
 * same schema (its plans reach the database through the request context, which the resolved
 * preset of each server fills with its own pool and settings).
 */
export type SchemaBuilder = (
  preset: GraphileConfig.Preset,
  key: string,
) => Promise<{ schema: GraphQLSchema; resolvedPreset: GraphileConfig.ResolvedPreset }>;

/**
 * GraphQL over HTTP on /graphql (Yoga + Grafast over PostGraphile's schema). The WebSocket side
 * (graphql-ws on the same path) is attached once the HTTP server exists; subscriptions and ended
 * sessions arrive through PostgreSQL's LISTEN, so every server process hears every event.
 */
export async function installGraphql(pipeline: HttpPipeline, deps: GraphqlDeps) {
  const { config, logger } = deps;
  const presetOptions = {
    sourceFileProcessingLimit: config.capture.processingLimit,
    customExtractionService: config.capture.customExtractionUrl !== null,
    mailInboundDomain: deps.mailInboundDomain,
  };
  const { schema, resolvedPreset } = await (deps.buildSchema ?? makeSchema)(
    makePreset(deps.authPool, presetOptions),
    JSON.stringify(presetOptions),
  );
  // Validated sessions are answered from memory for a few seconds; every process sharing the
  // database hears ended sessions through PostGraphile's LISTEN connection (it reconnects itself).
  const pgSubscriber = resolvedPreset.pgServices?.[0]?.pgSubscriber ?? undefined;
  if (pgSubscriber) {
    deps.sessions.listen(pgSubscriber, (err) =>
      logger.warn({ err: err.message }, "listening for ended sessions failed; retrying"),
    );
  }
  const appAuth = new AppAuth({
    ownerPool: deps.ownerPool,
    sessions: deps.sessions,
    cookie: { name: config.session.cookieName, maxAgeDays: config.session.maxAgeDays, secure: config.session.secure },
    verifyIdToken: makeIdTokenVerifier({
      issuerUrl: config.oidc.issuerUrl,
      clientId: config.oidc.clientId,
      localJwks: deps.localJwks ?? undefined,
    }),
    isBuiltInIssuer: config.oidc.builtIn,
  });
  const accountSecurity = new AccountSecurity({
    ownerPool: deps.ownerPool,
    onSessionsEnded: (ids) => deps.sessions.forget(ids),
    credentials: new Credentials(deps.ownerPool),
    isBuiltInIssuer: config.oidc.builtIn,
  });
  const yoga = makeYoga({
    schema,
    resolvedPreset,
    queryMap: deps.queryMap,
    persistedOnly: config.graphql.persistedOnly,
    introspection: config.graphql.introspection,
    graphiql: config.env === "development",
    hideSuggestions: config.isProduction,
    maxBodyBytes: config.http.maxJsonBodyBytes,
    logger,
    pool: deps.authPool,
  });

  pipeline.use(async (req, res, { path }, next) => {
    if (path !== "/graphql") return next();
    const appSession = await deps.sessionOf(req.headers.cookie);
    // Yoga's node listener merges this into the server context (beside req and res);
    // its type only names the first two arguments.
    await (yoga.requestListener as (...args: unknown[]) => Promise<void>)(req, res, {
      appSession,
      appAuth,
      accountSecurity,
    });
  });

  return {
    schema: schema as GraphQLSchema,
    /** graphql-ws on the server's /graphql (the upgrade requests). */
    attachWebSockets: (server: Server) =>
      attachGraphqlWs({
        server,
        schema,
        resolvedPreset,
        queryMap: deps.queryMap,
        persistedOnly: config.graphql.persistedOnly,
        introspection: config.graphql.introspection,
        hideSuggestions: config.isProduction,
        allowedOrigins: [config.publicUrl],
        maxMessageBytes: config.http.maxJsonBodyBytes,
        // Sockets are checked against the table itself (not the memory of validated sessions).
        authenticate: (cookieHeader: string | undefined) =>
          deps.sessions.fromToken(readCookie(cookieHeader, config.session.cookieName), { fresh: true }),
        // PostGraphile's LISTEN connection (it reconnects by itself) also hears ended sessions.
        sessionEvents: pgSubscriber,
        logger,
      }),
    /** Releases PostGraphile's database services (its LISTEN connection). */
    release: async () => {
      for (const service of resolvedPreset.pgServices ?? []) await service.release?.();
    },
  };
}
