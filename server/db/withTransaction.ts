import type pg from "pg";

/** Ends the transaction with a rollback and makes withTransaction answer `result`:
 * `return rollback("gone")` where nothing of the work may stay. */
export type Rollback<T> = (result: T) => never;

/** What `rollback` throws; withTransaction recognises its own by identity. */
class RollbackSignal extends Error {
  constructor() {
    super("transaction rolled back on purpose");
  }
}

/**
 * The one transaction helper of the server: runs `fn` on a client of `pool` between begin and
 * commit, rolls back when `fn` throws (and rethrows its error, not the rollback's), and always
 * returns the client to the pool. `fn` may also end the transaction early with
 * `return rollback(result)`: everything it did is rolled back and `result` is the answer.
 * `settings` become transaction-local settings (`set_config(name, value, true)`), as
 * row-level security reads them.
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient, rollback: Rollback<T>) => Promise<T>,
  settings: Record<string, string> = {},
): Promise<T> {
  const signal = new RollbackSignal();
  let rolledBack: { result: T } | undefined;
  const rollback: Rollback<T> = (result) => {
    rolledBack = { result };
    throw signal;
  };
  const client = await pool.connect();
  try {
    await client.query("begin");
    const entries = Object.entries(settings);
    if (entries.length > 0) {
      await client.query(
        `select ${entries.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(", ")}`,
        entries.flat(),
      );
    }
    const result = await fn(client, rollback);
    if (rolledBack) {
      // `fn` caught the signal and went on: its work must not be committed all the same.
      await client.query("rollback");
      return rolledBack.result;
    }
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    if (error === signal && rolledBack) return rolledBack.result;
    throw error;
  } finally {
    client.release();
  }
}
