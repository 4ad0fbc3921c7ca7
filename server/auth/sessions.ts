import { createHash, randomBytes } from "node:crypto";
import type pg from "pg";

export interface AppSession {
  sessionId: string;
  userId: string;
  impersonatorUserId: string | null;
  /** When the session ends by itself (known when read from a token). */
  expiresAt?: Date;
}

const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest();

/** Reads one cookie from a Cookie header, without throwing on malformed input. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Server-side sessions in app_private.sessions. The cookie carries a random 256-bit token;
 * the database holds only its SHA-256, so a copy of the table opens no session.
 */
export class SessionStore {
  constructor(
    private readonly ownerPool: pg.Pool,
    private readonly maxAgeDays: number,
  ) {}

  async create(
    userId: string,
    impersonatorUserId: string | null = null,
  ): Promise<{ token: string; session: AppSession }> {
    const token = randomBytes(32).toString("base64url");
    const { rows } = await this.ownerPool.query<{ id: string }>(
      `insert into app_private.sessions (token_hash, user_id, impersonator_user_id, expires_at)
       values ($1, $2, $3, now() + make_interval(days => $4)) returning id`,
      [hashToken(token), userId, impersonatorUserId, this.maxAgeDays],
    );
    return { token, session: { sessionId: rows[0]!.id, userId, impersonatorUserId } };
  }

  /** The live session of a token, or null. Marks activity at most once a minute, so most
   * requests only read. */
  async fromToken(token: string | null): Promise<AppSession | null> {
    if (!token || token.length > 200) return null;
    const { rows } = await this.ownerPool.query<{
      id: string;
      user_id: string;
      impersonator_user_id: string | null;
      stale: boolean;
      expires_at: Date;
    }>(
      `select id, user_id, impersonator_user_id, expires_at, last_active_at < now() - interval '1 minute' as stale
       from app_private.sessions where token_hash = $1 and expires_at > now()`,
      [hashToken(token)],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.stale) {
      await this.ownerPool.query("update app_private.sessions set last_active_at = now() where id = $1", [row.id]);
    }
    return {
      sessionId: row.id,
      userId: row.user_id,
      impersonatorUserId: row.impersonator_user_id,
      expiresAt: row.expires_at,
    };
  }

  async destroy(sessionId: string): Promise<void> {
    await this.ownerPool.query("delete from app_private.sessions where id = $1", [sessionId]);
  }
}

/** The PostgreSQL settings of a request: the role and who is asking. RLS reads them. */
export function pgSettingsFor(
  session: AppSession | null | undefined,
  settings: Record<string, string> = {},
): Record<string, string> {
  if (!session) return { ...settings, role: "app_anonymous" };
  return { ...settings, role: "app_user", "app.user_id": session.userId, "app.session_id": session.sessionId };
}
