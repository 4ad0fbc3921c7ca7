import { Logger as WorkerLogger, run, type Runner, type TaskList } from "graphile-worker";
import type pg from "pg";
import type { Logger } from "../logger.ts";
import { graphileLogFactory } from "../lib/graphileLogFactory.ts";
import type { CaptureDeps } from "../capture/processSourceFile.ts";
import type { NotificationMailDeps } from "../mail/notificationMail.ts";
import type { Xs2aProvider } from "../banking/xs2a/provider.ts";
import { document_shares__invite } from "./tasks/document_shares__invite.ts";
import { money_transactions__match, money_transactions__sweep } from "./tasks/money_transactions__match.ts";
import { notifications__mail } from "./tasks/notifications__mail.ts";
import { payment_reminders__send } from "./tasks/payment_reminders__send.ts";
import { sessions__delete_expired } from "./tasks/sessions__delete_expired.ts";
import { source_files__process, source_files__sweep } from "./tasks/source_files__process.ts";
import { users__invite } from "./tasks/users__invite.ts";
import { xs2a_connections__sync } from "./tasks/xs2a_connections__sync.ts";

/** Every task, named `<table>__<action>`. Listed here (not loaded from a folder) so the
 * bundled server carries them. */
/** What the banking tasks need: the owner pool and the logger. */
export interface BankingTaskDeps {
  ownerPool: pg.Pool;
  logger: Logger;
  /** The bank-access provider for bank syncs; null when bank access is switched off. */
  xs2aProvider?: Xs2aProvider | null;
}

export function makeTasks(deps: {
  capture: CaptureDeps;
  mail: NotificationMailDeps;
  banking: BankingTaskDeps;
}): TaskList {
  return {
    document_shares__invite: document_shares__invite(deps.mail),
    money_transactions__match: money_transactions__match(deps.banking),
    money_transactions__sweep,
    notifications__mail: notifications__mail(deps.mail),
    payment_reminders__send: payment_reminders__send({ ...deps.mail, blobs: deps.capture.blobs }),
    sessions__delete_expired,
    source_files__process: source_files__process(deps.capture),
    source_files__sweep,
    users__invite: users__invite(deps.mail),
    xs2a_connections__sync: xs2a_connections__sync(deps.banking),
  };
}

export const CRONTAB = ["0 * * * * sessions__delete_expired ?max=1", "*/10 * * * * source_files__sweep ?max=1"].join(
  "\n",
);

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
  capture: CaptureDeps;
  mail: NotificationMailDeps;
  banking: BankingTaskDeps;
}): Promise<WorkerHandle> {
  let alive = false;
  const runner: Runner = await run({
    pgPool: opts.ownerPool,
    concurrency: opts.concurrency,
    noHandleSignals: true,
    pollInterval: 2000,
    taskList: makeTasks({ capture: opts.capture, mail: opts.mail, banking: opts.banking }),
    crontab: CRONTAB,
    logger: new WorkerLogger(graphileLogFactory(opts.logger, "worker")),
  });
  alive = true;
  // Files uploaded while no worker ran wait for this.
  await runner.addJob("source_files__sweep", {}, { jobKey: "source_files__sweep" });
  await runner.addJob("money_transactions__sweep", {}, { jobKey: "money_transactions__sweep" });
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
