import type pg from "pg";
import { z } from "zod";
import type { CredentialRow, Credentials } from "./credentials.ts";
import { MIN_PASSWORD_LENGTH } from "./passwordPolicy.ts";
import { hashPassword, MAX_PASSWORD_LENGTH, verifyPassword } from "./passwords.ts";
import type { AppSession } from "./sessions.ts";
import { matchTotpStep, newTotpSecret, otpauthUri } from "./totp.ts";
import { withTransaction } from "../db/withTransaction.ts";

/** The password rule of the built-in sign-in (the settings page and the invitation page check the same). */
export { MIN_PASSWORD_LENGTH };
/** Issuer shown in authenticator apps. */
export const TOTP_ISSUER = "Belegwerk";

export type AccountSecurityErrorCode =
  | "NOT_SIGNED_IN"
  /** An external identity provider signs in: passwords and codes are not ours. */
  | "PASSWORD_SIGN_IN_NOT_AVAILABLE"
  /** A super admin acting as someone must not change that person's sign-in. */
  | "NOT_WHILE_IMPERSONATING"
  | "INVALID_INPUT"
  | "WRONG_PASSWORD"
  | "INVALID_CODE"
  | "ACCOUNT_LOCKED"
  | "PASSWORD_TOO_SHORT"
  | "PASSWORD_TOO_LONG"
  | "PASSWORD_IS_EMAIL"
  | "PASSWORD_UNCHANGED"
  | "TOTP_ALREADY_ENABLED"
  | "TOTP_NOT_ENABLED"
  | "TOTP_ENROLMENT_EXPIRED";

/** English fallbacks; the SPA shows its own translation of the code. */
const MESSAGES: Record<AccountSecurityErrorCode, string> = {
  NOT_SIGNED_IN: "Please sign in first.",
  PASSWORD_SIGN_IN_NOT_AVAILABLE: "Passwords and two-factor sign-in are managed by your identity provider.",
  NOT_WHILE_IMPERSONATING: "This is not possible while acting as another user.",
  INVALID_INPUT: "The input is not valid.",
  WRONG_PASSWORD: "The current password is not correct.",
  INVALID_CODE: "The code is incorrect or has expired.",
  ACCOUNT_LOCKED: "Too many failed attempts. Please try again in 15 minutes.",
  PASSWORD_TOO_SHORT: `The new password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
  PASSWORD_TOO_LONG: "The new password is too long.",
  PASSWORD_IS_EMAIL: "The new password must not be your email address.",
  PASSWORD_UNCHANGED: "The new password must differ from the current one.",
  TOTP_ALREADY_ENABLED: "Two-factor sign-in is already switched on.",
  TOTP_NOT_ENABLED: "Two-factor sign-in is not switched on.",
  TOTP_ENROLMENT_EXPIRED: "The set-up has expired. Please start again.",
};

export class AccountSecurityError extends Error {
  constructor(readonly code: AccountSecurityErrorCode) {
    super(MESSAGES[code]);
  }
}

const fail = (code: AccountSecurityErrorCode): never => {
  throw new AccountSecurityError(code);
};

const codeSchema = z.string().regex(/^\d{6}$/, "INVALID_CODE");
const currentPasswordSchema = z.string().min(1, "INVALID_INPUT").max(MAX_PASSWORD_LENGTH, "WRONG_PASSWORD");

export const changePasswordInputSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, "PASSWORD_TOO_SHORT").max(MAX_PASSWORD_LENGTH, "PASSWORD_TOO_LONG"),
});
export const confirmTotpInputSchema = z.object({ currentPassword: currentPasswordSchema, code: codeSchema });
export const disableTotpInputSchema = z.object({ currentPassword: currentPasswordSchema, code: codeSchema });

/** Parses with a schema whose messages are our error codes. */
function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message;
  return fail(message && message in MESSAGES ? (message as AccountSecurityErrorCode) : "INVALID_INPUT");
}

/**
 * A signed-in user's own sign-in settings: ending their other sessions, changing the
 * password, enrolling and removing the TOTP second factor. Works on app_private through the
 * owner pool, always and only for the session's user. Wrong passwords and wrong codes count
 * toward the sign-in lock-out (Credentials), so these are no way around it.
 */
export class AccountSecurity {
  constructor(
    private readonly deps: {
      ownerPool: pg.Pool;
      credentials: Credentials;
      /** Whether the built-in identity provider signs people in (else no passwords here). */
      isBuiltInIssuer: boolean;
      /** Told the sessions this ended, once ended (the session store forgets them at once). */
      onSessionsEnded?: (sessionIds: string[]) => void;
    },
  ) {}

  /** Sessions ended inside a transaction, reported once it committed. */
  private readonly endedIn = new WeakMap<pg.PoolClient, string[]>();

  /** Ends every other session of the user: in the app and at the built-in provider. */
  async signOutOtherSessions(session: AppSession | null | undefined): Promise<{ userId: string; count: number }> {
    const own = this.sessionOf(session);
    const count = await this.inTransaction((client) => this.endOtherSessions(client, own));
    return { userId: own.userId, count };
  }

  async changePassword(
    session: AppSession | null | undefined,
    input: unknown,
  ): Promise<{ userId: string; signedOutSessions: number }> {
    const own = this.sessionOf(session);
    const { currentPassword, newPassword } = parse(changePasswordInputSchema, input);
    const row = await this.credentialsOf(own.userId);
    if (newPassword.trim().toLowerCase() === row.email.toLowerCase()) fail("PASSWORD_IS_EMAIL");
    await this.verifyCurrentPassword(row, currentPassword);
    if (newPassword === currentPassword) fail("PASSWORD_UNCHANGED");
    const passwordHash = await hashPassword(newPassword);
    const signedOutSessions = await this.inTransaction(async (client) => {
      // Only over the hash just verified: a concurrent change makes this one fail.
      const { rowCount } = await client.query(
        `update app_private.user_credentials set password_hash = $3, password_changed_at = now(),
           failed_attempts = 0, locked_until = null
         where user_id = $1 and password_hash = $2`,
        [own.userId, row.password_hash, passwordHash],
      );
      if (rowCount !== 1) fail("WRONG_PASSWORD");
      return this.endOtherSessions(client, own);
    });
    return { userId: own.userId, signedOutSessions };
  }

  /** A new secret, pending until confirmed with a code; shown once (QR code and text). */
  async startTotpEnrolment(session: AppSession | null | undefined): Promise<{ secret: string; otpauthUri: string }> {
    const own = this.sessionOf(session);
    const row = await this.credentialsOf(own.userId);
    if (row.mfa && row.totp_secret) fail("TOTP_ALREADY_ENABLED");
    const secret = newTotpSecret();
    await this.deps.ownerPool.query(
      `update app_private.user_credentials set totp_pending_secret = $2, totp_pending_created_at = now()
       where user_id = $1`,
      [own.userId, secret],
    );
    return { secret, otpauthUri: otpauthUri({ issuer: TOTP_ISSUER, accountName: row.email, secretBase32: secret }) };
  }

  /** The password proves the person, the code that the app has the pending secret: it becomes the secret, MFA goes on. */
  async confirmTotpEnrolment(
    session: AppSession | null | undefined,
    input: unknown,
    atMs = Date.now(),
  ): Promise<{ userId: string }> {
    const own = this.sessionOf(session);
    const { currentPassword, code } = parse(confirmTotpInputSchema, input);
    const row = await this.credentialsOf(own.userId);
    if (row.locked) fail("ACCOUNT_LOCKED");
    if (row.mfa && row.totp_secret) fail("TOTP_ALREADY_ENABLED");
    // The password, not the session alone: whoever holds a stolen session must not be able to
    // bind a second factor of their own and lock the owner out.
    await this.verifyCurrentPassword(row, currentPassword);
    const pending = row.totp_pending_secret;
    if (!pending || !row.totp_pending_fresh) return fail("TOTP_ENROLMENT_EXPIRED");
    const after = row.totp_last_counter === null ? null : BigInt(row.totp_last_counter);
    const step = matchTotpStep(pending, code, atMs, { after });
    if (step === null) return this.wrong(own.userId, "INVALID_CODE");
    await this.inTransaction(async (client) => {
      const { rowCount } = await client.query(
        `update app_private.user_credentials set totp_secret = totp_pending_secret, totp_last_counter = $3,
           totp_pending_secret = null, totp_pending_created_at = null, failed_attempts = 0, locked_until = null
         where user_id = $1 and totp_pending_secret = $2 and (totp_last_counter is null or totp_last_counter < $3)`,
        [own.userId, pending, step.toString()],
      );
      if (rowCount !== 1) fail("INVALID_CODE");
      await this.setMfa(client, own.userId, true);
    });
    return { userId: own.userId };
  }

  /** Needs the password and a fresh code: then the secret is gone and MFA is off. */
  async disableTotp(
    session: AppSession | null | undefined,
    input: unknown,
    atMs = Date.now(),
  ): Promise<{ userId: string }> {
    const own = this.sessionOf(session);
    const { currentPassword, code } = parse(disableTotpInputSchema, input);
    const row = await this.credentialsOf(own.userId);
    if (!row.totp_secret) fail("TOTP_NOT_ENABLED");
    await this.verifyCurrentPassword(row, currentPassword);
    const after = row.totp_last_counter === null ? null : BigInt(row.totp_last_counter);
    const step = matchTotpStep(row.totp_secret!, code, atMs, { after });
    if (step === null) return this.wrong(own.userId, "INVALID_CODE");
    await this.inTransaction(async (client) => {
      // The step is checked and the secret removed in one statement. The last step is
      // cleared with the secret: it only guards codes of that secret.
      const { rowCount } = await client.query(
        `update app_private.user_credentials set totp_secret = null, totp_last_counter = null,
           totp_pending_secret = null, totp_pending_created_at = null, failed_attempts = 0, locked_until = null
         where user_id = $1 and totp_secret = $2 and (totp_last_counter is null or totp_last_counter < $3)
           and not coalesce(locked_until > now(), false)`,
        [own.userId, row.totp_secret, step.toString()],
      );
      if (rowCount !== 1) fail("INVALID_CODE");
      await this.setMfa(client, own.userId, false);
    });
    return { userId: own.userId };
  }

  /** Only the person themself: not a super admin acting as them. */
  private sessionOf(session: AppSession | null | undefined): AppSession {
    if (!session) return fail("NOT_SIGNED_IN");
    if (session.impersonatorUserId) fail("NOT_WHILE_IMPERSONATING");
    return session;
  }

  /** The user's password credentials; refuses when another provider signs in. */
  private async credentialsOf(userId: string): Promise<CredentialRow> {
    if (!this.deps.isBuiltInIssuer) fail("PASSWORD_SIGN_IN_NOT_AVAILABLE");
    const row = await this.deps.credentials.byUserId(userId);
    if (!row) return fail("PASSWORD_SIGN_IN_NOT_AVAILABLE");
    return row;
  }

  /** Checks the current password with argon2; a wrong one counts toward the lock-out. */
  private async verifyCurrentPassword(row: CredentialRow, password: string): Promise<void> {
    if (row.locked) fail("ACCOUNT_LOCKED");
    if (!(await verifyPassword(row.password_hash, password))) await this.wrong(row.user_id, "WRONG_PASSWORD");
  }

  private async wrong(userId: string, code: AccountSecurityErrorCode): Promise<never> {
    const locked = await this.deps.credentials.fail(userId);
    return fail(locked ? "ACCOUNT_LOCKED" : code);
  }

  private async endOtherSessions(client: pg.PoolClient, own: AppSession): Promise<number> {
    const { rows } = await client.query<{ id: string }>(
      "delete from app_private.sessions where user_id = $1 and id <> $2 returning id",
      [own.userId, own.sessionId],
    );
    this.endedIn.set(client, [...(this.endedIn.get(client) ?? []), ...rows.map((r) => r.id)]);
    // The built-in provider's own sessions too: with one, a browser would get a new token
    // without the password. This browser's goes as well; it only matters at the next sign-in.
    await client.query(
      "delete from app_private.oidc_payloads where type = 'Session' and payload ->> 'accountId' = $1",
      [own.userId],
    );
    return rows.length;
  }

  private async setMfa(client: pg.PoolClient, userId: string, active: boolean): Promise<void> {
    await client.query(
      `insert into app_public.user_features (user_id, feature_id, active)
       select $1, id, $2 from app_public.features where name = 'MFA'
       on conflict (user_id, feature_id) do update set active = excluded.active`,
      [userId, active],
    );
  }

  private async inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    let used: pg.PoolClient | undefined;
    try {
      const result = await withTransaction(this.deps.ownerPool, (client) => {
        used = client;
        return work(client);
      });
      // Committed: the web process forgets the sessions that ended (the others hear the NOTIFY).
      const ended = used && this.endedIn.get(used);
      if (ended?.length) this.deps.onSessionsEnded?.(ended);
      return result;
    } finally {
      if (used) this.endedIn.delete(used);
    }
  }
}
