import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { withTransaction } from "./withTransaction.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const tableExists = async (name: string) =>
  (await server.ownerPool.query<{ exists: boolean }>("select to_regclass($1) is not null as exists", [name])).rows[0]!
    .exists;

describe("withTransaction", () => {
  it("commits what the work did and answers its result", async () => {
    const answer = await withTransaction(server.ownerPool, async (client) => {
      await client.query("create table public.tx_committed (id int)");
      return 42;
    });
    expect(answer).toBe(42);
    expect(await tableExists("public.tx_committed")).toBe(true);
  });

  it("rolls back when the work throws, and rethrows the work's error", async () => {
    const failure = withTransaction(server.ownerPool, async (client) => {
      await client.query("create table public.tx_rolled_back (id int)");
      throw new Error("the work failed");
    });
    await expect(failure).rejects.toThrow("the work failed");
    expect(await tableExists("public.tx_rolled_back")).toBe(false);
  });

  it("rethrows a failed statement's error after the rollback, not the rollback's", async () => {
    const failure = withTransaction(server.ownerPool, async (client) => {
      await client.query("select 1 / 0");
    });
    await expect(failure).rejects.toThrow(/division by zero/);
  });

  it("rolls back on rollback(result) and answers that result", async () => {
    const answer = await withTransaction<string>(server.ownerPool, async (client, rollback) => {
      await client.query("create table public.tx_rolled_back_on_purpose (id int)");
      return rollback("gone");
    });
    expect(answer).toBe("gone");
    expect(await tableExists("public.tx_rolled_back_on_purpose")).toBe(false);
  });

  it("rolls back after rollback(result) even when the work caught it and went on", async () => {
    const answer = await withTransaction<string>(server.ownerPool, async (client, rollback) => {
      await client.query("create table public.tx_caught_rollback (id int)");
      try {
        rollback("early");
      } catch {
        // swallowed by mistake
      }
      return "late";
    });
    expect(answer).toBe("early");
    expect(await tableExists("public.tx_caught_rollback")).toBe(false);
  });

  it("an inner transaction's rollback(result) ends only the inner one", async () => {
    const answer = await withTransaction(server.ownerPool, async (client) => {
      await client.query("create table public.tx_outer_kept (id int)");
      const inner = await withTransaction<number>(server.ownerPool, async (_inner, rollback) => rollback(7));
      return inner + 1;
    });
    expect(answer).toBe(8);
    expect(await tableExists("public.tx_outer_kept")).toBe(true);
  });

  it("sets transaction-local settings that end with the transaction", async () => {
    const inside = await withTransaction(
      server.ownerPool,
      async (client) =>
        (await client.query<{ v: string }>("select current_setting('app.probe', true) as v")).rows[0]!.v,
      { "app.probe": "inside" },
    );
    expect(inside).toBe("inside");
    const after = await server.ownerPool.query<{ v: string | null }>("select current_setting('app.probe', true) as v");
    expect(after.rows[0]!.v ?? "").toBe("");
  });

  it("returns every client to the pool, also after failures", async () => {
    const before = server.ownerPool.totalCount;
    for (let i = 0; i < 20; i++) {
      await withTransaction(server.ownerPool, async () => {
        throw new Error("again");
      }).catch(() => {});
    }
    expect(server.ownerPool.waitingCount).toBe(0);
    expect(server.ownerPool.idleCount).toBe(server.ownerPool.totalCount);
    expect(server.ownerPool.totalCount).toBeLessThanOrEqual(Math.max(before, 1) + 1);
  });
});
