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

describe("makeOperationWithPgClient (the reads of one GraphQL query)", () => {
  const select = (client: NodePostgresPgClient, text: string) => client.query<Record<string, unknown>>({ text });
  const settingsAndTransaction = `select current_user as role, coalesce(current_setting('app.user_id', true), '') as user_id,
       now() <> statement_timestamp() as in_transaction`;

  it("runs the operation's reads, one after the other or at the same time, in one transaction", async () => {
    statements = [];
    const operation = makeOperationWithPgClient(pool);
    const first = await operation.withPgClient(settings, (client) => select(client, "select txid_current() as tx"));
    const [second, third] = await Promise.all([
      operation.withPgClient(settings, (client) => select(client, "select txid_current() as tx")),
      operation.withPgClient(settings, (client) => select(client, settingsAndTransaction)),
    ]);
    await operation.done();
    expect(second.rows[0]!.tx).toBe(first.rows[0]!.tx);
    expect(third.rows[0]).toEqual({ role: "app_user", user_id: settings["app.user_id"], in_transaction: true });
    const sent = statements.map((text) => text.replace(/^set jit_optimize_above_cost = -1; /, ""));
    expect(sent).toHaveLength(5);
    expect(sent[0]).toMatch(/^begin; select set_config\('role', 'app_user', true\)/);
    expect(sent[4]).toBe("commit");
    // Nothing outlives the operation.
    expect(
      await withPgClient()(null, async (client) => (await select(client, settingsAndTransaction)).rows[0]),
    ).toEqual({
      role: "app_authenticator",
      user_id: "",
      in_transaction: false,
    });
  });

  it("keeps one read's error its own: the reads after it run in transactions of their own", async () => {
    const operation = makeOperationWithPgClient(pool);
    const [failing, other] = await Promise.allSettled([
      operation.withPgClient(settings, (client) => select(client, "select 1/0")),
      // Waits for the failing one: in its aborted transaction PostgreSQL would refuse it (25P02).
      operation.withPgClient(settings, (client) => select(client, settingsAndTransaction)),
    ]);
    const later = await operation.withPgClient(settings, (client) => select(client, "select 2 as two"));
    await operation.done();
    expect(failing.status === "rejected" && String(failing.reason)).toMatch(/division by zero/);
    expect(other.status === "fulfilled" ? other.value.rows[0] : other.reason).toEqual({
      role: "app_user",
      user_id: settings["app.user_id"],
      in_transaction: true,
    });
    expect(later.rows[0]).toEqual({ two: 2 });
    expect(
      await withPgClient()(null, async (client) => (await select(client, settingsAndTransaction)).rows[0]),
    ).toEqual({
      role: "app_authenticator",
      user_id: "",
      in_transaction: false,
    });
  });

  it("gives reads with other settings a transaction of their own", async () => {
    const operation = makeOperationWithPgClient(pool);
    const other = { ...settings, "app.user_id": "00000000-0000-0000-0000-000000000002" };
    // The pool has one connection: the first read's transaction holds it until `done`.
    const first = await operation.withPgClient(settings, (client) => select(client, settingsAndTransaction));
    const done = operation.done();
    const second = await operation.withPgClient(other, (client) => select(client, settingsAndTransaction));
    await done;
    expect(first.rows[0]!.user_id).toBe(settings["app.user_id"]);
    expect(second.rows[0]!.user_id).toBe(other["app.user_id"]);
  });
});

describe("GraphQL queries", () => {
  it("read in one transaction: the shell's user and company with one begin and one commit", async () => {
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
    const transactional = sent.filter((text) => /^(set jit_optimize_above_cost = -1; )?begin\b|^commit$/.test(text));
    expect(transactional).toHaveLength(2);
    expect(sent.filter((text) => /^select\b/.test(text.trim()))).toHaveLength(2);
  });
});
