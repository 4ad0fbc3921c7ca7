import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { Logger as MigrateLogger, migrate } from "graphile-migrate";
import { Logger as WorkerLogger, runMigrations as installWorkerSchema } from "graphile-worker";
import pg from "pg";
import type { Logger } from "../logger.ts";
import { MIGRATIONS_DIR } from "../lib/paths.ts";
import { graphileLogFactory } from "../lib/graphileLogFactory.ts";

/**
 * Installs (or upgrades) graphile-worker's schema, then applies the committed migrations (never
 * current.sql) as the owner. Idempotent. The worker's schema comes first and always, also when
 * this server runs no worker (WORKER_ENABLED=false): jobs added from SQL
 * (app_private.enqueue_job) go into it unconditionally and wait for a worker to start.
 */
export async function runMigrations(ownerUrl: string, logger: Logger): Promise<void> {
  await installWorkerSchema({
    connectionString: ownerUrl,
    logger: new WorkerLogger(graphileLogFactory(logger, "worker")),
  });
  await migrate(
    {
      connectionString: ownerUrl,
      migrationsFolder: MIGRATIONS_DIR,
      logger: new MigrateLogger(graphileLogFactory(logger, "migrate")),
    },
    false,
  );
}

/** The newest committed migration on disk, e.g. "000001.sql". */
export async function latestCommittedMigration(): Promise<string | null> {
  const files = (await readdir(join(MIGRATIONS_DIR, "committed"))).filter((f) => /^\d{6}.*\.sql$/.test(f)).sort();
  return files.at(-1) ?? null;
}

/** Compares the database's migration log with the committed files. */
export async function migrationStatus(
  pool: pg.Pool,
): Promise<{ current: boolean; applied: string | null; latest: string | null }> {
  const latest = await latestCommittedMigration();
  const { rows } = await pool.query<{ filename: string }>(
    "select filename from graphile_migrate.migrations order by filename desc limit 1",
  );
  const applied = rows[0]?.filename ?? null;
  // graphile-migrate records "000001.sql" for "000001-message.sql": compare the numbers.
  const number = (f: string | null) => f?.match(/^\d{6}/)?.[0] ?? null;
  return { current: number(applied) === number(latest), applied, latest };
}
