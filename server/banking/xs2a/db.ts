import type pg from "pg";
import type { AppSession } from "../../auth/sessions.ts";
import type { ProviderConnectionRef } from "./provider.ts";
import { withTransaction } from "../../db/withTransaction.ts";

/**
 * Bank connections are written by the server as the database owner (GraphQL only reads them),
 * after it checked who is asking. In these transactions app.user_id names that user, so the
 * access functions (app_hidden.current_user_access) answer for them and the triggers record
 * them; `actAsUser` switches to the API role for a step that row-level security must decide.
 */
export async function ownerTransaction<T>(
  ownerPool: pg.Pool,
  userId: string | null,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  return withTransaction(ownerPool, fn, userId ? { "app.user_id": userId } : {});
}

/** Runs `fn` as the session's user under row-level security (the API role), then returns to
 * the owner — all inside the caller's transaction. */
export async function actAsUser<T>(client: pg.PoolClient, session: AppSession, fn: () => Promise<T>): Promise<T> {
  await client.query("set local role app_user");
  await client.query("select set_config('app.user_id', $1, true), set_config('app.session_id', $2, true)", [
    session.userId,
    session.sessionId,
  ]);
  try {
    return await fn();
  } finally {
    await client.query("reset role");
  }
}

export interface ConnectionRow {
  id: string;
  user_id: string;
  provider: string;
  bank_name: string;
  ref: ProviderConnectionRef;
}

/** The user's connection with its provider secret, or null (not theirs, or gone). */
export async function loadConnection(
  db: pg.Pool | pg.PoolClient,
  connectionRowId: string,
  userId: string | null,
  opts: { lock?: boolean } = {},
): Promise<ConnectionRow | null> {
  const { rows } = await db.query<{
    id: string;
    user_id: string;
    provider: string;
    bank_name: string;
    provider_connection_id: string;
    credentials: Record<string, unknown>;
  }>(
    `select c.id, c.user_id, c.provider, c.bank_name, s.provider_connection_id, s.credentials
     from app_public.xs2a_connections c
     join app_private.xs2a_connection_secrets s on s.connection_id = c.id
     where c.id = $1 and ($2::uuid is null or c.user_id = $2) ${opts.lock ? "for update of c" : ""}`,
    [connectionRowId, userId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    user_id: row.user_id,
    provider: row.provider,
    bank_name: row.bank_name,
    ref: { providerConnectionId: row.provider_connection_id, credentials: row.credentials },
  };
}

/** Queues a sync of the connection (one job per connection at a time: the job key merges). */
export async function enqueueSync(db: pg.Pool | pg.PoolClient, connectionRowId: string): Promise<void> {
  await db.query("select app_private.enqueue_job('xs2a_connections__sync', $1::json, $2)", [
    JSON.stringify({ connectionRowId }),
    `xs2a_sync:${connectionRowId}`,
  ]);
}
