import pg from "pg";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { loadOrCreateSecrets, startEmbeddedPostgres } from "./embedded.ts";
import { ROLES, ensureRolesAndDatabase, withCredentials } from "./roles.ts";

export const EMBEDDED_DATABASE = "belegwerk";
export const EMBEDDED_OWNER = "belegwerk_owner";

export interface DatabaseUrls {
  /** Owner of the schema: migrations, worker, sessions, demo data. */
  ownerUrl: string;
  /** `app_authenticator`: what GraphQL and REST use, always under RLS. */
  authUrl: string;
  /** Superuser (embedded) or ROOT_DATABASE_URL: creating roles, databases, the shadow db. */
  rootUrl?: string;
}

export interface Database extends DatabaseUrls {
  embedded: boolean;
  ownerPool: pg.Pool;
  authPool: pg.Pool;
  close: () => Promise<void>;
}

/** Resolves where the database is: the embedded cluster (started here) or DATABASE_URL. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  let urls: DatabaseUrls;
  let stopEmbedded: (() => Promise<void>) | undefined;

  if (config.database.url) {
    const ownerUrl = config.database.url;
    const password = config.database.authenticatorPassword;
    if (!config.database.authUrl && !password) {
      throw new Error(
        "DATABASE_URL is set: set AUTH_DATABASE_URL, or DATABASE_AUTHENTICATOR_PASSWORD so the server can log in as app_authenticator",
      );
    }
    const authUrl = config.database.authUrl ?? withCredentials(ownerUrl, ROLES.authenticator, password!);
    if (password) {
      // Creating roles needs CREATEROLE: ROOT_DATABASE_URL if given, else the owner itself.
      await ensureRolesAndDatabase(config.database.rootUrl ?? ownerUrl, { authenticatorPassword: password }).catch(
        (e: Error) => {
          throw new Error(
            `Could not prepare the database roles (${e.message}). Create them once as a superuser or set ROOT_DATABASE_URL.`,
            { cause: e },
          );
        },
      );
    }
    urls = { ownerUrl, authUrl, rootUrl: config.database.rootUrl };
    logger.info("using the PostgreSQL server of DATABASE_URL; no embedded database started");
  } else {
    const cluster = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.database.embeddedPort,
      logger,
    });
    stopEmbedded = cluster.stop;
    const secrets = loadOrCreateSecrets(config.dataDir);
    const rootUrl = cluster.rootUrl();
    try {
      await ensureRolesAndDatabase(rootUrl, {
        authenticatorPassword: secrets.authenticatorPassword,
        owner: { name: EMBEDDED_OWNER, password: secrets.ownerPassword, database: EMBEDDED_DATABASE },
      });
    } catch (e) {
      await cluster.stop();
      throw e;
    }
    urls = {
      rootUrl,
      ownerUrl: withCredentials(rootUrl, EMBEDDED_OWNER, secrets.ownerPassword, EMBEDDED_DATABASE),
      authUrl: withCredentials(rootUrl, ROLES.authenticator, secrets.authenticatorPassword, EMBEDDED_DATABASE),
    };
  }

  const ownerPool = new pg.Pool({ connectionString: urls.ownerUrl, max: 10 });
  const authPool = new pg.Pool({ connectionString: urls.authUrl, max: 20 });
  // A dropped connection must not crash the process: pg emits 'error' on idle clients.
  for (const [name, pool] of [
    ["owner", ownerPool],
    ["auth", authPool],
  ] as const) {
    pool.on("error", (e) => logger.error({ pool: name, err: e.message }, "idle database connection failed"));
    pool.on("connect", (client) =>
      client.on("error", (e) => logger.error({ pool: name, err: e.message }, "database connection failed")),
    );
  }

  return {
    ...urls,
    embedded: Boolean(stopEmbedded),
    ownerPool,
    authPool,
    close: async () => {
      await Promise.allSettled([ownerPool.end(), authPool.end()]);
      if (stopEmbedded) await stopEmbedded();
    },
  };
}
