/**
 * `npm run sql -- "select …"`: runs one SQL statement as the database owner against the
 * embedded database (started for the command if the server is not running) or DATABASE_URL,
 * and prints the rows as a table. DATA_DIR and EMBEDDED_PG_PORT select another embedded
 * database (e.g. the benchmark one: DATA_DIR=.data/bench EMBEDDED_PG_PORT=54358).
 */
import "../runtimeEnv.ts";
import pg from "pg";
import { parseConfig } from "../config.ts";
import { accessEmbeddedCluster } from "../db/cluster.ts";
import { EMBEDDED_DATABASE } from "../db/database.ts";
import { makeLogger } from "../logger.ts";

const statement = process.argv.slice(2).join(" ").trim();
if (!statement) {
  console.error('usage: npm run sql -- "select …"');
  process.exit(2);
}
const config = parseConfig({ NODE_ENV: "development", ...process.env });
const logger = makeLogger(process.env.LOG_LEVEL ?? "warn");
let url = config.database.url;
let release = async () => {};
if (!url) {
  const cluster = await accessEmbeddedCluster(config, logger);
  release = cluster.release;
  url = cluster.ownerUrlFor(EMBEDDED_DATABASE);
}
const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  const results = await client.query(statement);
  for (const result of Array.isArray(results) ? results : [results]) {
    if (result.rows.length > 0) console.table(result.rows);
    else console.log(`${result.command ?? ""} ${result.rowCount ?? ""}`.trim());
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
  await release();
}
