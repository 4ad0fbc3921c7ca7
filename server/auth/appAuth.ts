import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import type pg from "pg";
import { clearedSessionCookie, sessionCookie } from "./cookies.ts";
import { findUserForToken, InvalidTokenError } from "./idToken.ts";
import type { AppSession, SessionStore } from "./sessions.ts";

export type AuthErrorCode = "INVALID_TOKEN" | "USER_NOT_FOUND" | "SESSION_FAILED" | "FORBIDDEN";

export const AUTH_ERROR_MESSAGES: Record<AuthErrorCode, string> = {
  INVALID_TOKEN: "Invalid token specified",
  USER_NOT_FOUND: "User not fully identified",
  SESSION_FAILED: "Unable to initialize session",
  FORBIDDEN: "Only super admins may impersonate users",
};

export class AuthError extends Error {
  constructor(readonly code: AuthErrorCode) {
    super(AUTH_ERROR_MESSAGES[code]);
  }
}

/**
 * Opening and closing sessions for GraphQL's login/logout/impersonateUser: verifies the
 * ID token, finds the user, writes the session row and the cookie.
 */
export class AppAuth {
  constructor(
    private readonly deps: {
      ownerPool: pg.Pool;
      sessions: SessionStore;
      cookie: { name: string; maxAgeDays: number; secure: boolean };
      verifyIdToken: (token: string) => Promise<{ sub?: string; [claim: string]: unknown }>;
      isBuiltInIssuer: boolean;
    },
  ) {}

  private setCookie(res: ServerResponse, token: string) {
    res.setHeader("Set-Cookie", sessionCookie(token, this.deps.cookie));
  }

  async login(token: string, res: ServerResponse | undefined, previous: AppSession | null | undefined) {
    if (!res) throw new AuthError("SESSION_FAILED"); // e.g. over WebSocket: no cookie to set
    let claims;
    try {
      claims = await this.deps.verifyIdToken(token);
    } catch (e) {
      if (e instanceof InvalidTokenError) throw new AuthError("INVALID_TOKEN");
      throw e;
    }
    const userId = await findUserForToken(this.deps.ownerPool, claims, this.deps.isBuiltInIssuer);
    if (!userId) throw new AuthError("USER_NOT_FOUND");
    // An ID token opens one session: it is remembered until it expires, so a copy (from a
    // browser history, a log, a shared machine) cannot sign in again after a logout.
    if (!(await this.firstUse(token, claims.exp))) throw new AuthError("INVALID_TOKEN");
    let created;
    try {
      if (previous) await this.deps.sessions.destroy(previous.sessionId);
      created = await this.deps.sessions.create(userId);
    } catch {
      throw new AuthError("SESSION_FAILED");
    }
    this.setCookie(res, created.token);
    return { userRowId: userId };
  }

  private async firstUse(token: string, exp: unknown): Promise<boolean> {
    const expiresAt = typeof exp === "number" && Number.isFinite(exp) ? exp : Date.now() / 1000 + 24 * 3600;
    const { rowCount } = await this.deps.ownerPool.query(
      `insert into app_private.used_id_tokens (token_hash, expires_at)
       values ($1, to_timestamp($2) + interval '1 minute') on conflict (token_hash) do nothing`,
      [createHash("sha256").update(token, "utf8").digest(), expiresAt],
    );
    return rowCount === 1;
  }

  async logout(res: ServerResponse | undefined, session: AppSession | null | undefined) {
    if (session) await this.deps.sessions.destroy(session.sessionId);
    res?.setHeader("Set-Cookie", clearedSessionCookie(this.deps.cookie));
    return { success: true };
  }

  /** A super admin (also one who impersonates already) opens a session as another user. */
  async impersonate(targetUserId: string, res: ServerResponse | undefined, session: AppSession | null | undefined) {
    if (!res) throw new AuthError("SESSION_FAILED");
    if (!session) throw new AuthError("FORBIDDEN");
    const realUserId = session.impersonatorUserId ?? session.userId;
    const { rows } = await this.deps.ownerPool.query<{ admin: boolean; target: boolean }>(
      `select exists (select 1 from app_public.users where id = $1 and type = 'SUPER_ADMIN') as admin,
              exists (select 1 from app_public.users where id = $2) as target`,
      [realUserId, targetUserId],
    );
    if (!rows[0]?.admin) throw new AuthError("FORBIDDEN");
    if (!rows[0].target) throw new AuthError("USER_NOT_FOUND");
    let created;
    try {
      await this.deps.sessions.destroy(session.sessionId);
      created = await this.deps.sessions.create(targetUserId, targetUserId === realUserId ? null : realUserId);
    } catch {
      throw new AuthError("SESSION_FAILED");
    }
    this.setCookie(res, created.token);
    return { userRowId: targetUserId };
  }
}
