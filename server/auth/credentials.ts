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

  /** Counts a failure (wrong password or code); answers whether the account is now locked. */
  async fail(userId: string): Promise<boolean> {
    const { rows } = await this.ownerPool.query<{ locked: boolean }>(
      `update app_private.user_credentials set
         failed_attempts = case when failed_attempts + 1 >= $2 then 0 else failed_attempts + 1 end,
         locked_until = case when failed_attempts + 1 >= $2 then now() + make_interval(mins => $3) else locked_until end
       where user_id = $1 returning coalesce(locked_until > now(), false) as locked`,
      [userId, MAX_FAILED_ATTEMPTS, LOCK_MINUTES],
    );
    return rows[0]?.locked ?? false;
  }

  async succeed(userId: string): Promise<void> {
    await this.ownerPool.query(
      "update app_private.user_credentials set failed_attempts = 0, locked_until = null where user_id = $1",
      [userId],
    );
  }

  async checkPassword(email: string, password: string): Promise<PasswordCheck> {
    const row = await this.row("email", email);
    if (!row) {
      await verifyAgainstDummy(password);
      return { result: "invalid" };
    }
    if (row.locked) return { result: "locked" };
    if (!(await verifyPassword(row.password_hash, password))) {
      return (await this.fail(row.user_id)) ? { result: "locked" } : { result: "invalid" };
    }
    // With MFA the attempt counter is reset only when the code is right as well.
    if (!row.mfa) await this.succeed(row.user_id);
    return { result: "ok", userId: row.user_id, mfaRequired: row.mfa };
  }

  /** The second step: the user passed the password step of the same interaction. */
  async checkCode(userId: string, code: string, atMs = Date.now()): Promise<CodeCheck> {
    const row = await this.row("id", userId);
    if (!row) return { result: "invalid" };
    if (row.locked) return { result: "locked" };
    // MFA switched on without an enrolled secret: no code can be right.
    if (!row.totp_secret || !(await this.acceptCode(row, code, atMs))) {
      return (await this.fail(row.user_id)) ? { result: "locked" } : { result: "invalid" };
    }
    return { result: "ok" };
  }

  /**
   * Accepts a code of the enrolled secret at most once: its time step must be later than the
   * last accepted one, and is stored as the new last one in the same statement that checks
   * it (two requests with one code: only one updates the row). Resets the failure count.
   */
  async acceptCode(row: CredentialRow, code: string, atMs = Date.now()): Promise<boolean> {
    if (!row.totp_secret) return false;
    const after = row.totp_last_counter === null ? null : BigInt(row.totp_last_counter);
    const step = matchTotpStep(row.totp_secret, code, atMs, { after });
    if (step === null) return false;
    const { rowCount } = await this.ownerPool.query(
      `update app_private.user_credentials set totp_last_counter = $3, failed_attempts = 0, locked_until = null
       where user_id = $1 and totp_secret = $2 and (totp_last_counter is null or totp_last_counter < $3)
         and not coalesce(locked_until > now(), false)`,
      [row.user_id, row.totp_secret, step.toString()],
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
