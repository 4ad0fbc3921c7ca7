import type pg from "pg";
import { type AppSession, pgSettingsFor } from "../auth/sessions.ts";

/**
 * Runs `fn` in a transaction on the authenticator pool as the session's user, with the same
 * settings GraphQL operations get: row-level security decides what REST handlers see and
 * change, exactly as it does for GraphQL (DESIGN decision 1).
 */
export async function asUser<T>(
  authPool: pg.Pool,
  session: AppSession | null,
  fn: (client: pg.PoolClient) => Promise<T>,
  settings: Record<string, string> = {},
): Promise<T> {
  const client = await authPool.connect();
  try {
    await client.query("begin");
    const entries = Object.entries(pgSettingsFor(session, settings));
    await client.query(
      `select ${entries.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(", ")}`,
      entries.flat(),
    );
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
