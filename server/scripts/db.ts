/**
 * `npm run db -- <graphile-migrate command>`: runs graphile-migrate against the embedded
 * database (started for the command if the server is not running) or DATABASE_URL.
 * Examples: `npm run db -- watch`, `npm run db -- commit --message "documents"`,
 * `npm run db -- reset --erase` (development only).
 */
import "../polyfill.ts";
import { spawn } from "node:child_process";
import { createConnection } from "node:net";
import { parseConfig } from "../config.ts";
import { makeLogger } from "../logger.ts";
import { EMBEDDED_DATABASE, EMBEDDED_OWNER } from "../db/database.ts";
import { loadOrCreateSecrets, startEmbeddedPostgres } from "../db/embedded.ts";
import { ensureRolesAndDatabase, withCredentials } from "../db/roles.ts";

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = createConnection({ port, host: "localhost" });
    s.once("connect", () => (s.end(), resolve(true)));
    s.once("error", () => resolve(false));
  });

const config = parseConfig({ NODE_ENV: "development", ...process.env });
const logger = makeLogger(process.env.LOG_LEVEL ?? "warn");
const env: NodeJS.ProcessEnv = { ...process.env };
let stop: (() => Promise<void>) | undefined;

if (!config.database.url) {
  const secrets = loadOrCreateSecrets(config.dataDir);
  const port = config.database.embeddedPort;
  let rootUrl: string;
  if (await portOpen(port)) {
    rootUrl = `postgres://postgres:${encodeURIComponent(secrets.superuserPassword)}@localhost:${port}/postgres`;
  } else {
    const cluster = await startEmbeddedPostgres({ dataDir: config.dataDir, port, logger });
    stop = cluster.stop;
    rootUrl = cluster.rootUrl();
  }
  await ensureRolesAndDatabase(rootUrl, {
    authenticatorPassword: secrets.authenticatorPassword,
    owner: { name: EMBEDDED_OWNER, password: secrets.ownerPassword, database: EMBEDDED_DATABASE },
  });
  env.ROOT_DATABASE_URL = rootUrl;
  env.DATABASE_URL = withCredentials(rootUrl, EMBEDDED_OWNER, secrets.ownerPassword, EMBEDDED_DATABASE);
  env.SHADOW_DATABASE_URL = withCredentials(rootUrl, EMBEDDED_OWNER, secrets.ownerPassword, `${EMBEDDED_DATABASE}_shadow`);
}

const child = spawn("npx", ["graphile-migrate", ...process.argv.slice(2)], { stdio: "inherit", env });
const code: number = await new Promise((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
if (stop) await stop();
process.exit(code);
