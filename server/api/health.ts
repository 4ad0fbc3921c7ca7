import { Hono } from "hono";
import type pg from "pg";
import { migrationStatus } from "../db/migrate.ts";
import { STALE_AFTER_MS } from "../worker/liveness.ts";

export interface HealthDeps {
  ownerPool: pg.Pool;
  workerAlive: () => boolean;
  /** False when the jobs run in worker processes of their own (WORKER_ENABLED=false). */
  workerEnabled: boolean;
}

type Check = { ok: true; note?: string } | { ok: false; reason: string };

/** GET /api/health: 200 when the database answers, its migrations are current and the
 * worker runs; 503 naming what is wrong otherwise. For load balancers and operators.
 * A web process without a worker of its own reports the worker as "external" with the number
 * of worker pools whose heartbeat is fresh (`workers`): an absent worker process does not make
 * the web process unhealthy (a load balancer would take every web process out). */
export function healthRoutes(deps: HealthDeps) {
  const app = new Hono();
  app.get("/", async (c) => {
    const checks: Record<string, Check> = {};
    try {
      await deps.ownerPool.query("select 1");
      checks.database = { ok: true };
      const m = await migrationStatus(deps.ownerPool);
      checks.migrations = m.current
        ? { ok: true }
        : { ok: false, reason: `database is at ${m.applied ?? "no migration"}, the code expects ${m.latest}` };
    } catch (e) {
      checks.database = { ok: false, reason: `database unreachable: ${(e as Error).message}` };
      checks.migrations = { ok: false, reason: "unknown while the database is unreachable" };
    }
    let workers: number | undefined;
    if (!deps.workerEnabled) {
      workers = await deps.ownerPool
        .query<{ n: number }>(
          "select count(*)::int as n from app_private.worker_heartbeats where seen_at >= now() - make_interval(secs => $1::float8 / 1000)",
          [STALE_AFTER_MS],
        )
        .then((r) => r.rows[0]?.n ?? 0)
        .catch(() => undefined);
    }
    checks.worker = !deps.workerEnabled
      ? { ok: true, note: "external" }
      : deps.workerAlive()
        ? { ok: true }
        : { ok: false, reason: "job worker is not running" };
    const ok = Object.values(checks).every((x) => x.ok);
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        status: ok ? "ok" : "error",
        checks: Object.fromEntries(Object.entries(checks).map(([k, v]) => [k, v.ok ? (v.note ?? "ok") : v.reason])),
        ...(workers === undefined ? {} : { workers }),
      },
      ok ? 200 : 503,
    );
  });
  return app;
}
