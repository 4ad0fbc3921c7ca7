import { z } from "zod";
import { resolveFromRoot } from "./lib/paths.ts";

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
    .optional()
    .transform((v) => (v === undefined ? fallback : ["true", "1", "yes", "on"].includes(v)));

/** One address, bare or with a display name; no line breaks (they would start a new header). */
const mailAddress = z
  .string()
  .regex(
    /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/,
    'must be an e-mail address, optionally with a name: "Name <address@example.com>"',
  );

/** The invoice-financing tool's sandbox page, served by this server when FAKTOORA_URL is unset. */
export const FAKTOORA_SANDBOX_PATH = "/sandbox/faktoora";

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
  .optional();

/**
 * Every setting the server reads, parsed once. Each variable is documented in the README's
 * configuration table; keep the two in step.
 */
const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default(".data"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Sign-in attempts (password or code) per client address in 15 minutes. */
    SIGN_IN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(50),

    DATABASE_URL: postgresUrl,
    AUTH_DATABASE_URL: postgresUrl,
    ROOT_DATABASE_URL: postgresUrl,
    DATABASE_AUTHENTICATOR_PASSWORD: z.string().min(12).optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),

    GRAPHQL_PERSISTED_ONLY: z.enum(["true", "false", "1", "0"]).optional(),
    DEMO_DATA: bool(true),
    WORKER_ENABLED: bool(true),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    /** Rule webhooks may go to private, loopback and link-local addresses (an intranet receiver). */
    RULES_WEBHOOK_ALLOW_PRIVATE: bool(false),

    RSS_FEED_URL: z.url().optional(),
    SESSION_COOKIE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_.-]+$/)
      .default("bw_session"),
    SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    OIDC_ISSUER_URL: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).max(200).default("belegwerk-spa"),

    BLOB_STORE: z.enum(["local", "s3"]).default("local"),
    BLOB_DIR: z.string().min(1).optional(),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be an S3 bucket name (3-63 lower-case letters, digits, dots, hyphens)",
      )
      .optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be a region name such as eu-central-1")
      .default("us-east-1"),
    // Secrets: their values never appear in an error or a log line.
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool(false),
    UPLOAD_MAX_MEGABYTES: z.coerce.number().int().min(1).max(2048).default(50),
    UPLOAD_PROCESSING_LIMIT: z.coerce.number().int().min(1).max(100_000).default(200),
    CAPTURE_MAX_PAGES: z.coerce.number().int().min(1).max(10_000).default(500),
    CAPTURE_RENDER_MAX_PAGES: z.coerce.number().int().min(1).max(10_000).default(100),
    STORAGE_QUOTA_MEGABYTES: z.coerce.number().int().min(1).max(100_000_000).default(10_240),
    BLOB_SWEEP_GRACE_HOURS: z.coerce
      .number()
      .min(0.01)
      .max(24 * 365)
      .default(24),
    OCR_ENABLED: bool(true),
    /** The custom (third-party) extraction service: documents of categories and partners switched
     * to it on the extraction-service page are POSTed here. Unset: no such switch is offered. */
    CUSTOM_EXTRACTION_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),

    // The URL carries the SMTP password: its value never appears in an error or a log line.
    MAIL_SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    MAIL_FROM: mailAddress.default("Belegwerk <no-reply@belegwerk.local>"),
    MAIL_OUTBOX_DIR: z.string().min(1).optional(),
    /** Documents by e-mail: the SMTP port of the inbound mail server in the web process (0: off). */
    MAIL_INBOUND_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
    MAIL_INBOUND_DOMAIN: z
      .string()
      .regex(
        /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
        "must be a domain name such as belege.example.com",
      )
      .optional(),
    MAIL_INBOUND_MAX_MEGABYTES: z.coerce.number().int().min(1).max(1024).default(25),

    BANK_ACCESS_PROVIDER: z.enum(["sandbox", "off"]).default("sandbox"),
    /** The external invoice-financing tool shown in /faktoora; unset: the sandbox page this server
     * serves (/sandbox/faktoora). Only its origin is allowed as a frame source. */
    FAKTOORA_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .refine((url) => !/[#]/.test(url), "must not carry a fragment (the token travels in it)")
      .optional(),

    // Integrations: unset, each connector talks to its sandbox; set, to the provider's API there.
    GETMYINVOICES_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    FASTBILL_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
    BILLOMAT_BASE_URL: z
      .string()
      .regex(
        /^https?:\/\/[^\s]+$/,
        "must be an http:// or https:// URL, with {account} where the Billomat id goes (https://{account}.billomat.net/api)",
      )
      .optional(),
    // Secret: 32 bytes, base64; its value never appears in an error or a log line.
    INTEGRATIONS_SECRET_KEY: z
      .string()
      .refine((v) => Buffer.from(v, "base64").length === 32 && /^[A-Za-z0-9+/]+=*$/.test(v), {
        error: "must be 32 random bytes in base64 (openssl rand -base64 32)",
      })
      .optional(),

    RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().min(10).max(1_000_000).default(1200),
    RATE_LIMIT_PER_SESSION_PER_MINUTE: z.coerce.number().int().min(10).max(1_000_000).default(600),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    JSON_BODY_MAX_KILOBYTES: z.coerce.number().int().min(16).max(65_536).default(1024),
  })
  .superRefine((env, ctx) => {
    if (env.BLOB_STORE === "s3" && !env.S3_BUCKET) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is required with BLOB_STORE=s3" });
    }
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message:
          "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together (or neither, for the AWS default credentials)",
      });
    }
  })
  .transform((env) => {
    const isProduction = env.NODE_ENV === "production";
    const persistedOnly =
      env.GRAPHQL_PERSISTED_ONLY === undefined
        ? isProduction
        : env.GRAPHQL_PERSISTED_ONLY === "true" || env.GRAPHQL_PERSISTED_ONLY === "1";
    const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
    const builtInIssuer = `${publicUrl}/oidc`;
    const issuerUrl = (env.OIDC_ISSUER_URL ?? builtInIssuer).replace(/\/+$/, "");
    const dataDir = resolveFromRoot(env.DATA_DIR);
    return {
      env: env.NODE_ENV,
      isProduction,
      host: env.HOST,
      port: env.PORT,
      publicUrl,
      dataDir,
      logLevel: env.LOG_LEVEL,
      signInAttemptsPerIp: env.SIGN_IN_ATTEMPTS_PER_IP,
      database: {
        url: env.DATABASE_URL,
        authUrl: env.AUTH_DATABASE_URL,
        rootUrl: env.ROOT_DATABASE_URL,
        authenticatorPassword: env.DATABASE_AUTHENTICATOR_PASSWORD,
        embeddedPort: env.EMBEDDED_PG_PORT,
      },
      graphql: {
        /** Only operations from persisted-queries/queryMap.json are executed. */
        persistedOnly,
        /** Introspection follows the persisted-only switch: tooling that may send arbitrary
         * operations may also introspect. */
        introspection: !persistedOnly,
      },
      demoData: env.DEMO_DATA,
      worker: { enabled: env.WORKER_ENABLED, concurrency: env.WORKER_CONCURRENCY },
      rules: { webhookAllowPrivate: env.RULES_WEBHOOK_ALLOW_PRIVATE },
      rssFeedUrl: env.RSS_FEED_URL,
      session: {
        cookieName: env.SESSION_COOKIE_NAME,
        maxAgeDays: env.SESSION_MAX_AGE_DAYS,
        /** Secure cookies only where the browser talks https. */
        secure: publicUrl.startsWith("https:"),
      },
      capture: {
        /** Where file contents live: the local folder blobDir, or S3-compatible object storage. */
        blobStore: env.BLOB_STORE,
        s3:
          env.BLOB_STORE === "s3" && env.S3_BUCKET
            ? {
                bucket: env.S3_BUCKET,
                endpoint: env.S3_ENDPOINT,
                region: env.S3_REGION,
                forcePathStyle: env.S3_FORCE_PATH_STYLE,
                credentials:
                  env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                    ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                    : undefined,
              }
            : null,
        /** Content-addressed file store (uploads, page images) with BLOB_STORE=local. */
        blobDir: env.BLOB_DIR ? resolveFromRoot(env.BLOB_DIR) : `${dataDir}/blobs`,
        maxUploadBytes: env.UPLOAD_MAX_MEGABYTES * 1024 * 1024,
        /** Files of one company that may wait for or be in processing at once. */
        processingLimit: env.UPLOAD_PROCESSING_LIMIT,
        /** PDFs with more pages are refused (PDF_TOO_MANY_PAGES). */
        maxPages: env.CAPTURE_MAX_PAGES,
        /** Pages rendered (viewer images, text, OCR) per document at most; the rest are noted as not rendered. */
        maxRenderedPages: env.CAPTURE_RENDER_MAX_PAGES,
        /** OCR with tesseract when installed (TESSERACT_PATH or on PATH, with deu and eng). */
        ocrEnabled: env.OCR_ENABLED,
        /** The custom extraction service's endpoint (server/extraction/customExtraction.ts), or null. */
        customExtractionUrl: env.CUSTOM_EXTRACTION_URL ?? null,
        /** Bytes of uploads a company may keep unless its own quota (client_companies.storage_quota_bytes) says otherwise. */
        defaultStorageQuotaBytes: env.STORAGE_QUOTA_MEGABYTES * 1024 * 1024,
        /** Files no row references are deleted once they are older than this (blobs__sweep). */
        blobGraceMs: Math.round(env.BLOB_SWEEP_GRACE_HOURS * 60 * 60 * 1000),
      },
      mail: {
        /** Send through this SMTP server; without it every message is written to the outbox. */
        smtpUrl: env.MAIL_SMTP_URL,
        from: env.MAIL_FROM,
        /** Where messages go as .eml files when no SMTP server is configured. */
        outboxDir: env.MAIL_OUTBOX_DIR ? resolveFromRoot(env.MAIL_OUTBOX_DIR) : `${dataDir}/mail-outbox`,
      },
      mailInbound: {
        /** The inbound SMTP server's port (on HOST); 0: no inbound mail. */
        port: env.MAIL_INBOUND_PORT,
        /** Mail to <company alias>[+<category alias>]@domain becomes documents; the public URL's host by default. */
        domain: (env.MAIL_INBOUND_DOMAIN ?? new URL(publicUrl).hostname).toLowerCase(),
        /** Larger messages are refused (SIZE extension, 552). */
        maxBytes: env.MAIL_INBOUND_MAX_MEGABYTES * 1024 * 1024,
      },
      http: {
        /** The origin of PUBLIC_URL: state-changing requests from any other origin are refused. */
        publicOrigin: new URL(publicUrl).origin,
        /** Strict-Transport-Security when the public URL is https. */
        hsts: publicUrl.startsWith("https:"),
        /** Largest JSON body of GraphQL and REST requests (uploads have their own limits). */
        maxJsonBodyBytes: env.JSON_BODY_MAX_KILOBYTES * 1024,
        rateLimit: {
          perIpPerMinute: env.RATE_LIMIT_PER_IP_PER_MINUTE,
          perSessionPerMinute: env.RATE_LIMIT_PER_SESSION_PER_MINUTE,
          /** Reverse proxies in front of the server (their X-Forwarded-For entries name the client). */
          trustedProxies: env.TRUST_PROXY_HOPS,
        },
      },
      faktoora: {
        /** Where /faktoora points its frame: the real tool, or the sandbox page (a path here). */
        url: env.FAKTOORA_URL ?? FAKTOORA_SANDBOX_PATH,
        /** The real tool's origin, the one frame source besides our own; null with the sandbox. */
        frameOrigin: env.FAKTOORA_URL ? new URL(env.FAKTOORA_URL).origin : null,
      },
      /** The bank-access (XS2A) provider: the embedded sandbox bank, or none ("off"). */
      bankAccess: { provider: env.BANK_ACCESS_PROVIDER },
      integrations: {
        /** The providers' API bases; null: that connector's sandbox. */
        getMyInvoicesBaseUrl: env.GETMYINVOICES_BASE_URL ?? null,
        fastbillBaseUrl: env.FASTBILL_BASE_URL ?? null,
        billomatBaseUrl: env.BILLOMAT_BASE_URL ?? null,
        /** The key that encrypts stored API keys; null: `<DATA_DIR>/integrations.key`, made on first start. */
        secretKey: env.INTEGRATIONS_SECRET_KEY ? Buffer.from(env.INTEGRATIONS_SECRET_KEY, "base64") : null,
      },
      oidc: {
        issuerUrl,
        clientId: env.OIDC_CLIENT_ID,
        /** The built-in provider is mounted under /oidc unless another issuer is configured. */
        builtIn: issuerUrl === builtInIssuer,
      },
    };
  });

export type Config = z.output<typeof ConfigSchema>;

export class ConfigError extends Error {}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
