import "./runtimeEnv.ts";
import { SandboxProvider } from "./banking/xs2a/sandbox/sandboxProvider.ts";
import { migrationStatus } from "./db/migrate.ts";
import { makeBlobStorage } from "./files/makeBlobStorage.ts";
import { runProcess } from "./processLifecycle.ts";
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
void runProcess({
  refuse: (config) =>
    config.database.url
      ? null
      : "A worker process needs DATABASE_URL: the database of the web processes. (The embedded database belongs to `npm start`; its worker runs inside it.)",
  logBindings: { process: "worker" },
  stopping: "stopping the worker",
  start: async ({ config, logger, db, onStop, isStopping, shutdown }) => {
    for (let waited = false; !isStopping(); waited = true) {
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
    if (isStopping()) return;
    const blobs = makeBlobStorage(config);
    const xs2aProvider = config.bankAccess.provider === "sandbox" ? await SandboxProvider.start(db.ownerPool) : null;
    const jobs = await startJobRunner({ config, logger, ownerPool: db.ownerPool, blobs, xs2aProvider });
    onStop(() => jobs.close());
    void jobs.worker.ended.then(() => shutdown("the job runner stopped", 1));
    logger.info(
      { concurrency: config.worker.concurrency, fileStore: config.capture.blobStore },
      "Belegwerk worker is running",
    );
  },
});
