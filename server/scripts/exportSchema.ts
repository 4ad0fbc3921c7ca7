/**
 * `npm run schema:export`: builds the GraphQL schema from a fresh database carrying the
 * committed migrations and writes schema.graphql (sorted). `npm test` fails when the
 * committed file differs from what this produces.
 */
import "../runtimeEnv.ts";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { makeSchema } from "postgraphile";
import { parseConfig } from "../config.ts";
import { accessEmbeddedCluster } from "../db/cluster.ts";
import { runMigrations } from "../db/migrate.ts";
import { makePreset } from "../graphql/graphile.config.ts";
import { printSortedSchema } from "../graphql/printSchema.ts";
import { ROOT_DIR } from "../lib/paths.ts";
import { makeLogger } from "../logger.ts";

const config = parseConfig({ NODE_ENV: "development", ...process.env });
const logger = makeLogger(process.env.LOG_LEVEL ?? "warn");
const cluster = await accessEmbeddedCluster(config, logger);
const database = `belegwerk_schema_${process.pid}`;
const root = new pg.Client({ connectionString: cluster.rootUrl });
await root.connect();
try {
  await root.query(`create database ${database} owner belegwerk_owner`);
  await root.query(`grant connect on database ${database} to app_authenticator`);
  await runMigrations(cluster.ownerUrlFor(database), logger);
  const pool = new pg.Pool({ connectionString: cluster.authUrlFor(database) });
  pool.on("error", () => {}); // the database is dropped below while a listener may still be closing
  const { schema, resolvedPreset } = await makeSchema(makePreset(pool));
  await writeFile(join(ROOT_DIR, "schema.graphql"), printSortedSchema(schema));
  for (const s of resolvedPreset.pgServices ?? []) await s.release?.();
  await pool.end();
  console.log("schema.graphql written");
} finally {
  await root.query(`drop database if exists ${database} with (force)`);
  await root.end();
  await cluster.release();
}
