import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { EMBEDDED_DATABASE, EMBEDDED_OWNER } from "./database.ts";
import { isPortOpen, loadOrCreateSecrets, startEmbeddedPostgres } from "./embedded.ts";
import { ensureRolesAndDatabase, withCredentials } from "./roles.ts";

export interface ClusterAccess {
  rootUrl: string;
  ownerUrlFor: (database: string) => string;
  authUrlFor: (database: string) => string;
  /** Stops the cluster if this call started it; a running server's cluster is left alone. */
  release: () => Promise<void>;
}

/**
 * For tooling (migration CLI, schema export): the embedded cluster of the data directory,
 * joined if a server already runs it, else started for the duration of the command.
 */
export async function accessEmbeddedCluster(config: Config, logger: Logger): Promise<ClusterAccess> {
  const secrets = loadOrCreateSecrets(config.dataDir);
  const port = config.database.embeddedPort;
  let rootUrl: string;
  let release = async () => {};
  if (await isPortOpen(port)) {
    rootUrl = `postgres://postgres:${encodeURIComponent(secrets.superuserPassword)}@localhost:${port}/postgres`;
  } else {
    const cluster = await startEmbeddedPostgres({ dataDir: config.dataDir, port, logger });
    rootUrl = cluster.rootUrl();
    release = cluster.stop;
  }
  await ensureRolesAndDatabase(rootUrl, {
    authenticatorPassword: secrets.authenticatorPassword,
    owner: { name: EMBEDDED_OWNER, password: secrets.ownerPassword, database: EMBEDDED_DATABASE },
  });
  return {
    rootUrl,
    ownerUrlFor: (db) => withCredentials(rootUrl, EMBEDDED_OWNER, secrets.ownerPassword, db),
    authUrlFor: (db) => withCredentials(rootUrl, "app_authenticator", secrets.authenticatorPassword, db),
    release,
  };
}
