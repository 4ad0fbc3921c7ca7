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
    const entries: [string, string][] = [];
    for (const [name, value] of Object.entries(pgSettings ?? {}))
      if (value != null) entries.push([name, String(value)]);
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

/** @dataplan/pg's `pg` adaptor with `makeWithPgClient` for the service's pool. */
export const fewerRoundTripsAdaptor = {
  makePgService,
  createWithPgClient: (settings?: PgAdaptorSettings, variant?: string | null) =>
    variant !== "SUPERUSER" && settings?.pool ? makeWithPgClient(settings.pool) : createWithPgClient(settings, variant),
};
