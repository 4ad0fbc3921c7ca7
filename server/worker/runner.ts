import { Logger as WorkerLogger, run, type Runner, type TaskList } from "graphile-worker";
import type pg from "pg";
import type { Logger } from "../logger.ts";
import { graphileLogFactory } from "../lib/graphileLogFactory.ts";
import { sessions__delete_expired } from "./tasks/sessions__delete_expired.ts";

/** Every task, named `<table>__<action>`. Listed here (not loaded from a folder) so the
 * bundled server carries them. */
export const TASKS: TaskList = { sessions__delete_expired };

export const CRONTAB = ["0 * * * * sessions__delete_expired ?max=1"].join("\n");

export interface WorkerHandle {
  isAlive: () => boolean;
  stop: () => Promise<void>;
}

/** graphile-worker in this process (DESIGN decision 10): jobs live in PostgreSQL, are
 * locked with SKIP LOCKED, and more worker processes can be started beside it later. */
export async function startWorker(opts: {
  ownerPool: pg.Pool;
  concurrency: number;
  logger: Logger;
}): Promise<WorkerHandle> {
  let alive = false;
  const runner: Runner = await run({
    pgPool: opts.ownerPool,
    concurrency: opts.concurrency,
    noHandleSignals: true,
    pollInterval: 2000,
    taskList: TASKS,
    crontab: CRONTAB,
    logger: new WorkerLogger(graphileLogFactory(opts.logger, "worker")),
  });
  alive = true;
  runner.promise.then(
    () => (alive = false),
    (e: Error) => {
      alive = false;
      opts.logger.error({ err: e.message }, "worker stopped with an error");
    },
  );
  return {
    isAlive: () => alive,
    stop: async () => {
      if (alive) await runner.stop();
      alive = false;
    },
  };
}
