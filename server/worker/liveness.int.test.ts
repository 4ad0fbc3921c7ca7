import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { Logger as WorkerLogger } from "graphile-worker";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { withCredentials } from "../db/roles.ts";
import { graphileLogFactory } from "../lib/graphileLogFactory.ts";
import { makeLogger } from "../logger.ts";
import { runWithLiveness } from "./runner.ts";

const WORKER_PROCESS = fileURLToPath(new URL("./testing/workerProcess.ts", import.meta.url));
const logger = makeLogger(process.env.TEST_LOG_LEVEL ?? "silent");

/** Resolves when `predicate` holds, checking every 100 ms; fails after a generous bound. */
async function eventually<T>(what: string, check: () => Promise<T | null | undefined>, boundMs = 90_000): Promise<T> {
  const until = Date.now() + boundMs;
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Still waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("jobs are never dropped and survive a crashed worker", { timeout: 180_000 }, () => {
  const rootUrl = inject("pgRootUrl");
  const database = `test_${randomBytes(8).toString("hex")}`;
  const ownerUrl = withCredentials(rootUrl, "belegwerk_owner", inject("pgOwnerPassword"), database);
  let pool: pg.Pool;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    const root = new pg.Client({ connectionString: rootUrl });
    await root.connect();
    await root.query(`create database ${database} template ${inject("pgTemplate")} owner belegwerk_owner`);
    await root.end();
    pool = new pg.Pool({ connectionString: ownerUrl, max: 5 });
    pool.on("error", () => {});
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await pool.end();
    const root = new pg.Client({ connectionString: rootUrl });
    await root.connect();
    await root.query(`drop database if exists ${database} with (force)`);
    await root.end();
  });

  it("adds jobs from SQL in a database no worker has ever run on", async () => {
    // The migrated database carries graphile-worker's schema although no worker ever started.
    await pool.query("select app_private.enqueue_job('test__noop', '{}'::json, 'never-dropped')");
    const { rows } = await pool.query<{ task_identifier: string }>(
      "select task_identifier from graphile_worker.jobs where key = 'never-dropped'",
    );
    expect(rows).toEqual([{ task_identifier: "test__noop" }]);
    await pool.query("select graphile_worker.remove_job('never-dropped')");
  });

  it("runs a job again in a new worker after the worker holding it was killed (SIGKILL)", async () => {
    await pool.query("select app_private.enqueue_job('test__hold', '{}'::json, 'held-by-a-dying-worker')");
    const { rows: added } = await pool.query<{ id: string }>(
      "select id::text from graphile_worker.jobs where key = 'held-by-a-dying-worker'",
    );
    const jobId = added[0]!.id;

    // A worker in a process of its own takes the job and holds it.
    const child = spawn(process.execPath, ["--import", "tsx", WORKER_PROCESS], {
      env: { ...process.env, WORKER_TEST_DATABASE_URL: ownerUrl },
      stdio: ["ignore", "pipe", "inherit"],
    });
    children.push(child);
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await eventually("the child worker to hold the job", async () =>
      output.includes(`holding ${jobId}`) ? true : null,
    );
    const { rows: locked } = await pool.query<{ locked_by: string | null }>(
      "select locked_by from graphile_worker.jobs where id = $1",
      [jobId],
    );
    expect(locked[0]!.locked_by).toMatch(/^pool-/);

    // The whole process dies without a chance to hand the job back.
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;

    // A new worker starts and runs the job.
    let ranJob: string | null = null;
    const { runner } = await runWithLiveness(
      {
        pgPool: pool,
        concurrency: 1,
        noHandleSignals: true,
        pollInterval: 200,
        taskList: {
          test__hold: async (_payload, helpers) => {
            ranJob = helpers.job.id;
          },
        },
        logger: new WorkerLogger(graphileLogFactory(logger, "worker")),
      },
      logger,
      { heartbeatIntervalMs: 200, staleAfterMs: 1500, releaseIntervalMs: 300 },
    );
    try {
      await eventually("the job to run in the new worker", async () => ranJob);
      expect(ranJob).toBe(jobId);
      await eventually("the job to be done", async () => {
        const { rows } = await pool.query("select 1 from graphile_worker.jobs where id = $1", [jobId]);
        return rows.length === 0 ? true : null;
      });
    } finally {
      await runner.stop();
    }
  });

  it("never releases the jobs of a worker that still reports", async () => {
    await pool.query("select app_private.worker_heartbeat(array['worker-alive'])");
    await pool.query("select app_private.enqueue_job('test__busy', '{}'::json, 'held-by-a-live-worker')");
    await pool.query(
      `update graphile_worker._private_jobs set locked_by = 'worker-alive', locked_at = now() - interval '1 hour'
        where key = 'held-by-a-live-worker'`,
    );
    const { rows } = await pool.query<{ released: string[] }>(
      "select app_private.release_dead_workers(interval '30 seconds') as released",
    );
    expect(rows[0]!.released).not.toContain("worker-alive");
    const { rows: job } = await pool.query<{ locked_by: string | null }>(
      "select locked_by from graphile_worker.jobs where key = 'held-by-a-live-worker'",
    );
    expect(job[0]!.locked_by).toBe("worker-alive");
  });
});
