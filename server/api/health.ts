import { Hono } from "hono";
import type pg from "pg";
import { migrationStatus } from "../db/migrate.ts";

export interface HealthDeps {
  ownerPool: pg.Pool;
  workerAlive: () => boolean;
  workerEnabled: boolean;
}

type Check = { ok: true } | { ok: false; reason: string };

/** GET /api/health: 200 when the database answers, its migrations are current and the
 * worker runs; 503 naming what is wrong otherwise. For load balancers and operators. */
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
    checks.worker = !deps.workerEnabled
      ? { ok: true }
      : deps.workerAlive()
        ? { ok: true }
        : { ok: false, reason: "job worker is not running" };
    const ok = Object.values(checks).every((x) => x.ok);
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        status: ok ? "ok" : "error",
        checks: Object.fromEntries(Object.entries(checks).map(([k, v]) => [k, v.ok ? "ok" : v.reason])),
      },
      ok ? 200 : 503,
    );
  });
  return app;
}
