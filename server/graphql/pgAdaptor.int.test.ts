import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { makeWithPgClient } from "./pgAdaptor.ts";

// GraphQL's transactions open with the request's settings in one round trip; what runs inside
// sees exactly the settings, and nothing of them or of a failed transaction outlives it.

let server: TestServer;
let pool: pg.Pool;
let statements: string[];

beforeAll(async () => {
  server = await startTestServer({ persistedOnly: false });
  // One connection: every call below reuses it, so leftovers of a call would show in the next.
  pool = new pg.Pool({ ...server.authPool.options, max: 1 });
  pool.on("error", () => {});
  // Records what is sent to PostgreSQL (each query is one round trip).
  pool.on("acquire", (client) => {
    const tagged = client as pg.PoolClient & { recorded?: boolean };
    if (tagged.recorded) return;
    tagged.recorded = true;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0] as string | { text: string };
      statements.push(typeof first === "string" ? first : first.text);
      return query(...args);
    };
  });
});
afterAll(async () => {
  await pool?.end();
  await server?.close();
});

const withPgClient = () => makeWithPgClient(pool);
const settings = { role: "app_user", "app.user_id": "00000000-0000-0000-0000-000000000001" };

describe("makeWithPgClient", () => {
  it("opens the transaction and applies the settings in one round trip", async () => {
    statements = [];
    const rows = await withPgClient()(settings, async (client) => {
      const { rows } = await client.query<{ role: string; user_id: string }>({
        text: "select current_user as role, current_setting('app.user_id') as user_id",
      });
      return rows;
    });
    expect(rows).toEqual([{ role: "app_user", user_id: settings["app.user_id"] }]);
    // begin + settings, the callback's query, commit (without the first call's JIT setting).
    const counted = statements.map((text) => text.replace(/^set jit_optimize_above_cost = -1; /, ""));
    expect(counted).toHaveLength(3);
    expect(counted[0]).toMatch(/^begin; select set_config\('role', 'app_user', true\), set_config\('app\.user_id'/);
    expect(counted[2]).toBe("commit");
  });

  it("passes values with quotes and backslashes through unchanged, as data", async () => {
    const awkward = String.raw`o'clock \'; drop table x; -- \\ "`;
    const value = await withPgClient()({ "app.awkward": awkward }, async (client) => {
      const { rows } = await client.query<{ v: string }>({ text: "select current_setting('app.awkward') as v" });
      return rows[0]!.v;
    });
    expect(value).toBe(awkward);
  });

  it("leaves no settings and no open transaction behind, also after an error", async () => {
    await expect(
      withPgClient()(settings, async (client) => {
        await client.query({ text: "select 1/0" });
      }),
    ).rejects.toThrow(/division by zero/);
    const after = await withPgClient()(null, async (client) => {
      const { rows } = await client.query<{ role: string; user_id: string; in_transaction: boolean }>({
        text: `select current_user as role, coalesce(current_setting('app.user_id', true), '') as user_id,
                 now() <> statement_timestamp() as in_transaction`,
      });
      return rows[0];
    });
    expect(after).toEqual({ role: "app_authenticator", user_id: "", in_transaction: false });
  });

  it("turns nested transactions into savepoints: a failed one is undone, the outer goes on", async () => {
    const seen = await withPgClient()(settings, async (client) => {
      await expect(
        client.withTransaction(async (inner) => {
          await inner.query({ text: "select set_config('app.user_id', 'inner', true)" });
          await inner.query({ text: "select 1/0" });
        }),
      ).rejects.toThrow(/division by zero/);
      const { rows } = await client.query<{ user_id: string }>({
        text: "select current_setting('app.user_id') as user_id",
      });
      return rows[0]!.user_id;
    });
    expect(seen).toBe(settings["app.user_id"]);
  });
});
