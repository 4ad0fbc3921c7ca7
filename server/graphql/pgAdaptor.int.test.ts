import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedTwoCompanies } from "../test/fixtures.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import type { NodePostgresPgClient } from "postgraphile/adaptors/pg";
import { makeOperationWithPgClient, makeWithPgClient } from "./pgAdaptor.ts";

// GraphQL's transactions open with the request's settings in one round trip; what runs inside
// sees exactly the settings, and nothing of them or of a failed transaction outlives it.

let server: TestServer;
let pool: pg.Pool;
let statements: string[] = [];

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

describe("makeOperationWithPgClient (the reads of one GraphQL query)", () => {
  const select = (client: NodePostgresPgClient, text: string) => client.query<Record<string, unknown>>({ text });
  const settingsAndTransaction = `select current_user as role, coalesce(current_setting('app.user_id', true), '') as user_id,
       coalesce(current_setting('app.session_id', true), '') as session_id`;
  const nothingLeft = { role: "app_authenticator", user_id: "", session_id: "" };
  const afterwards = () =>
    withPgClient()(null, async (client) => (await select(client, settingsAndTransaction)).rows[0]);
  const userA = { role: "app_user", "app.user_id": "00000000-0000-0000-0000-00000000000a", "app.session_id": "sa" };
  const userB = { role: "app_user", "app.user_id": "00000000-0000-0000-0000-00000000000b" };

  it("sends each read with the settings in one round trip: no begin, no commit", async () => {
    statements = [];
    const operation = makeOperationWithPgClient(pool);
    const first = await operation.withPgClient(settings, (client) => select(client, settingsAndTransaction));
    const [second, third] = await Promise.all([
      operation.withPgClient(settings, (client) => select(client, "select 2 as two")),
      operation.withPgClient(settings, (client) =>
        client.query<Record<string, unknown>>({ text: "select $1::text || current_user as v", values: ["as "] }),
      ),
    ]);
    await operation.done();
    expect(first.rows[0]).toEqual({ role: "app_user", user_id: settings["app.user_id"], session_id: "" });
    expect(second.rows[0]).toEqual({ two: 2 });
    expect(third.rows[0]).toEqual({ v: "as app_user" });
    // Each statement once (the JIT setting only on a new connection), nothing else.
    expect(statements.filter((text) => !/^set jit_optimize_above_cost/.test(text))).toEqual([
      settingsAndTransaction,
      "select 2 as two",
      "select $1::text || current_user as v",
    ]);
    expect(await afterwards()).toEqual(nothingLeft);
  });

  it("never carries one request's settings into the next on the same connection", async () => {
    // The pool has one connection: A's and B's operations and the check after run on it.
    const a = makeOperationWithPgClient(pool);
    const asA = await a.withPgClient(userA, (client) => select(client, settingsAndTransaction));
    await a.done();
    const b = makeOperationWithPgClient(pool);
    const asB = await b.withPgClient(userB, (client) => select(client, settingsAndTransaction));
    const failedB = await b
      .withPgClient(userB, (client) => select(client, "select 1/0"))
      .catch((error: unknown) => String(error));
    await b.done();
    expect(asA.rows[0]).toEqual({ role: "app_user", user_id: userA["app.user_id"], session_id: "sa" });
    // B has no session id: A's does not show through.
    expect(asB.rows[0]).toEqual({ role: "app_user", user_id: userB["app.user_id"], session_id: "" });
    expect(failedB).toMatch(/division by zero/);
    expect(await afterwards()).toEqual(nothingLeft);
  });

  it("keeps the settings within the statement: a statement's own set_config ends with it", async () => {
    const operation = makeOperationWithPgClient(pool);
    const changed = await operation.withPgClient(settings, (client) =>
      select(client, "select set_config('app.user_id', 'changed', true) as v"),
    );
    const next = await operation.withPgClient(settings, (client) => select(client, settingsAndTransaction));
    await operation.done();
    expect(changed.rows[0]).toEqual({ v: "changed" });
    expect(next.rows[0]).toEqual({ role: "app_user", user_id: settings["app.user_id"], session_id: "" });
  });

  it("gives a callback's withTransaction one real transaction with the settings, savepoints inside", async () => {
    const operation = makeOperationWithPgClient(pool);
    const seen = await operation.withPgClient(settings, (client) =>
      client.withTransaction(async (tx) => {
        const one = await select(tx, "select txid_current() as tx, current_setting('app.user_id') as user_id");
        await expect(
          tx.withTransaction(async (inner) => {
            await select(inner, "select set_config('app.user_id', 'inner', true)");
            await select(inner, "select 1/0");
          }),
        ).rejects.toThrow(/division by zero/);
        const two = await select(tx, "select txid_current() as tx, current_setting('app.user_id') as user_id");
        return [one.rows[0], two.rows[0]];
      }),
    );
    const after = await operation.withPgClient(settings, (client) => select(client, settingsAndTransaction));
    await operation.done();
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[0]!.user_id).toBe(settings["app.user_id"]);
    expect(after.rows[0]).toEqual({ role: "app_user", user_id: settings["app.user_id"], session_id: "" });
    expect(await afterwards()).toEqual(nothingLeft);
  });

  it("refuses a read whose settings fail, and the connection stays usable with prepared statements", async () => {
    const named = { text: "select current_setting('app.user_id') as user_id", name: "adaptor_probe_named" };
    const operation = makeOperationWithPgClient(pool);
    await expect(operation.withPgClient({ role: "no_such_role" }, (client) => client.query(named))).rejects.toThrow(
      /no_such_role/,
    );
    await operation.done();
    const again = makeOperationWithPgClient(pool);
    const { rows } = await again.withPgClient(settings, (client) => client.query(named));
    const { rows: twice } = await again.withPgClient(settings, (client) => client.query(named));
    await again.done();
    expect(rows).toEqual([{ user_id: settings["app.user_id"] }]);
    expect(twice).toEqual(rows);
    expect(await afterwards()).toEqual(nothingLeft);
  });

  it("keeps one read's error its own: the reads after it still run, with the settings", async () => {
    const operation = makeOperationWithPgClient(pool);
    const [failing, other] = await Promise.allSettled([
      operation.withPgClient(settings, (client) => select(client, "select 1/0")),
      operation.withPgClient(settings, (client) => select(client, settingsAndTransaction)),
    ]);
    const later = await operation.withPgClient(settings, (client) => select(client, "select 2 as two"));
    await operation.done();
    expect(failing.status === "rejected" && String(failing.reason)).toMatch(/division by zero/);
    expect(other.status === "fulfilled" ? other.value.rows[0] : other.reason).toEqual({
      role: "app_user",
      user_id: settings["app.user_id"],
      session_id: "",
    });
    expect(later.rows[0]).toEqual({ two: 2 });
    expect(await afterwards()).toEqual(nothingLeft);
  });

  it("gives reads with other settings a connection of their own", async () => {
    const operation = makeOperationWithPgClient(pool);
    const other = { ...settings, "app.user_id": "00000000-0000-0000-0000-000000000002" };
    // The pool has one connection: the first read holds it until `done`.
    const first = await operation.withPgClient(settings, (client) => select(client, settingsAndTransaction));
    const done = operation.done();
    const second = await operation.withPgClient(other, (client) => select(client, settingsAndTransaction));
    await done;
    expect(first.rows[0]!.user_id).toBe(settings["app.user_id"]);
    expect(second.rows[0]!.user_id).toBe(other["app.user_id"]);
  });
});

describe("makeWithPgClient (mutations)", () => {
  it("undoes a failed callback's writes and keeps a successful one's", async () => {
    await server.ownerPool.query(
      "create table if not exists public.adaptor_probe (v text); grant select, insert on public.adaptor_probe to app_user",
    );
    await expect(
      withPgClient()(settings, async (client) => {
        await client.query({ text: "insert into public.adaptor_probe values ('failed')" });
        await client.query({ text: "select 1/0" });
      }),
    ).rejects.toThrow(/division by zero/);
    await withPgClient()(settings, (client) =>
      client.query({ text: "insert into public.adaptor_probe values ('kept')" }),
    );
    const { rows } = await server.ownerPool.query("select v from public.adaptor_probe");
    expect(rows).toEqual([{ v: "kept" }]);
  });
});

describe("GraphQL queries", () => {
  it("read in one round trip per statement: the shell's user and company without begin or commit", async () => {
    const seed = await seedTwoCompanies(server.ownerPool);
    const cookie = await server.signIn(seed.userA);
    const sent: string[] = [];
    const record = (client: pg.PoolClient) => {
      const tagged = client as pg.PoolClient & { recordedForGraphql?: boolean };
      if (tagged.recordedForGraphql) return;
      tagged.recordedForGraphql = true;
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const first = args[0] as string | { text: string };
        sent.push(typeof first === "string" ? first : first.text);
        return query(...args);
      };
    };
    server.authPool.on("acquire", record);
    try {
      // The company waits for the user (Grafast's phases), as in AppShellQuery.
      const { json } = await server.graphql(
        {
          query: `query ($c: UUID!) { currentUser { rowId } clientCompany(rowId: $c) { rowId
            reviewGroups(first: 50, orderBy: [CREATED_AT_DESC]) { edges { node { rowId } } } } }`,
          variables: { c: seed.companyA },
        },
        cookie,
      );
      expect(json.errors).toBeUndefined();
      expect(json.data).toEqual({
        currentUser: { rowId: seed.userA },
        clientCompany: { rowId: seed.companyA, reviewGroups: { edges: [{ node: { rowId: seed.reviewGroupA } }] } },
      });
    } finally {
      server.authPool.off("acquire", record);
    }
    // Two reads (the user, then the company): two statements, each with its settings, and no
    // begin or commit.
    expect(sent.filter((text) => /^(set jit_optimize_above_cost = -1; )?begin\b|^commit$/.test(text))).toEqual([]);
    expect(
      sent.filter((text) => !/^set jit_optimize_above_cost/.test(text)).map((text) => text.trim().slice(0, 6)),
    ).toEqual(["select", "select"]);
  });
});
