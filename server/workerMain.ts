import "./runtimeEnv.ts";
import { SandboxProvider } from "./banking/xs2a/sandbox/sandboxProvider.ts";
import { ConfigError, parseConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { migrationStatus } from "./db/migrate.ts";
import { makeBlobStorage } from "./files/makeBlobStorage.ts";
import { makeLogger } from "./logger.ts";
import { startJobRunner } from "./worker/jobRunner.ts";

/** How often a worker that started before the web process migrated looks again. */
const MIGRATION_POLL_MS = 5_000;

/**
 * `npm run worker` (dist/server/worker.js): only the job runner (graphile-worker), no HTTP. Any
 * number of these may run beside web processes started with WORKER_ENABLED=false, all on one
 * database (DATABASE_URL) and one file store (S3, or a folder they all mount). The web process
 * migrates the database; a worker waits until the database is at the migration its code expects.
 * SIGINT/SIGTERM let running jobs finish; a runner that dies ends the process (exit 1) so that
 * the process manager starts it again.
 */
async function main() {
  let config;
  try {
    config = parseConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  if (!config.database.url) {
    console.error(
      "A worker process needs DATABASE_URL: the database of the web processes. (The embedded database belongs to `npm start`; its worker runs inside it.)",
    );
    process.exit(2);
  }
  const logger = makeLogger(config.logLevel).child({ process: "worker" });
  let db: Awaited<ReturnType<typeof openDatabase>>;
  try {
    db = await openDatabase(config, logger);
  } catch (e) {
    logger.fatal({ err: (e as Error).message }, "the database could not be opened");
    logger.flush(() => process.exit(1));
    return;
  }
  let jobs: Awaited<ReturnType<typeof startJobRunner>> | undefined;
  let stopping = false;
  const shutdown = async (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 20_000);
    force.unref();
    try {
      await jobs?.close();
    } catch (e) {
      logger.error({ err: (e as Error).message }, "error while stopping the worker");
    }
    await db.close();
    logger.info("stopped");
    logger.flush(() => process.exit(code));
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    for (let waited = false; !stopping; waited = true) {
      const status = await migrationStatus(db.ownerPool);
      if (status.current) break;
      if (!waited) {
        logger.warn(
          { applied: status.applied, expected: status.latest },
          "the database is not migrated yet; waiting for a web process to migrate it",
        );
      }
      await new Promise((resolve) => setTimeout(resolve, MIGRATION_POLL_MS));
    }
    if (stopping) return;
    const blobs = makeBlobStorage(config);
    const xs2aProvider = config.bankAccess.provider === "sandbox" ? await SandboxProvider.start(db.ownerPool) : null;
    jobs = await startJobRunner({ config, logger, ownerPool: db.ownerPool, blobs, xs2aProvider });
    void jobs.worker.ended.then(() => shutdown("the job runner stopped", 1));
    logger.info(
      { concurrency: config.worker.concurrency, fileStore: config.capture.blobStore },
      "Belegwerk worker is running",
    );
  } catch (e) {
    logger.fatal({ err: (e as Error).message, stack: (e as Error).stack }, "start-up failed");
    await shutdown("start-up failed", 1);
  }
}

process.on("unhandledRejection", (e) => {
  console.error("unhandled rejection", e);
});

void main();
