import type pg from "pg";
import type { Logger } from "../logger.ts";

/** How often a running worker reports that it lives. */
export const HEARTBEAT_INTERVAL_MS = 10_000;
/** A worker silent for this long no longer exists: its jobs are unlocked and run again. */
export const STALE_AFTER_MS = 45_000;
/** How often the jobs of dead workers are looked for (besides at start). */
export const RELEASE_INTERVAL_MS = 15_000;

export interface LivenessOptions {
  heartbeatIntervalMs?: number;
  staleAfterMs?: number;
  releaseIntervalMs?: number;
}

/**
 * Jobs survive a crash. graphile-worker locks a job to the worker (pool) running it and releases the
 * locks of a worker that vanished (kill -9, power loss) only after 4 hours. Here every worker
 * of this process writes a heartbeat (app_private.worker_heartbeats) every few seconds; at start
 * and periodically, the jobs and queues locked by workers whose heartbeat is stale are unlocked
 * (graphile_worker.force_unlock_workers), so an accepted upload becomes a document within a
 * minute of a restart. Several processes may run side by side: each keeps the others alive
 * by their own heartbeats and never releases its own workers.
 */
export class WorkerLiveness {
  private readonly workerIds = new Set<string>();
  private heartbeatTimer?: NodeJS.Timeout;
  private releaseTimer?: NodeJS.Timeout;
  private stopped = false;
  private readonly heartbeatIntervalMs: number;
  private readonly staleAfterMs: number;
  private readonly releaseIntervalMs: number;

  constructor(
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
    opts: LivenessOptions = {},
  ) {
    this.heartbeatIntervalMs = opts.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS;
    this.staleAfterMs = opts.staleAfterMs ?? STALE_AFTER_MS;
    this.releaseIntervalMs = opts.releaseIntervalMs ?? RELEASE_INTERVAL_MS;
    if (this.staleAfterMs < 2 * this.heartbeatIntervalMs) {
      throw new Error("staleAfterMs must be at least twice the heartbeat interval.");
    }
  }

  /** A worker of this process started: it is reported from now on. */
  add(workerId: string): void {
    this.workerIds.add(workerId);
    void this.heartbeat();
  }

  /** A worker of this process stopped (its jobs were handed back by graphile-worker). */
  remove(workerId: string): void {
    this.workerIds.delete(workerId);
    this.pool.query("delete from app_private.worker_heartbeats where worker_id = $1", [workerId]).catch(() => {});
  }

  /** Starts the heartbeat and the periodic release, releasing dead workers' jobs once at once. */
  async start(): Promise<void> {
    await this.heartbeat();
    await this.releaseDead();
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), this.heartbeatIntervalMs);
    this.releaseTimer = setInterval(() => void this.releaseDead(), this.releaseIntervalMs);
    this.heartbeatTimer.unref();
    this.releaseTimer.unref();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.heartbeatTimer);
    clearInterval(this.releaseTimer);
  }

  async heartbeat(): Promise<void> {
    if (this.stopped || this.workerIds.size === 0) return;
    try {
      await this.pool.query("select app_private.worker_heartbeat($1::text[])", [[...this.workerIds]]);
    } catch (e) {
      this.logger.warn({ err: (e as Error).message }, "worker heartbeat could not be written");
    }
  }

  /** Unlocks the jobs of workers (of any process) that stopped reporting. Returns their ids. */
  async releaseDead(): Promise<string[]> {
    if (this.stopped) return [];
    try {
      // Our own workers first report, so a late timer never makes them look dead.
      await this.heartbeat();
      const { rows } = await this.pool.query<{ released: string[] }>(
        "select app_private.release_dead_workers(make_interval(secs => $1::float8 / 1000), $2::text[]) as released",
        [this.staleAfterMs, [...this.workerIds]],
      );
      const released = rows[0]?.released ?? [];
      if (released.length > 0) {
        this.logger.warn({ workerIds: released }, "released the jobs of workers that no longer run");
      }
      return released;
    } catch (e) {
      this.logger.warn({ err: (e as Error).message }, "the jobs of dead workers could not be released");
      return [];
    }
  }
}
