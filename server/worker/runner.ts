import { EventEmitter } from "node:events";
import {
  Logger as WorkerLogger,
  run,
  type Runner,
  type RunnerOptions,
  type TaskList,
  type WorkerEvents,
} from "graphile-worker";
import type pg from "pg";
import type { Logger } from "../logger.ts";
import { graphileLogFactory } from "../lib/graphileLogFactory.ts";
import type { CaptureDeps } from "../capture/processSourceFile.ts";
import type { NotificationMailDeps } from "../mail/notificationMail.ts";
import type { Xs2aProvider } from "../banking/xs2a/provider.ts";
import { blobs__sweep } from "./tasks/blobs__sweep.ts";
import { client_companies__contract_expiry } from "./tasks/client_companies__contract_expiry.ts";
import { document_recurrences__create_clones } from "./tasks/document_recurrences__create_clones.ts";
import { document_shares__invite } from "./tasks/document_shares__invite.ts";
import { export__run } from "./tasks/export__run.ts";
import { money_transactions__match, money_transactions__sweep } from "./tasks/money_transactions__match.ts";
import { notifications__mail } from "./tasks/notifications__mail.ts";
import { partner_layout_templates__learn } from "./tasks/partner_layout_templates__learn.ts";
import { payment_reminders__send } from "./tasks/payment_reminders__send.ts";
import { rules__daily, rules__evaluate, rules__notify, type RulesTaskDeps } from "./tasks/rules__evaluate.ts";
import { sessions__delete_expired } from "./tasks/sessions__delete_expired.ts";
import { source_files__process, source_files__sweep } from "./tasks/source_files__process.ts";
import { users__invite } from "./tasks/users__invite.ts";
import { users__send_update_digests } from "./tasks/users__send_update_digests.ts";
import { xs2a_connections__sync } from "./tasks/xs2a_connections__sync.ts";
import type { ImportDeps } from "../integrations/importRun.ts";
import { billomat__import } from "./tasks/billomat__import.ts";
import { billomat__sync_payments } from "./tasks/billomat__sync_payments.ts";
import { fastbill__import } from "./tasks/fastbill__import.ts";
import { getmyinvoices__import } from "./tasks/getmyinvoices__import.ts";
import { type LivenessOptions, WorkerLiveness } from "./liveness.ts";

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
  storage: StorageTaskDeps;
  rules: RulesTaskDeps;
  integrations: ImportDeps;
}): TaskList {
  return {
    billomat__import: billomat__import(deps.integrations),
    billomat__sync_payments: billomat__sync_payments(deps.integrations),
    fastbill__import: fastbill__import(deps.integrations),
    getmyinvoices__import: getmyinvoices__import(deps.integrations),
    client_companies__contract_expiry: client_companies__contract_expiry(deps.mail),
    blobs__sweep: blobs__sweep({
      ownerPool: deps.capture.ownerPool,
      blobs: deps.capture.blobs,
      graceMs: deps.storage.blobGraceMs,
      logger: deps.capture.logger,
    }),
    document_recurrences__create_clones: document_recurrences__create_clones({
      ownerPool: deps.capture.ownerPool,
      logger: deps.capture.logger,
    }),
    document_shares__invite: document_shares__invite(deps.mail),
    export__run: export__run({
      ownerPool: deps.capture.ownerPool,
      blobs: deps.capture.blobs,
      logger: deps.capture.logger,
      publicUrl: deps.mail.publicUrl,
    }),
    money_transactions__match: money_transactions__match(deps.banking),
    partner_layout_templates__learn: partner_layout_templates__learn(deps.capture),
    money_transactions__sweep,
    notifications__mail: notifications__mail(deps.mail),
    payment_reminders__send: payment_reminders__send({ ...deps.mail, blobs: deps.capture.blobs }),
    rules__daily: rules__daily(deps.rules),
    rules__evaluate: rules__evaluate(deps.rules),
    rules__notify: rules__notify(deps.rules),
    sessions__delete_expired,
    source_files__process: source_files__process(deps.capture),
    source_files__sweep,
    users__invite: users__invite(deps.mail),
    users__send_update_digests: users__send_update_digests(deps.mail),
    xs2a_connections__sync: xs2a_connections__sync(deps.banking),
  };
}

/** What the file-store sweep needs. */
export interface StorageTaskDeps {
  /** Unreferenced blobs younger than this are kept (an upload may still be committing its row). */
  blobGraceMs: number;
}

export const CRONTAB = [
  "0 * * * * sessions__delete_expired ?max=1",
  "*/10 * * * * source_files__sweep ?max=1",
  "30 * * * * blobs__sweep ?max=1",
  // Due from 06:00 German time, once per interval and period (they record what went out).
  "5 * * * * users__send_update_digests ?max=1",
  "20 * * * * client_companies__contract_expiry ?max=1",
  // Clones of recurring documents due today (German day); idempotent, so hourly is safe.
  "15 * * * * document_recurrences__create_clones ?max=1",
  // The rules of trigger SCHEDULED_DAILY, early in the morning (UTC).
  "15 4 * * * rules__daily ?max=1",
  // Integrations: each connector imports new documents of every connected company hourly (one
  // job per company, queued by these); payments are reported back to Billomat.
  "35 * * * * getmyinvoices__import ?max=1",
  "40 * * * * fastbill__import ?max=1",
  "45 * * * * billomat__import ?max=1",
  "50 * * * * billomat__sync_payments ?max=1",
].join("\n");

export interface WorkerHandle {
  isAlive: () => boolean;
  stop: () => Promise<void>;
  /** Settles when the runner has ended, by stop() or by an error (a worker process then exits). */
  ended: Promise<void>;
}

/**
 * graphile-worker with a heartbeat per worker pool (liveness.ts): the jobs a crashed process held
 * are unlocked once its heartbeat is stale, at this start or while running, rather than after
 * graphile-worker's 4 hours.
 */
export async function runWithLiveness(
  options: Omit<RunnerOptions, "events" | "pgPool"> & { pgPool: pg.Pool },
  logger: Logger,
  livenessOptions?: LivenessOptions,
): Promise<{ runner: Runner; liveness: WorkerLiveness }> {
  const liveness = new WorkerLiveness(options.pgPool, logger, livenessOptions);
  const events = new EventEmitter() as WorkerEvents;
  // graphile-worker locks jobs with the id of the worker pool (one per run()), not of its workers.
  events.on("pool:create", ({ workerPool }) => liveness.add(workerPool.id));
  events.on("pool:release", ({ workerPool }) => liveness.remove(workerPool.id));
  const runner = await run({ ...options, events });
  try {
    await liveness.start();
  } catch (e) {
    await runner.stop();
    throw e;
  }
  runner.promise.finally(() => liveness.stop()).catch(() => {});
  return { runner, liveness };
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
  storage: StorageTaskDeps;
  rules: RulesTaskDeps;
  integrations: ImportDeps;
  liveness?: LivenessOptions;
}): Promise<WorkerHandle> {
  let alive = false;
  const { runner, liveness } = await runWithLiveness(
    {
      pgPool: opts.ownerPool,
      concurrency: opts.concurrency,
      noHandleSignals: true,
      pollInterval: 2000,
      taskList: makeTasks({
        capture: opts.capture,
        mail: opts.mail,
        banking: opts.banking,
        storage: opts.storage,
        rules: opts.rules,
        integrations: opts.integrations,
      }),
      crontab: CRONTAB,
      logger: new WorkerLogger(graphileLogFactory(opts.logger, "worker")),
    },
    opts.logger,
    opts.liveness,
  );
  alive = true;
  // Files uploaded while no worker ran wait for this.
  await runner.addJob("source_files__sweep", {}, { jobKey: "source_files__sweep" });
  await runner.addJob("money_transactions__sweep", {}, { jobKey: "money_transactions__sweep" });
  const ended = runner.promise.then(
    () => {
      alive = false;
    },
    (e: Error) => {
      alive = false;
      opts.logger.error({ err: e.message }, "worker stopped with an error");
    },
  );
  return {
    ended,
    isAlive: () => alive,
    stop: async () => {
      // The heartbeat goes on while running jobs finish, so no other process takes them over.
      if (alive) await runner.stop();
      liveness.stop();
      alive = false;
    },
  };
}
