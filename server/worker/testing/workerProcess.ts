/**
 * A job worker in a process of its own, for liveness.int.test.ts: runs graphile-worker with the
 * heartbeat of runner.ts against WORKER_TEST_DATABASE_URL. Its one task, `test__hold`, writes
 * "holding <job id>" to stdout and never ends, so the test can kill the process while the job
 * is locked to this worker.
 */
import "../../runtimeEnv.ts";
import { Logger as WorkerLogger } from "graphile-worker";
import pg from "pg";
import { makeLogger } from "../../logger.ts";
import { graphileLogFactory } from "../../lib/graphileLogFactory.ts";
import { runWithLiveness } from "../runner.ts";

const url = process.env.WORKER_TEST_DATABASE_URL;
if (!url) throw new Error("WORKER_TEST_DATABASE_URL is not set.");
const pool = new pg.Pool({ connectionString: url, max: 4 });
pool.on("error", () => {});
const logger = makeLogger(process.env.TEST_LOG_LEVEL ?? "silent");

await runWithLiveness(
  {
    pgPool: pool,
    concurrency: 1,
    noHandleSignals: true,
    pollInterval: 200,
    taskList: {
      test__hold: async (_payload, helpers) => {
        process.stdout.write(`holding ${helpers.job.id}\n`);
        await new Promise(() => {});
      },
    },
    logger: new WorkerLogger(graphileLogFactory(logger, "worker")),
  },
  logger,
  { heartbeatIntervalMs: 200, staleAfterMs: 1500, releaseIntervalMs: 300 },
);
