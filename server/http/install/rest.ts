import type { Hono } from "hono";
import { Hono as HonoApp } from "hono";
import { bodyLimit } from "hono/body-limit";
import type pg from "pg";
import { activityRoutes } from "../../api/activity.ts";
import { authConfigRoutes } from "../../api/authConfig.ts";
import { bankStatementRoutes } from "../../api/bankStatements.ts";
import { clientCompanyLogoRoutes } from "../../api/clientCompanyLogos.ts";
import { apiError } from "../../api/errors.ts";
import { exportRoutes } from "../../api/exports.ts";
import { fileRoutes } from "../../api/files.ts";
import { healthRoutes } from "../../api/health.ts";
import { mailIntakeRoutes } from "../../api/mailIntake.ts";
import { integrationRoutes } from "../../api/integrations.ts";
import { paymentRoutes } from "../../api/payments.ts";
import { rssRoutes } from "../../api/rss.ts";
import { sourceFileRoutes } from "../../api/sourceFiles.ts";
import { userRoutes } from "../../api/users.ts";
import { xs2aRoutes } from "../../api/xs2a.ts";
import type { AppSession, SessionStore } from "../../auth/sessions.ts";
import { shareLinkRoutes } from "../../auth/shareLinks.ts";
import type { Xs2aProvider } from "../../banking/xs2a/provider.ts";
import { type Config, FAKTOORA_SANDBOX_PATH } from "../../config.ts";
import type { BlobStorage } from "../../files/blobStore.ts";
import { faktooraConfigRoutes } from "../../faktoora/faktooraConfig.ts";
import { faktooraSandboxRoutes } from "../../faktoora/sandboxPage.ts";
import type { IntegrationProviders } from "../../integrations/provider.ts";
import type { SecretBox } from "../../integrations/secretBox.ts";
import type { Logger } from "../../logger.ts";
import { isMultipartRoute } from "../requestGuard.ts";

export interface RestDeps {
  config: Config;
  logger: Logger;
  ownerPool: pg.Pool;
  authPool: pg.Pool;
  sessions: SessionStore;
  sessionOf: (cookieHeader: string | undefined) => Promise<AppSession | null>;
  blobs: BlobStorage;
  xs2aProvider: Xs2aProvider | null;
  /** The integrations' providers and the box their API keys are sealed with. */
  integrationProviders: IntegrationProviders;
  integrationSecrets: SecretBox;
  /** The job worker of this process; null when jobs run in worker processes of their own. */
  worker: { isAlive: () => boolean } | null;
  /** The built-in identity provider runs (its issuer URL is offered for password changes). */
  builtInIssuer: boolean;
  /** The inbound SMTP server's port (documents by e-mail); null while it is off. */
  mailInboundPort: () => number | null;
  /** The inbound mail domain of this process (null: intake is off here), see mailInboundDomainOf. */
  mailInboundDomain: string | null;
}

/** The REST API under /api/* (unknown endpoints answer 404 JSON) and the share links under /share. */
export function installRest(root: Hono, deps: RestDeps): void {
  const { config, logger, sessionOf } = deps;
  const api = new HonoApp({ strict: false });
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
      workerAlive: () => deps.worker?.isAlive() ?? false,
      workerEnabled: config.worker.enabled,
    }),
  );
  api.route("/rss", rssRoutes({ feedUrl: config.rssFeedUrl, logger }));
  api.route("/activity", activityRoutes({ ownerPool: deps.ownerPool, sessionOf }));
  api.route("/auth", authConfigRoutes({ ...config.oidc, logger }));
  api.route("/faktoora", faktooraConfigRoutes({ url: config.faktoora.url }));
  api.route(
    "/source-files",
    sourceFileRoutes({
      authPool: deps.authPool,
      blobs: deps.blobs,
      maxUploadBytes: config.capture.maxUploadBytes,
      defaultStorageQuotaBytes: config.capture.defaultStorageQuotaBytes,
      sessionOf,
      logger,
    }),
  );
  api.route(
    "/mail-intake",
    mailIntakeRoutes({
      authPool: deps.authPool,
      sessionOf,
      mailInboundPort: deps.mailInboundPort,
      mailInboundDomain: deps.mailInboundDomain,
      logger,
    }),
  );
  api.route("/files", fileRoutes({ authPool: deps.authPool, blobs: deps.blobs, sessionOf }));
  api.route(
    "/client-company-logo",
    clientCompanyLogoRoutes({
      authPool: deps.authPool,
      ownerPool: deps.ownerPool,
      blobs: deps.blobs,
      sessionOf,
      logger,
    }),
  );
  api.route("/exports", exportRoutes({ authPool: deps.authPool, blobs: deps.blobs, sessionOf }));
  api.route("/xs2a", xs2aRoutes({ ownerPool: deps.ownerPool, provider: deps.xs2aProvider, sessionOf, logger }));
  api.route(
    "/integrations",
    integrationRoutes({
      authPool: deps.authPool,
      providers: deps.integrationProviders,
      secrets: deps.integrationSecrets,
      sessionOf,
      logger,
    }),
  );
  api.route("/bank-statements", bankStatementRoutes({ authPool: deps.authPool, sessionOf, logger }));
  api.route("/payments", paymentRoutes({ authPool: deps.authPool, ownerPool: deps.ownerPool, sessionOf, logger }));
  api.route(
    "/user",
    userRoutes({
      authPool: deps.authPool,
      ownerPool: deps.ownerPool,
      sessionOf,
      builtInIssuerUrl: deps.builtInIssuer ? config.oidc.issuerUrl : null,
      logger,
    }),
  );

  root.route("/api", api);
  // The invoice-financing tool's sandbox, framed by /faktoora unless FAKTOORA_URL names the real one.
  if (config.faktoora.frameOrigin === null) root.route(FAKTOORA_SANDBOX_PATH, faktooraSandboxRoutes());
  root.all("/api/*", (c) => c.json({ error: "No such API endpoint." }, 404));
  root.route(
    "/share",
    shareLinkRoutes({
      ownerPool: deps.ownerPool,
      sessions: deps.sessions,
      sessionOf,
      cookie: { name: config.session.cookieName, maxAgeDays: config.session.maxAgeDays, secure: config.session.secure },
      publicOrigin: config.http.publicOrigin,
      logger,
    }),
  );
}
