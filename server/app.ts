import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import { getRequestListener } from "@hono/node-server";
import { bodyLimit } from "hono/body-limit";
import { serveStatic } from "@hono/node-server/serve-static";
import type { GraphQLSchema } from "graphql";
import { Hono } from "hono";
import type pg from "pg";
import { makeSchema } from "postgraphile";
import { activityRoutes } from "./api/activity.ts";
import { authConfigRoutes } from "./api/authConfig.ts";
import { apiError, apiErrorBody, apiErrorStatus, preferredLanguage } from "./api/errors.ts";
import { fileRoutes } from "./api/files.ts";
import { bankStatementRoutes } from "./api/bankStatements.ts";
import { paymentRoutes } from "./api/payments.ts";
import { sourceFileRoutes } from "./api/sourceFiles.ts";
import { xs2aRoutes } from "./api/xs2a.ts";
import { SandboxProvider } from "./banking/xs2a/sandbox/sandboxProvider.ts";
import { healthRoutes } from "./api/health.ts";
import { rssRoutes } from "./api/rss.ts";
import { userRoutes } from "./api/users.ts";
import { AccountSecurity } from "./auth/accountSecurity.ts";
import { AppAuth } from "./auth/appAuth.ts";
import { Credentials } from "./auth/credentials.ts";
import { makeIdTokenVerifier } from "./auth/idToken.ts";
import { makeInvitationHandler } from "./auth/invitationPage.ts";
import { shareLinkRoutes } from "./auth/shareLinks.ts";
import { makeInteractionHandler } from "./auth/interactions.ts";
import { makeOidcProvider } from "./auth/oidcProvider.ts";
import { loadOidcSecrets, publicJwks } from "./auth/oidcStore.ts";
import { readCookie, SessionStore } from "./auth/sessions.ts";
import type { Config } from "./config.ts";
import { makePreset } from "./graphql/graphile.config.ts";
import { loadQueryMap, type QueryMap } from "./graphql/persisted.ts";
import { attachGraphqlWs } from "./graphql/ws.ts";
import { makeYoga } from "./graphql/yoga.ts";
import { RequestRateLimiter } from "./http/rateLimit.ts";
import { canonicalPath, guardRequest, isMultipartRoute } from "./http/requestGuard.ts";
import { CLIENT_DIST_DIR } from "./lib/paths.ts";
import { redactUrl } from "./lib/redactUrl.ts";
import { BlobStore } from "./files/blobStore.ts";
import { Ocr } from "./files/ocr.ts";
import { RenderPool } from "./files/renderPool.ts";
import type { Logger } from "./logger.ts";
import type { MailTransport } from "./mail/mailTransport.ts";
import { makeMailTransport } from "./mail/makeMailTransport.ts";
import { startWorker, type WorkerHandle } from "./worker/runner.ts";

export interface AppDeps {
  config: Config;
  logger: Logger;
  ownerPool: pg.Pool;
  authPool: pg.Pool;
  /** Persisted operations; defaults to persisted-queries/queryMap.json. */
  queryMap?: QueryMap;
  /** Outgoing e-mail; defaults to the one configured (SMTP or the outbox directory). */
  mail?: MailTransport;
}

export interface App {
  server: Server;
  schema: GraphQLSchema;
  sessions: SessionStore;
  /** Closes WebSockets whose session has ended (runs every minute on its own). */
  recheckSocketSessions: () => Promise<void>;
  listen: () => Promise<number>;
  close: () => Promise<void>;
}

/**
 * Headers of every answer. The page may connect only to its own origin (HTTP and the GraphQL
 * WebSocket); under https browsers are told to use https only (HSTS).
 */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const url = new URL(publicUrl);
  const https = url.protocol === "https:";
  const socketOrigin = `${https ? "wss" : "ws"}://${url.host}`;
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": `default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; connect-src 'self' ${socketOrigin}; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`,
    ...(https ? { "Strict-Transport-Security": "max-age=31536000" } : {}),
  };
}

/** The SPA: hashed assets cached for a year, everything else falls back to index.html. */
function installClient(app: Hono) {
  const indexPath = join(CLIENT_DIST_DIR, "index.html");
  if (existsSync(CLIENT_DIST_DIR)) installClientFiles(app);
  let indexHtml: string | undefined; // a new build means a restart, so read it once
  app.get("*", (c) => {
    if (!indexHtml && !existsSync(indexPath)) {
      return c.text("The web app has not been built yet. Run `npm run build` (npm start does it for you).", 503);
    }
    indexHtml ??= readFileSync(indexPath, "utf8");
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}

function installClientFiles(app: Hono) {
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    serveStatic({ root: CLIENT_DIST_DIR }),
  );
  app.use("*", serveStatic({ root: CLIENT_DIST_DIR, index: "__no_index__" }));
}

/**
 * The built-in OpenID Connect provider under the issuer's path (/oidc), unless an external
 * issuer is configured. Its own pages (invitations; login and TOTP) come first; everything else
 * is oidc-provider's, which expects the mount path stripped from the URL (as Express does).
 */
async function installIdentityProvider(deps: AppDeps) {
  const { config, logger, ownerPool } = deps;
  if (!config.oidc.builtIn) return null;
  const secrets = await loadOidcSecrets(ownerPool);
  const mountPath = new URL(config.oidc.issuerUrl).pathname.replace(/\/+$/, "");
  const provider = makeOidcProvider({
    issuerUrl: config.oidc.issuerUrl,
    publicUrl: config.publicUrl,
    clientId: config.oidc.clientId,
    secrets,
    ownerPool,
    logger,
  });
  const interactions = makeInteractionHandler({
    provider,
    credentials: new Credentials(ownerPool),
    mountPath,
    publicUrl: config.publicUrl,
    logger,
    attemptsPerIp: config.signInAttemptsPerIp,
    trustedProxies: config.http.rateLimit.trustedProxies,
  });
  const invitations = makeInvitationHandler({ ownerPool, mountPath, publicUrl: config.publicUrl, logger });
  const callback = provider.callback();
  return {
    mountPath,
    localJwks: publicJwks(secrets.jwks),
    handle: async (req: IncomingMessage, res: ServerResponse) => {
      res.setHeader("Cache-Control", "no-store");
      if (await invitations(req, res)) return;
      if (await interactions(req, res)) return;
      const url = req.url ?? "/";
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
      req.url = url.slice(mountPath.length) || "/";
      await callback(req, res);
    },
  };
}

/**
 * Assembles the server: one node:http server carrying GraphQL over HTTP (Yoga + Grafast),
 * graphql-ws on the same path, the REST API under /api/*, and the SPA; plus the job worker.
 */
export async function makeApp(deps: AppDeps): Promise<App> {
  const { config, logger } = deps;
  const { schema, resolvedPreset } = await makeSchema(
    makePreset(deps.authPool, { sourceFileProcessingLimit: config.capture.processingLimit }),
  );
  const queryMap = deps.queryMap ?? loadQueryMap();
  const sessions = new SessionStore(deps.ownerPool, config.session.maxAgeDays);
  const sessionOf = (cookieHeader: string | undefined) =>
    sessions.fromToken(readCookie(cookieHeader, config.session.cookieName));
  const oidc = await installIdentityProvider(deps);
  const appAuth = new AppAuth({
    ownerPool: deps.ownerPool,
    sessions,
    cookie: { name: config.session.cookieName, maxAgeDays: config.session.maxAgeDays, secure: config.session.secure },
    verifyIdToken: makeIdTokenVerifier({
      issuerUrl: config.oidc.issuerUrl,
      clientId: config.oidc.clientId,
      localJwks: oidc?.localJwks,
    }),
    isBuiltInIssuer: config.oidc.builtIn,
  });
  const accountSecurity = new AccountSecurity({
    ownerPool: deps.ownerPool,
    credentials: new Credentials(deps.ownerPool),
    isBuiltInIssuer: config.oidc.builtIn,
  });

  const blobs = new BlobStore(config.capture.blobDir);
  const ocr = config.capture.ocrEnabled ? await Ocr.detect() : null;
  if (config.worker.enabled) {
    logger.info(
      { ocr: !!ocr },
      ocr ? "OCR available (tesseract)" : "OCR not available: scans without text are marked for manual review",
    );
  }
  // Pages are rendered in threads of their own: the event loop stays free for requests.
  const renderPool = config.worker.enabled ? new RenderPool({ size: config.worker.concurrency, warm: true }) : null;
  const mail = deps.mail ?? makeMailTransport(config.mail, logger);
  // Bank access (DESIGN decision 13): the embedded sandbox bank unless switched off.
  const xs2aProvider = config.bankAccess.provider === "sandbox" ? await SandboxProvider.start(deps.ownerPool) : null;
  if (config.worker.enabled) logger.info({ mail: mail.kind, destination: mail.destination }, "outgoing e-mail");
  const worker: WorkerHandle | null = config.worker.enabled
    ? await startWorker({
        ownerPool: deps.ownerPool,
        concurrency: config.worker.concurrency,
        logger,
        capture: {
          ownerPool: deps.ownerPool,
          blobs,
          ocr,
          maxPages: config.capture.maxPages,
          logger,
          render: renderPool?.render,
          renderBudget: { maxRenderedPages: config.capture.maxRenderedPages },
        },
        mail: {
          ownerPool: deps.ownerPool,
          transport: mail,
          publicUrl: config.publicUrl,
          logger,
          invitationBaseUrl: config.oidc.builtIn ? config.oidc.issuerUrl : null,
        },
        banking: { ownerPool: deps.ownerPool, logger, xs2aProvider },
        storage: { blobGraceMs: config.capture.blobGraceMs },
      })
    : null;

  const yoga = makeYoga({
    schema,
    resolvedPreset,
    queryMap,
    persistedOnly: config.graphql.persistedOnly,
    introspection: config.graphql.introspection,
    graphiql: config.env === "development",
    hideSuggestions: config.isProduction,
    maxBodyBytes: config.http.maxJsonBodyBytes,
    logger,
  });

  const api = new Hono({ strict: false });
  // JSON bodies of at most JSON_BODY_MAX_KILOBYTES (the upload routes count their own bytes).
  const jsonBodyLimit = bodyLimit({
    maxSize: config.http.maxJsonBodyBytes,
    onError: (c) => apiError(c, "REQUEST_TOO_LARGE", c.req.header("accept-language")),
  });
  api.use("*", (c, next) => (isMultipartRoute(c.req.path) ? next() : jsonBodyLimit(c, next)));
  api.route(
    "/health",
    healthRoutes({
      ownerPool: deps.ownerPool,
      workerAlive: () => worker?.isAlive() ?? false,
      workerEnabled: config.worker.enabled,
    }),
  );
  api.route("/rss", rssRoutes({ feedUrl: config.rssFeedUrl, logger }));
  api.route("/activity", activityRoutes({ ownerPool: deps.ownerPool, sessionOf }));
  api.route("/auth", authConfigRoutes({ ...config.oidc, logger }));
  api.route(
    "/source-files",
    sourceFileRoutes({
      authPool: deps.authPool,
      blobs,
      maxUploadBytes: config.capture.maxUploadBytes,
      defaultStorageQuotaBytes: config.capture.defaultStorageQuotaBytes,
      sessionOf,
      logger,
    }),
  );
  api.route("/files", fileRoutes({ authPool: deps.authPool, blobs, sessionOf }));
  api.route("/xs2a", xs2aRoutes({ ownerPool: deps.ownerPool, provider: xs2aProvider, sessionOf, logger }));
  api.route("/bank-statements", bankStatementRoutes({ authPool: deps.authPool, sessionOf, logger }));
  api.route("/payments", paymentRoutes({ authPool: deps.authPool, ownerPool: deps.ownerPool, sessionOf, logger }));
  api.route(
    "/user",
    userRoutes({
      authPool: deps.authPool,
      ownerPool: deps.ownerPool,
      sessionOf,
      builtInIssuerUrl: oidc ? config.oidc.issuerUrl : null,
      logger,
    }),
  );

  const root = new Hono({ strict: false });
  root.route("/api", api);
  root.all("/api/*", (c) => c.json({ error: "No such API endpoint." }, 404));
  root.route(
    "/share",
    shareLinkRoutes({
      ownerPool: deps.ownerPool,
      sessions,
      sessionOf,
      cookie: { name: config.session.cookieName, maxAgeDays: config.session.maxAgeDays, secure: config.session.secure },
      publicOrigin: config.http.publicOrigin,
      logger,
    }),
  );
  installClient(root);
  root.onError((err, c) => {
    logger.error({ err: err.message, stack: err.stack, path: redactUrl(c.req.path) }, "request failed");
    return c.json(apiErrorBody("INTERNAL", preferredLanguage(c.req.header("accept-language"))), 500);
  });
  const honoListener = getRequestListener(root.fetch);
  const headers = securityHeaders(config.publicUrl);
  const rateLimiter = new RequestRateLimiter(config.http.rateLimit, config.session.cookieName);

  /** A refusal before any handler ran: GraphQL's error shape on /graphql, the API's elsewhere. */
  const refuse = (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    code: "CROSS_ORIGIN_REQUEST" | "CSRF_HEADER_MISSING" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED",
    params?: Record<string, number>,
  ) => {
    const body = apiErrorBody(code, preferredLanguage(req.headers["accept-language"]), params);
    res.statusCode = apiErrorStatus(code);
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    // The body is not read: do not keep the connection for the rest of it.
    res.setHeader("Connection", "close");
    const payload =
      path === "/graphql"
        ? { errors: [{ message: body.error.message, extensions: { code, ...(params ?? {}) } }] }
        : body;
    res.end(JSON.stringify(payload));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const started = process.hrtime.bigint();
    const headerId = req.headers["x-request-id"];
    const requestId = typeof headerId === "string" && /^[\w-]{8,64}$/.test(headerId) ? headerId : randomUUID();
    res.setHeader("X-Request-Id", requestId);
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    // As requested: handlers may rewrite req.url (the identity provider strips its mount path).
    const requestUrl = req.url ?? "/";
    // The path as the router will see it (escapes decoded, dot segments resolved): every check
    // below is taken on it, so `/%61pi/…` cannot pass as something other than `/api/…`.
    const path = canonicalPath(requestUrl);
    const queryAt = requestUrl.indexOf("?");
    const query = queryAt === -1 ? "" : requestUrl.slice(queryAt);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        requestId,
        method: req.method,
        // Tokens in share and invitation links, OAuth codes and the like never reach the log.
        // (the canonical path: `/%73hare/<token>` is the share route and redacted like it).
        path: redactUrl(path + query),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (path === "/api/health" || path.startsWith("/assets/")) logger.debug(line, "request");
      else logger.info(line, "request");
    });
    try {
      const refusal = guardRequest(req.method ?? "GET", path, req.headers, {
        publicOrigin: config.http.publicOrigin,
        oidcMountPath: oidc?.mountPath ?? null,
        graphiql: config.env === "development",
      });
      if (refusal) return refuse(req, res, path, refusal.code);
      if (path === "/graphql" || path.startsWith("/api/") || path.startsWith("/share/")) {
        const limited = await rateLimiter.check(req);
        if (limited) {
          res.setHeader("Retry-After", String(limited.retryAfterSeconds));
          return refuse(req, res, path, "RATE_LIMITED", { retryAfterSeconds: limited.retryAfterSeconds });
        }
      }
      if (path === "/graphql") {
        const appSession = await sessionOf(req.headers.cookie);
        // Yoga's node listener merges this into the server context (beside req and res);
        // its type only names the first two arguments.
        await (yoga.requestListener as (...args: unknown[]) => Promise<void>)(req, res, {
          appSession,
          appAuth,
          accountSecurity,
        });
      } else if (oidc && (path === oidc.mountPath || path.startsWith(`${oidc.mountPath}/`))) {
        // The provider routes on req.url: give it the path the checks above were taken on.
        req.url = path + query;
        await oidc.handle(req, res);
      } else {
        await honoListener(req, res);
      }
    } catch (e) {
      logger.error({ requestId, err: (e as Error).message, stack: (e as Error).stack }, "request failed");
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.end(JSON.stringify(apiErrorBody("INTERNAL", preferredLanguage(req.headers["accept-language"]))));
      } else res.end();
    }
  };
  const server = createServer((req, res) => void handle(req, res));
  server.keepAliveTimeout = 65_000;

  const ws = attachGraphqlWs({
    server,
    schema,
    resolvedPreset,
    queryMap,
    persistedOnly: config.graphql.persistedOnly,
    introspection: config.graphql.introspection,
    hideSuggestions: config.isProduction,
    allowedOrigins: [config.publicUrl],
    maxMessageBytes: config.http.maxJsonBodyBytes,
    authenticate: sessionOf,
    // PostGraphile's LISTEN connection (it reconnects by itself) also hears ended sessions.
    sessionEvents: resolvedPreset.pgServices?.[0]?.pgSubscriber ?? undefined,
    logger,
  });

  return {
    server,
    schema,
    sessions,
    listen: () =>
      new Promise<number>((resolve, reject) => {
        server.once("error", reject);
        server.listen(config.port, config.host, () => {
          const address = server.address();
          resolve(typeof address === "object" && address ? address.port : config.port);
        });
      }),
    recheckSocketSessions: () => ws.recheckSessions(),
    close: async () => {
      logger.debug("closing WebSocket connections");
      await ws.close();
      logger.debug("closing HTTP server");
      // Finish requests in flight, then cut what is left after a grace period.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), 5000);
      await closed;
      clearTimeout(timer);
      logger.debug("stopping the worker");
      await worker?.stop();
      await renderPool?.close();
      logger.debug("releasing GraphQL database services");
      for (const service of resolvedPreset.pgServices ?? []) await service.release?.();
    },
  };
}
