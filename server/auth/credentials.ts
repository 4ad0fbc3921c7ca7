import { createHash } from "node:crypto";
import type pg from "pg";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { matchTotpStep } from "./totp.ts";

/** Lock-out policy of the built-in sign-in. */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

export type PasswordCheck =
  { result: "ok"; userId: string; mfaRequired: boolean } | { result: "invalid" } | { result: "locked" };

export type CodeCheck = { result: "ok" } | { result: "invalid" } | { result: "locked" };

export interface CredentialRow {
  user_id: string;
  email: string;
  password_hash: string;
  totp_secret: string | null;
  /** bigint, as text: the time step of the last accepted code. */
  totp_last_counter: string | null;
  totp_pending_secret: string | null;
  /** Whether the pending secret was created within TOTP_ENROLMENT_MINUTES. */
  totp_pending_fresh: boolean;
  locked: boolean;
  mfa: boolean;
}

/** How long a started TOTP enrolment may be confirmed. */
export const TOTP_ENROLMENT_MINUTES = 15;

/**
 * Password and TOTP checks with lock-out: after MAX_FAILED_ATTEMPTS failures in a row (wrong
 * password or wrong code) the account is locked for LOCK_MINUTES. Callers show one generic
 * message for every failure, so the answer does not tell whether an address exists.
 */
export class Credentials {
  constructor(private readonly ownerPool: pg.Pool) {}

  private async row(where: "email" | "id", value: string): Promise<CredentialRow | undefined> {
    const { rows } = await this.ownerPool.query<CredentialRow>(
      `select c.user_id, u.email::text as email, c.password_hash, c.totp_secret,
              c.totp_last_counter::text as totp_last_counter, c.totp_pending_secret,
              coalesce(c.totp_pending_created_at > now() - make_interval(mins => $2), false) as totp_pending_fresh,
              coalesce(c.locked_until > now(), false) as locked,
              exists (select 1 from app_public.user_features uf join app_public.features f on f.id = uf.feature_id
                      where uf.user_id = u.id and f.name = 'MFA' and uf.active) as mfa
       from app_public.users u join app_private.user_credentials c on c.user_id = u.id
       where ${where === "email" ? "u.email = $1::citext" : "u.id = $1::uuid"}`,
      [value, TOTP_ENROLMENT_MINUTES],
    );
    return rows[0];
  }

  /** The credentials of a user (for the account's own settings), or undefined. */
  byUserId(userId: string): Promise<CredentialRow | undefined> {
    return this.row("id", userId);
  }

  /**
   * Takes one attempt before the password or code is checked, in one statement: the counter
   * goes up, and the attempt that reaches MAX_FAILED_ATTEMPTS locks the account at once. So
   * parallel requests cannot all check while the account still looks open: at most
   * MAX_FAILED_ATTEMPTS guesses per lock. Answers null when the account is locked.
   */
  async reserve(userId: string): Promise<number | null> {
    const { rows } = await this.ownerPool.query<{ attempt: number }>(
      `update app_private.user_credentials set
         failed_attempts = case when failed_attempts + 1 >= $2 then 0 else failed_attempts + 1 end,
         locked_until = case when failed_attempts + 1 >= $2 then now() + make_interval(mins => $3) else locked_until end
       where user_id = $1 and not coalesce(locked_until > now(), false)
       returning case when failed_attempts = 0 and locked_until > now() then $2 else failed_attempts end as attempt`,
      [userId, MAX_FAILED_ATTEMPTS, LOCK_MINUTES],
    );
    return rows[0]?.attempt ?? null;
  }

  /** The attempt taken by reserve() was right: it does not count (and lifts the lock it set). */
  async release(userId: string, attempt: number): Promise<void> {
    await this.ownerPool.query(
      `update app_private.user_credentials set failed_attempts = $2,
         locked_until = case when $2 + 1 >= $3 then null else locked_until end
       where user_id = $1`,
      [userId, Math.max(attempt - 1, 0), MAX_FAILED_ATTEMPTS],
    );
  }

  /** Counts a failure outside a reserved attempt; answers whether the account is now locked. */
  async fail(userId: string): Promise<boolean> {
    return (await this.reserve(userId)) === null || (await this.isLocked(userId));
  }

  private async isLocked(userId: string): Promise<boolean> {
    const { rows } = await this.ownerPool.query<{ locked: boolean }>(
      "select coalesce(locked_until > now(), false) as locked from app_private.user_credentials where user_id = $1",
      [userId],
    );
    return rows[0]?.locked ?? false;
  }

  /** The same counting for an address without a password (unknown, or not set up yet), so the
   * answers and their timing do not tell which addresses exist. Null when locked. */
  private async reserveForAddress(email: string): Promise<number | null> {
    const hash = createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest();
    const { rows } = await this.ownerPool.query<{ attempt: number }>(
      `insert into app_private.sign_in_failures as f (email_hash, failed_attempts, locked_until)
       values ($1, 1, null)
       on conflict (email_hash) do update set
         failed_attempts = case when f.locked_until <= now() then 1
                                when f.failed_attempts + 1 >= $2 then 0 else f.failed_attempts + 1 end,
         locked_until = case when f.locked_until <= now() then null
                             when f.failed_attempts + 1 >= $2 then now() + make_interval(mins => $3)
                             else f.locked_until end,
         updated_at = now()
       where not coalesce(f.locked_until > now(), false)
       returning case when failed_attempts = 0 and locked_until > now() then $2 else failed_attempts end as attempt`,
      [hash, MAX_FAILED_ATTEMPTS, LOCK_MINUTES],
    );
    return rows[0]?.attempt ?? null;
  }

  async succeed(userId: string): Promise<void> {
    await this.ownerPool.query(
      "update app_private.user_credentials set failed_attempts = 0, locked_until = null where user_id = $1",
      [userId],
    );
  }

  /**
   * Every call checks one argon2 hash (the user's or a dummy), whatever the address, and locks
   * out after MAX_FAILED_ATTEMPTS failures whether the address has an account or not.
   */
  async checkPassword(email: string, password: string): Promise<PasswordCheck> {
    const row = await this.row("email", email);
    if (!row) {
      const attempt = await this.reserveForAddress(email);
      await verifyAgainstDummy(password);
      return attempt === null || attempt >= MAX_FAILED_ATTEMPTS ? { result: "locked" } : { result: "invalid" };
    }
    const attempt = await this.reserve(row.user_id);
    if (attempt === null) {
      await verifyAgainstDummy(password);
      return { result: "locked" };
    }
    if (!(await verifyPassword(row.password_hash, password))) {
      return attempt >= MAX_FAILED_ATTEMPTS ? { result: "locked" } : { result: "invalid" };
    }
    // With MFA the attempt counter is reset only when the code is right as well.
    if (row.mfa) await this.release(row.user_id, attempt);
    else await this.succeed(row.user_id);
    return { result: "ok", userId: row.user_id, mfaRequired: row.mfa };
  }

  /** The second step: the user passed the password step of the same interaction. */
  async checkCode(userId: string, code: string, atMs = Date.now()): Promise<CodeCheck> {
    const row = await this.row("id", userId);
    if (!row) return { result: "invalid" };
    const attempt = await this.reserve(row.user_id);
    if (attempt === null) return { result: "locked" };
    // MFA switched on without an enrolled secret: no code can be right. acceptCode resets the
    // counter; the lock a fifth attempt set is lifted with it.
    if (!row.totp_secret || !(await this.acceptCode(row, code, atMs, { ignoreLock: true }))) {
      return attempt >= MAX_FAILED_ATTEMPTS ? { result: "locked" } : { result: "invalid" };
    }
    return { result: "ok" };
  }

  /**
   * Accepts a code of the enrolled secret at most once: its time step must be later than the
   * last accepted one, and is stored as the new last one in the same statement that checks
   * it (two requests with one code: only one updates the row). Resets the failure count.
   */
  async acceptCode(
    row: CredentialRow,
    code: string,
    atMs = Date.now(),
    opts: { ignoreLock?: boolean } = {},
  ): Promise<boolean> {
    if (!row.totp_secret) return false;
    const after = row.totp_last_counter === null ? null : BigInt(row.totp_last_counter);
    const step = matchTotpStep(row.totp_secret, code, atMs, { after });
    if (step === null) return false;
    const { rowCount } = await this.ownerPool.query(
      `update app_private.user_credentials set totp_last_counter = $3, failed_attempts = 0, locked_until = null
       where user_id = $1 and totp_secret = $2 and (totp_last_counter is null or totp_last_counter < $3)
         and ($4 or not coalesce(locked_until > now(), false))`,
      [row.user_id, row.totp_secret, step.toString(), opts.ignoreLock === true],
    );
    return rowCount === 1;
  }

  /** Sets (or replaces) a user's password; unlocks the account. */
  async setPassword(userId: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.ownerPool.query(
      `insert into app_private.user_credentials (user_id, password_hash) values ($1, $2)
       on conflict (user_id) do update set password_hash = excluded.password_hash, failed_attempts = 0,
         locked_until = null, password_changed_at = now()`,
      [userId, passwordHash],
    );
  }
}
