import "../runtimeEnv.ts";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../db/embedded.ts";
import { runMigrations } from "../db/migrate.ts";
import { ensureRolesAndDatabase, withCredentials } from "../db/roles.ts";
import { makeLogger } from "../logger.ts";

export const TEMPLATE_DATABASE = "belegwerk_template";
export const TEST_OWNER = "belegwerk_owner";

declare module "vitest" {
  export interface ProvidedContext {
    pgRootUrl: string;
    pgOwnerPassword: string;
    pgAuthenticatorPassword: string;
    pgTemplate: string;
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });

/**
 * One real PostgreSQL for the whole run (embedded, throw-away data directory, free port),
 * with a template database carrying the committed migrations. Each test file clones it
 * (server/test/testServer.ts), so files run in parallel without seeing each other's rows.
 * Set TEST_DATABASE_ROOT_URL to use an existing server instead (a superuser URL).
 */
export default async function setup(project: TestProject) {
  const logger = makeLogger(process.env.TEST_LOG_LEVEL ?? "warn");
  let rootUrl = process.env.TEST_DATABASE_ROOT_URL;
  let stop = async () => {};
  let dataDir: string | undefined;
  const ownerPassword = "test-owner-password";
  const authenticatorPassword = "test-authenticator-password";
  if (!rootUrl) {
    dataDir = mkdtempSync(join(tmpdir(), "belegwerk-test-"));
    chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the system user "postgres"
    const cluster = await startEmbeddedPostgres({ dataDir, port: await freePort(), logger, persistent: false });
    rootUrl = cluster.rootUrl();
    stop = cluster.stop;
  }
  const root = new pg.Client({ connectionString: rootUrl });
  await root.connect();
  await root.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await root.end();
  await ensureRolesAndDatabase(rootUrl, {
    authenticatorPassword,
    owner: { name: TEST_OWNER, password: ownerPassword, database: TEMPLATE_DATABASE },
  });
  await runMigrations(withCredentials(rootUrl, TEST_OWNER, ownerPassword, TEMPLATE_DATABASE), logger);

  project.provide("pgRootUrl", rootUrl);
  project.provide("pgOwnerPassword", ownerPassword);
  project.provide("pgAuthenticatorPassword", authenticatorPassword);
  project.provide("pgTemplate", TEMPLATE_DATABASE);

  return async () => {
    await stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
