/**
 * `npm run db -- <graphile-migrate command>`: runs graphile-migrate against the embedded
 * database (started for the command if the server is not running) or DATABASE_URL.
 * Examples: `npm run db -- watch`, `npm run db -- commit --message "documents"`,
 * `npm run db -- reset --erase` (development only).
 */
import "../runtimeEnv.ts";
import { spawn } from "node:child_process";
import { parseConfig } from "../config.ts";
import { accessEmbeddedCluster } from "../db/cluster.ts";
import { EMBEDDED_DATABASE } from "../db/database.ts";
import { makeLogger } from "../logger.ts";

const config = parseConfig({ NODE_ENV: "development", ...process.env });
const logger = makeLogger(process.env.LOG_LEVEL ?? "warn");
const env: NodeJS.ProcessEnv = { ...process.env };
let release = async () => {};

if (!config.database.url) {
  const cluster = await accessEmbeddedCluster(config, logger);
  release = cluster.release;
  env.ROOT_DATABASE_URL = cluster.rootUrl;
  env.DATABASE_URL = cluster.ownerUrlFor(EMBEDDED_DATABASE);
  env.SHADOW_DATABASE_URL = cluster.ownerUrlFor(`${EMBEDDED_DATABASE}_shadow`);
}

const child = spawn("npx", ["graphile-migrate", ...process.argv.slice(2)], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => child.kill(signal));
const code: number = await new Promise((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
await release();
process.exit(code);
