import type pg from "pg";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { verifyTotp } from "./totp.ts";

/** Lock-out policy of the built-in sign-in. */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;

export type PasswordCheck =
  { result: "ok"; userId: string; mfaRequired: boolean } | { result: "invalid" } | { result: "locked" };

export type CodeCheck = { result: "ok" } | { result: "invalid" } | { result: "locked" };

interface CredentialRow {
  user_id: string;
  password_hash: string;
  totp_secret: string | null;
  locked: boolean;
  mfa: boolean;
}

/**
 * Password and TOTP checks with lock-out: after MAX_FAILED_ATTEMPTS failures in a row (wrong
 * password or wrong code) the account is locked for LOCK_MINUTES. Callers show one generic
 * message for every failure, so the answer does not tell whether an address exists.
 */
export class Credentials {
  constructor(private readonly ownerPool: pg.Pool) {}

  private async row(where: "email" | "id", value: string): Promise<CredentialRow | undefined> {
    const { rows } = await this.ownerPool.query<CredentialRow>(
      `select c.user_id, c.password_hash, c.totp_secret,
              coalesce(c.locked_until > now(), false) as locked,
              exists (select 1 from app_public.user_features uf join app_public.features f on f.id = uf.feature_id
                      where uf.user_id = u.id and f.name = 'MFA' and uf.active) as mfa
       from app_public.users u join app_private.user_credentials c on c.user_id = u.id
       where ${where === "email" ? "u.email = $1::citext" : "u.id = $1::uuid"}`,
      [value],
    );
    return rows[0];
  }

  /** Counts a failure; answers whether the account is now locked. */
  private async fail(userId: string): Promise<boolean> {
    const { rows } = await this.ownerPool.query<{ locked: boolean }>(
      `update app_private.user_credentials set
         failed_attempts = case when failed_attempts + 1 >= $2 then 0 else failed_attempts + 1 end,
         locked_until = case when failed_attempts + 1 >= $2 then now() + make_interval(mins => $3) else locked_until end
       where user_id = $1 returning coalesce(locked_until > now(), false) as locked`,
      [userId, MAX_FAILED_ATTEMPTS, LOCK_MINUTES],
    );
    return rows[0]?.locked ?? false;
  }

  private async succeed(userId: string): Promise<void> {
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
    if (!row.totp_secret || !verifyTotp(row.totp_secret, code, atMs)) {
      return (await this.fail(row.user_id)) ? { result: "locked" } : { result: "invalid" };
    }
    await this.succeed(row.user_id);
    return { result: "ok" };
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
