import { createHash, randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
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

/** How long a validated session is answered from memory (SessionStore.fromToken). */
export const SESSION_CACHE_MS = 5_000;
/** At most this many sessions are held in memory; the oldest go first. */
const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** The PostgreSQL channel on which every deleted session's id is announced (a trigger on
 * app_private.sessions: logout, sign-out everywhere, password change, revocation, expiry). */
export const SESSION_ENDED_CHANNEL = "session_ended";

/** What the store needs of PostgreSQL's LISTEN (PostGraphile's PgSubscriber). */
export interface SessionEndedSource {
  subscribe(topic: string): AsyncIterator<string> | PromiseLike<AsyncIterator<string>>;
}

interface CachedSession {
  session: AppSession;
  until: number;
}

/**
 * Server-side sessions in app_private.sessions. The cookie carries a random 256-bit token;
 * the database holds only its SHA-256, so a copy of the table opens no session.
 *
 * A validated session is answered from memory for SESSION_CACHE_MS, so most requests do not read
 * the sessions table. An ended session leaves the memory at once: the database announces every
 * deleted session on SESSION_ENDED_CHANNEL to every process sharing it (`listen`), and a
 * session this process ends itself is forgotten before the answer goes out. Without a working
 * LISTEN nothing is answered from memory.
 */
export class SessionStore {
  private readonly cache = new Map<string, CachedSession>();
  /** Emits "ended" (session id) once a session has left the memory after its end was announced. */
  readonly events = new EventEmitter();
  private listening = false;
  private stopped = false;
  /** Counts forgetting: a table read that an end overtook is not remembered. */
  private generation = 0;
  private subscription: AsyncIterator<string> | null = null;

  constructor(
    private readonly ownerPool: pg.Pool,
    private readonly maxAgeDays: number,
    private readonly cacheMs: number = SESSION_CACHE_MS,
  ) {}

  /** Listens for ended sessions (until `stop`); the memory is used only while listening. */
  listen(source: SessionEndedSource, onError?: (error: Error) => void): void {
    const loop = async () => {
      while (!this.stopped) {
        try {
          this.subscription = await source.subscribe(SESSION_ENDED_CHANNEL);
          this.listening = true;
          for (;;) {
            const next = await this.subscription.next();
            if (next.done) break;
            this.forget([next.value], "announced");
          }
        } catch (error) {
          if (this.stopped) return;
          onError?.(error as Error);
        }
        // Announcements may have been missed: nothing remembered is trusted any more.
        this.listening = false;
        this.generation++;
        this.cache.clear();
        if (!this.stopped) await new Promise((r) => setTimeout(r, 1000).unref());
      }
    };
    void loop();
  }

  stop(): void {
    this.stopped = true;
    this.listening = false;
    this.generation++;
    this.cache.clear();
    void this.subscription?.return?.();
  }

  /** Drops sessions from the memory (they ended). */
  forget(sessionIds: readonly string[], why: "announced" | "local" = "local"): void {
    this.generation++;
    const ended = new Set(sessionIds);
    for (const [key, entry] of this.cache) if (ended.has(entry.session.sessionId)) this.cache.delete(key);
    if (why === "announced") for (const id of sessionIds) this.events.emit("ended", id);
  }

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

  /** The live session of a token, or null: from memory when it was validated in the last few
   * seconds (unless `fresh`), else from the table. Marks activity at most once a minute, so most
   * table reads only read. */
  async fromToken(token: string | null, opts: { fresh?: boolean } = {}): Promise<AppSession | null> {
    if (!token || token.length > 200) return null;
    const hash = hashToken(token);
    const key = hash.toString("base64");
    const now = Date.now();
    if (!opts.fresh && this.listening) {
      const hit = this.cache.get(key);
      if (hit && hit.until > now && (!hit.session.expiresAt || hit.session.expiresAt.getTime() > now)) {
        return hit.session;
      }
    }
    const generation = this.generation;
    const session = await this.read(hash);
    this.cache.delete(key);
    if (session && this.listening && this.cacheMs > 0 && generation === this.generation) {
      if (this.cache.size >= SESSION_CACHE_MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, { session, until: now + this.cacheMs });
    }
    return session;
  }

  private async read(hash: Buffer): Promise<AppSession | null> {
    const { rows } = await this.ownerPool.query<{
      id: string;
      user_id: string;
      impersonator_user_id: string | null;
      stale: boolean;
      expires_at: Date;
    }>(
      `select id, user_id, impersonator_user_id, expires_at, last_active_at < now() - interval '1 minute' as stale
       from app_private.sessions where token_hash = $1 and expires_at > now()`,
      [hash],
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
    this.forget([sessionId]);
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
