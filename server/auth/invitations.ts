import { createHash, randomBytes } from "node:crypto";
import type pg from "pg";
import { withTransaction } from "../db/withTransaction.ts";
import { hashPassword } from "./passwords.ts";

/** How long an invitation link stays valid. */
export const INVITATION_VALID_DAYS = 7;

/** Only the SHA-256 of a token is stored, so a copy of the table opens no account. */
export const hashInvitationToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** Tokens are 32 random bytes, base64url: 43 characters. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Creates a one-time invitation for a user who has no password yet; earlier unused links of
 * the same user stop working, so only the newest one is live. Runs in the caller's
 * transaction (owner connection). Answers the token, which is shown once and never stored.
 */
export async function createInvitation(
  db: pg.ClientBase,
  opts: { userId: string; clientCompanyId: string | null; createdByUserId: string | null },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.query("update app_private.user_invitations set used_at = now() where user_id = $1 and used_at is null", [
    opts.userId,
  ]);
  await db.query(
    `insert into app_private.user_invitations (user_id, client_company_id, token_hash, created_by_user_id, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(days => $5))`,
    [opts.userId, opts.clientCompanyId, hashInvitationToken(token), opts.createdByUserId, INVITATION_VALID_DAYS],
  );
  return token;
}

export interface InvitationDetails {
  userId: string;
  email: string;
  fullName: string;
  companyName: string | null;
  state: "valid" | "used" | "expired";
}

/** The invitation of a token and whom it is for, or null when there is no such token. */
export async function findInvitation(ownerPool: pg.Pool, token: string): Promise<InvitationDetails | null> {
  if (!INVITATION_TOKEN_PATTERN.test(token)) return null;
  const { rows } = await ownerPool.query<{
    user_id: string;
    email: string;
    full_name: string;
    company_name: string | null;
    used: boolean;
    expired: boolean;
  }>(
    `select i.user_id, u.email::text as email,
            concat_ws(' ', u.title, u.first_name, u.last_name) as full_name,
            coalesce(c.brand_name, c.name) as company_name,
            i.used_at is not null as used, i.expires_at <= now() as expired
     from app_private.user_invitations i
     join app_public.users u on u.id = i.user_id
     left join app_public.client_companies c on c.id = i.client_company_id
     where i.token_hash = $1`,
    [hashInvitationToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    userId: row.user_id,
    email: row.email,
    fullName: row.full_name,
    companyName: row.company_name,
    state: row.used ? "used" : row.expired ? "expired" : "valid",
  };
}

export type RedeemResult = "ok" | "gone" | "alreadyHasPassword";

/**
 * Sets the first password through an invitation, once: the link is marked used in the same
 * transaction that stores the argon2id hash, so two submissions cannot both succeed. A user
 * who has a password by now keeps it (the link is used up all the same). The pending
 * membership of the inviting company is accepted with it.
 */
export async function redeemInvitation(ownerPool: pg.Pool, token: string, password: string): Promise<RedeemResult> {
  if (!INVITATION_TOKEN_PATTERN.test(token)) return "gone";
  const passwordHash = await hashPassword(password);
  return withTransaction<RedeemResult>(ownerPool, async (client, rollback) => {
    const { rows } = await client.query<{ user_id: string; client_company_id: string | null }>(
      `update app_private.user_invitations set used_at = now()
       where token_hash = $1 and used_at is null and expires_at > now() returning user_id, client_company_id`,
      [hashInvitationToken(token)],
    );
    const userId = rows[0]?.user_id;
    if (!userId) return rollback("gone");
    const stored = await client.query(
      `insert into app_private.user_credentials (user_id, password_hash) values ($1, $2)
       on conflict (user_id) do nothing`,
      [userId, passwordHash],
    );
    await client.query(
      "update app_private.user_invitations set used_at = now() where user_id = $1 and used_at is null",
      [userId],
    );
    // Setting the password through the company's link is the person's yes to its invitation.
    if (stored.rowCount === 1 && rows[0]!.client_company_id) {
      await client.query(
        `select app_private.accept_membership_request(m.id, m.user_id) from app_public.membership_requests m
         where m.user_id = $1 and m.client_company_id = $2 and m.state = 'PENDING'`,
        [userId, rows[0]!.client_company_id],
      );
    }
    return stored.rowCount === 1 ? "ok" : "alreadyHasPassword";
  });
}
