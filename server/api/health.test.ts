import type pg from "pg";
import { describe, expect, it } from "vitest";
import { healthRoutes } from "./health.ts";

const pool = (fail?: string) =>
  ({
    query: async (sql: string) => {
      if (fail) throw new Error(fail);
      if (sql.includes("graphile_migrate")) return { rows: [{ filename: "000001.sql" }] };
      if (sql.includes("worker_heartbeats")) return { rows: [{ n: 2 }] };
      return { rows: [{}] };
    },
  }) as unknown as pg.Pool;

describe("GET /api/health", () => {
  it("answers 503 naming a stopped worker", async () => {
    const res = await healthRoutes({ ownerPool: pool(), workerAlive: () => false, workerEnabled: true }).request("/");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "error", checks: { worker: "job worker is not running" } });
  });

  it("answers 503 naming an unreachable database", async () => {
    const res = await healthRoutes({
      ownerPool: pool("connect ECONNREFUSED"),
      workerAlive: () => true,
      workerEnabled: true,
    }).request("/");
    expect(res.status).toBe(503);
    const body = (await res.json()) as { checks: Record<string, string> };
    expect(body.checks.database).toBe("database unreachable: connect ECONNREFUSED");
  });

  it("reports jobs run by worker processes of their own as external, with the pools whose heartbeat is fresh", async () => {
    const res = await healthRoutes({ ownerPool: pool(), workerAlive: () => false, workerEnabled: false }).request("/");
    const body = (await res.json()) as { checks: Record<string, string>; workers: number };
    expect(body.checks.worker).toBe("external");
    expect(body.workers).toBe(2);
  });
});
