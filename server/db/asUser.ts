import type pg from "pg";
import { type AppSession, pgSettingsFor } from "../auth/sessions.ts";
import { withTransaction } from "./withTransaction.ts";

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
  return withTransaction(authPool, fn, pgSettingsFor(session, settings));
}
