import { createServer, type Server } from "node:http";
import type { GraphQLSchema } from "graphql";
import { Hono } from "hono";
import type pg from "pg";
import { readCookie, SessionStore } from "./auth/sessions.ts";
import { SandboxProvider } from "./banking/xs2a/sandbox/sandboxProvider.ts";
import type { Config } from "./config.ts";
import { makeBlobStorage } from "./files/makeBlobStorage.ts";
import { loadQueryMap, type QueryMap } from "./graphql/persisted.ts";
import { installClient } from "./http/install/client.ts";
import { installJsonCompression } from "./http/install/compression.ts";
import { installGraphql, type SchemaBuilder } from "./http/install/graphql.ts";
import { installGuard } from "./http/install/guard.ts";
import { describeRequest, installLogging } from "./http/install/logging.ts";
import { installOidc } from "./http/install/oidc.ts";
import { HttpPipeline } from "./http/install/pipeline.ts";
import { installRest } from "./http/install/rest.ts";
import { installRoutes } from "./http/install/routes.ts";
import { installSecurityHeaders } from "./http/install/securityHeaders.ts";
import { makeIntegrationProviders } from "./integrations/makeIntegrationProviders.ts";
import { SecretBox } from "./integrations/secretBox.ts";
import type { Logger } from "./logger.ts";
import { mailInboundDomainOf } from "./mail/inbound/inboundDomain.ts";
import { type InboundMailServer, startInboundMailServer } from "./mail/inbound/inboundServer.ts";
import type { MailTransport } from "./mail/mailTransport.ts";
import { startJobRunner } from "./worker/jobRunner.ts";

export interface AppDeps {
  config: Config;
  logger: Logger;
  ownerPool: pg.Pool;
  authPool: pg.Pool;
  /** Persisted operations; defaults to persisted-queries/queryMap.json. */
  queryMap?: QueryMap;
  /** Outgoing e-mail; defaults to the one configured (SMTP or the outbox directory). */
  mail?: MailTransport;
  /** The inbound SMTP server's port instead of MAIL_INBOUND_PORT (0: any free port; tests). */
  mailInboundPort?: number;
  /** How PostGraphile's schema is built (tests share one per database structure); default makeSchema. */
  buildSchema?: SchemaBuilder;
}

export interface App {
  server: Server;
  schema: GraphQLSchema;
  sessions: SessionStore;
  /** Closes WebSockets whose session has ended (runs every minute on its own). */
  recheckSocketSessions: () => Promise<void>;
  listen: () => Promise<number>;
  /** The port the inbound SMTP server (documents by e-mail) listens on; null while it is off. */
  mailInboundPort: () => number | null;
  close: () => Promise<void>;
}

/**
 * Assembles the server: one node:http server carrying GraphQL over HTTP (Yoga + Grafast),
 * graphql-ws on the same path, the REST API under /api/*, and the SPA; plus the job worker
 * unless WORKER_ENABLED=false (then `npm run worker` runs the jobs in processes of their own).
 * Each part is installed by its module in server/http/install, in the order requests pass them.
 */
export async function makeApp(deps: AppDeps): Promise<App> {
  const { config, logger, ownerPool, authPool } = deps;
  const sessions = new SessionStore(ownerPool, config.session.maxAgeDays);
  const sessionOf = (cookieHeader: string | undefined) =>
    sessions.fromToken(readCookie(cookieHeader, config.session.cookieName));
  const blobs = makeBlobStorage(config);
  // Bank access (DESIGN decision 13): the embedded sandbox bank unless switched off.
  const xs2aProvider = config.bankAccess.provider === "sandbox" ? await SandboxProvider.start(ownerPool) : null;
  // Integrations (DESIGN decision 13): each connector's sandbox unless its *_BASE_URL is set.
  const integrationProviders = makeIntegrationProviders(config);
  const integrationSecrets = SecretBox.load({ secretKey: config.integrations.secretKey, dataDir: config.dataDir });
  const jobs = config.worker.enabled
    ? await startJobRunner({ config, logger, ownerPool, blobs, xs2aProvider, mail: deps.mail, integrationProviders })
    : null;

  // The addresses' domain every request of this process answers with (null: intake is off here).
  const mailInboundDomain = mailInboundDomainOf(config, deps.mailInboundPort);

  const pipeline = new HttpPipeline(describeRequest);
  installLogging(pipeline, { logger });
  installSecurityHeaders(pipeline, { config });
  installGuard(pipeline, { config });
  installJsonCompression(pipeline);
  // The identity provider under /oidc (its paths and /graphql never overlap).
  const oidc = await installOidc(pipeline, { config, logger, ownerPool });
  const graphql = await installGraphql(pipeline, {
    config,
    logger,
    ownerPool,
    authPool,
    queryMap: deps.queryMap ?? loadQueryMap(),
    sessions,
    sessionOf,
    localJwks: oidc?.localJwks ?? null,
    mailInboundDomain,
    buildSchema: deps.buildSchema,
  });
  const root = new Hono({ strict: false });
  installRest(root, {
    config,
    logger,
    ownerPool,
    authPool,
    sessions,
    sessionOf,
    blobs,
    xs2aProvider,
    integrationProviders,
    integrationSecrets,
    worker: jobs?.worker ?? null,
    builtInIssuer: oidc !== null,
    mailInboundPort: () => inbound?.port ?? null,
    mailInboundDomain,
  });
  installClient(root);
  installRoutes(pipeline, root, { logger });

  const server = createServer((req, res) => void pipeline.handle(req, res));
  server.keepAliveTimeout = 65_000;
  const ws = graphql.attachWebSockets(server);

  // Documents by e-mail: the inbound SMTP server runs beside HTTP in the web process.
  let inbound: InboundMailServer | null = null;
  const inboundPort = deps.mailInboundPort ?? config.mailInbound.port;
  const startInbound = async () => {
    if (mailInboundDomain === null) return;
    try {
      inbound = await startInboundMailServer({
        ownerPool,
        blobs,
        logger,
        host: config.host,
        port: inboundPort,
        domain: config.mailInbound.domain,
        maxMessageBytes: config.mailInbound.maxBytes,
        maxFileBytes: config.capture.maxUploadBytes,
        defaultQuotaBytes: config.capture.defaultStorageQuotaBytes,
        ownAddresses: [config.mail.from.replace(/^.*<([^>]+)>$/, "$1").toLowerCase()],
      });
    } catch (error) {
      // The web application runs on without it (e.g. the port is taken by another process of
      // the same configuration, which then receives the mail); the reason is logged.
      logger.error(
        { err: (error as Error).message, port: inboundPort },
        "mail intake: the inbound SMTP server could not start; documents by e-mail are off",
      );
    }
  };

  return {
    server,
    schema: graphql.schema,
    sessions,
    listen: async () => {
      const port = await new Promise<number>((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.port, config.host, () => {
          const address = server.address();
          resolve(typeof address === "object" && address ? address.port : config.port);
        });
      });
      await startInbound();
      return port;
    },
    mailInboundPort: () => inbound?.port ?? null,
    recheckSocketSessions: () => ws.recheckSessions(),
    close: async () => {
      logger.debug("closing the inbound SMTP server");
      await inbound?.close();
      inbound = null;
      logger.debug("closing WebSocket connections");
      await ws.close();
      sessions.stop();
      logger.debug("closing HTTP server");
      // Finish requests in flight, then cut what is left after a grace period.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), 5000);
      await closed;
      clearTimeout(timer);
      await jobs?.close();
      logger.debug("releasing GraphQL database services");
      await graphql.release();
    },
  };
}
