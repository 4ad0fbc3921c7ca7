import type { WithPgClient } from "postgraphile/@dataplan/pg";
import {
  createWithPgClient,
  makePgService,
  makeWithPgClientViaPgClientAlreadyInTransaction,
  type NodePostgresPgClient,
  type PgAdaptorSettings,
} from "postgraphile/adaptors/pg";
import type pg from "pg";

/** Connections that had @dataplan/pg's per-connection setting applied (see below). */
const configured = new WeakSet<pg.PoolClient>();

/**
 * The statement that opens a request's transaction and applies its settings (role, user,
 * session, …) as `set_config(…, true)`, in one round trip: the simple query protocol carries
 * both statements. Names and values are quoted as literals by the driver.
 */
export function beginWithSettingsSql(
  client: Pick<pg.ClientBase, "escapeLiteral">,
  entries: [string, string][],
): string {
  const sets = entries.map(
    ([name, value]) => `set_config(${client.escapeLiteral(name)}, ${client.escapeLiteral(value)}, true)`,
  );
  return `begin; select ${sets.join(", ")}`;
}

/**
 * `withPgClient` over a pool, as @dataplan/pg's own adaptor does it (a transaction with the
 * request's pgSettings applied locally, committed after the callback, rolled back on an error;
 * savepoints for nested transactions), with one round trip fewer per operation: `begin` and the
 * settings go to PostgreSQL together instead of one after the other. Every signed-in GraphQL
 * request opens at least one such transaction (AppShellQuery: two), so this spares the server
 * and PostgreSQL a statement and a network wake-up each time.
 */
export function makeWithPgClient(pool: pg.Pool): WithPgClient<NodePostgresPgClient> {
  return async (pgSettings, callback) => {
    const entries = settingsEntries(pgSettings);
    const pgClient = await pool.connect();
    try {
      // @dataplan/pg switches off JIT optimisation on each connection (its adaptor's comment
      // explains why: short queries get slower with it); sent ahead of the first transaction.
      const setup = configured.has(pgClient) ? "" : "set jit_optimize_above_cost = -1; ";
      configured.add(pgClient);
      // Without settings there is no transaction to open (as in @dataplan/pg's adaptor).
      if (entries.length === 0) {
        if (setup) await pgClient.query(setup);
        return await makeWithPgClientViaPgClientAlreadyInTransaction(pgClient, false)(null, callback);
      }
      try {
        await pgClient.query(setup + beginWithSettingsSql(pgClient, entries));
        // The transaction is open: the callback's nested transactions become savepoints.
        const result = await makeWithPgClientViaPgClientAlreadyInTransaction(pgClient, true)(null, callback);
        await pgClient.query("commit");
        return result;
      } catch (error) {
        try {
          await pgClient.query("rollback");
        } catch (rollbackError) {
          console.error(`Error occurred whilst rolling back: ${String(rollbackError)}`);
        }
        throw error;
      }
    } finally {
      pgClient.release();
    }
  };
}

function settingsEntries(pgSettings: Record<string, string | undefined> | null | undefined): [string, string][] {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(pgSettings ?? {})) if (value != null) entries.push([name, String(value)]);
  return entries;
}

interface SharedTransaction {
  pgSettings: object;
  client: Promise<pg.PoolClient>;
  users: number;
  /** A callback failed in it (or it did not open): it is rolled back, no one joins it any more. */
  failed: boolean;
  /** Settles when the last callback that joined has ended. */
  turn: Promise<void>;
}

/**
 * `withPgClient` for ONE read-only operation (a GraphQL query): its calls with the same settings
 * share one connection and one transaction instead of opening one each, until `done` (the
 * operation has its result). The shell's query reads the user, then the company (Grafast runs
 * the second once the first is answered): one `begin` + settings and one `commit` fewer, two
 * round trips each for the server and PostgreSQL.
 *
 * What the callbacks see stays the same: the same settings, each statement its own snapshot
 * (read committed); callbacks run one at a time on the connection, as @dataplan/pg runs them on
 * one client. When a callback fails, its error is its own as before: the transaction is rolled
 * back, the callbacks waiting for it and later calls get transactions of their own, so one
 * failing field never fails another. Not for mutations (their callbacks may write; they keep a
 * transaction each).
 */
export function makeOperationWithPgClient(pool: pg.Pool): {
  withPgClient: WithPgClient<NodePostgresPgClient>;
  /** The operation is answered: the transaction ends once no callback is inside any more. */
  done: () => Promise<void>;
} {
  const alone = makeWithPgClient(pool);
  let open: SharedTransaction | null = null;
  let held = true;

  const begin = async (entries: [string, string][]): Promise<pg.PoolClient> => {
    const pgClient = await pool.connect();
    try {
      const setup = configured.has(pgClient) ? "" : "set jit_optimize_above_cost = -1; ";
      configured.add(pgClient);
      await pgClient.query(setup + beginWithSettingsSql(pgClient, entries));
      return pgClient;
    } catch (error) {
      await pgClient.query("rollback").catch(() => {});
      pgClient.release();
      throw error;
    }
  };
  const end = async (shared: SharedTransaction) => {
    if (open === shared) open = null;
    const pgClient = await shared.client.catch(() => null);
    if (!pgClient) return; // never opened: nothing to end
    try {
      await pgClient.query(shared.failed ? "rollback" : "commit");
    } catch (error) {
      // As @dataplan/pg's adaptor: a failed rollback is logged, the callback's error stands.
      if (!shared.failed) throw error;
      console.error(`Error occurred whilst rolling back: ${String(error)}`);
    } finally {
      pgClient.release();
    }
  };

  const withPgClient: WithPgClient<NodePostgresPgClient> = async (pgSettings, callback) => {
    const entries = settingsEntries(pgSettings);
    // Without settings there is no transaction to share; other settings than the open
    // transaction's (not within one operation): a transaction of its own.
    if (entries.length === 0 || pgSettings == null) return alone(pgSettings, callback);
    if (open && open.pgSettings !== pgSettings) return alone(pgSettings, callback);
    const shared: SharedTransaction = open ?? {
      pgSettings,
      client: begin(entries),
      users: 0,
      failed: false,
      turn: Promise.resolve(),
    };
    open = shared;
    shared.users++;
    // One callback at a time on the connection, in the order they came (as @dataplan/pg queues
    // them on one client), each starting only once the one before has ended.
    const previous = shared.turn;
    let next!: () => void;
    shared.turn = new Promise<void>((resolve) => (next = resolve));
    try {
      await previous;
      // Not opened (no connection, refused settings): every caller gets the error, as alone.
      const pgClient = await shared.client;
      // A callback before this one failed: the transaction is aborted; this one runs alone.
      if (!shared.failed) return await makeWithPgClientViaPgClientAlreadyInTransaction(pgClient, true)(null, callback);
    } catch (error) {
      shared.failed = true;
      throw error;
    } finally {
      if (shared.failed && open === shared) open = null;
      next();
      if (--shared.users === 0 && (!held || open !== shared)) await end(shared);
    }
    return alone(pgSettings, callback);
  };

  return {
    withPgClient,
    done: async () => {
      held = false;
      if (open && open.users === 0) await end(open);
    },
  };
}

/** @dataplan/pg's `pg` adaptor with `makeWithPgClient` for the service's pool. */
export const fewerRoundTripsAdaptor = {
  makePgService,
  createWithPgClient: (settings?: PgAdaptorSettings, variant?: string | null) =>
    variant !== "SUPERUSER" && settings?.pool ? makeWithPgClient(settings.pool) : createWithPgClient(settings, variant),
};
