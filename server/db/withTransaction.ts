import type pg from "pg";

/**
 * The one transaction helper of the server: runs `fn` on a client of `pool` between begin and
 * commit, rolls back when `fn` throws (and rethrows its error, not the rollback's), and always
 * returns the client to the pool. `settings` become transaction-local settings
 * (`set_config(name, value, true)`), as row-level security reads them.
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
  settings: Record<string, string> = {},
): Promise<T> {
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
    const result = await fn(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
