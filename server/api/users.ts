import { Hono } from "hono";
import type pg from "pg";
import { z } from "zod";
import {
  inviteUserErrorCode,
  inviteUserPayloadSchema,
  type InviteUserRequest,
} from "../../src/lib/inviteUserSchema.ts";
import type { AppSession } from "../auth/sessions.ts";
import { asUser } from "../db/asUser.ts";
import { withTransaction } from "../db/withTransaction.ts";
import type { Logger } from "../logger.ts";
import { apiError } from "./errors.ts";

/** The role a colleague gets when invited with access and no role chosen (README, "Roles"):
 * read-only, so an admin grants more on purpose in the company's user settings. */
export const INVITED_USER_ROLE = "VIEWER";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Bodies are a few hundred bytes; anything bigger is not a user. */
const MAX_BODY_BYTES = 8 * 1024;

/** What an invitation did; never told to the inviting admin (the answer is the same for every address). */
type InviteEffect = "newUser" | "membershipRequested" | "nothing";

/**
 * User management over REST (spec part 1 §7):
 * - `POST /api/user/create/` invites a colleague into a company: admins of that company and
 *   super admins (checked under row-level security). The answer is 202 `{ userRowId }` for
 *   every address, so it tells nobody whether the address has an account. An unknown address
 *   gets a new standard user and a pending membership; with the built-in sign-in a one-time
 *   link to set the first password is mailed to the address (setting it accepts the
 *   membership). A person with an account gets a membership request in the bell and belongs to
 *   the company only once they accept. No link is ever made for a person this request did not
 *   create (a link would let the inviting admin take the account over).
 * - `POST /api/user/resend-invitation/` `{ userRowId }` mails a new link to a person who has no
 *   password yet: for the admins of the company that first invited them, and super admins.
 * - `DELETE /api/user/delete/{id}/` deletes a user: super admins only, never oneself.
 * The writes run on the owner pool after the access check: users and memberships have no
 * insert or delete grants for the API roles.
 */
export function userRoutes(deps: {
  authPool: pg.Pool;
  ownerPool: pg.Pool;
  sessionOf: (cookieHeader: string | undefined) => Promise<AppSession | null>;
  /** Issuer URL of the built-in sign-in, or null when an external issuer signs users in. */
  builtInIssuerUrl: string | null;
  logger: Logger;
}) {
  const app = new Hono();

  app.post("/create", async (c) => {
    const lang = c.req.header("accept-language");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    if (!/^application\/json\b/i.test(c.req.header("content-type") ?? "")) return apiError(c, "INVALID_REQUEST", lang);
    if (Number(c.req.header("content-length") ?? 0) > MAX_BODY_BYTES) return apiError(c, "INVALID_REQUEST", lang);
    let body: unknown;
    try {
      const text = await c.req.text();
      if (text.length > MAX_BODY_BYTES) return apiError(c, "INVALID_REQUEST", lang);
      body = JSON.parse(text);
    } catch {
      return apiError(c, "INVALID_REQUEST", lang);
    }
    const parsed = inviteUserPayloadSchema.safeParse(body);
    if (!parsed.success) return apiError(c, inviteUserErrorCode(parsed.error), lang);
    const input = parsed.data;

    const isAdmin = await asUser(deps.authPool, session, async (db) => {
      const { rows } = await db.query<{ admin: boolean | null }>(
        "select app_hidden.has_admin_access(c.id) as admin from app_public.client_companies c where c.id = $1",
        [input.clientCompanyId],
      );
      return rows[0]?.admin === true;
    });
    if (!isAdmin) return apiError(c, "NOT_COMPANY_ADMIN", lang);

    const { userRowId, effect } = await inviteInTransaction(deps.ownerPool, input, session.userId, {
      withInvitation: deps.builtInIssuerUrl !== null,
    });
    deps.logger.info(
      {
        userRowId,
        clientCompanyRowId: input.clientCompanyId,
        byUserRowId: session.userId,
        effect,
        accessAssigned: !input.skipAssigningAccess,
      },
      "user invited",
    );
    return c.json({ userRowId }, 202);
  });

  app.post("/resend-invitation", async (c) => {
    const lang = c.req.header("accept-language");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    const body = await readJsonBody(c.req.raw);
    const parsed = resendInvitationSchema.safeParse(body);
    if (!parsed.success) return apiError(c, "INVALID_REQUEST", lang);
    const userRowId = parsed.data.userRowId.toLowerCase();
    // The company that first invited the person (their oldest invitation), if any.
    const { rows } = await deps.ownerPool.query<{ original_company_id: string | null; has_password: boolean }>(
      `select (select i.client_company_id from app_private.user_invitations i where i.user_id = u.id
               order by i.created_at limit 1) as original_company_id,
              exists (select 1 from app_private.user_credentials c where c.user_id = u.id) as has_password
       from app_public.users u where u.id = $1 and u.type = 'STANDARD'`,
      [userRowId],
    );
    const target = rows[0];
    const allowed = await asUser(deps.authPool, session, async (db) => {
      const { rows: access } = await db.query<{ allowed: boolean }>(
        `select app_hidden.current_user_is_super_admin()
                or ($1::uuid is not null and coalesce(app_hidden.has_admin_access($1::uuid), false)) as allowed`,
        [target?.original_company_id ?? null],
      );
      return access[0]?.allowed === true;
    });
    // Not allowed and not there read the same: the answer tells nothing about other companies' people.
    if (!allowed || !target) return apiError(c, "INVITATION_NOT_ALLOWED", lang);
    if (target.has_password) return apiError(c, "USER_HAS_PASSWORD", lang);
    if (!deps.builtInIssuerUrl) return apiError(c, "USER_HAS_PASSWORD", lang);
    await deps.ownerPool.query(
      "select app_private.enqueue_job('users__invite', json_build_object('userRowId', $1::uuid, 'clientCompanyRowId', $2::uuid, 'createdByUserRowId', $3::uuid), 'user_invitation:' || $1)",
      [userRowId, target.original_company_id, session.userId],
    );
    deps.logger.info({ userRowId, byUserRowId: session.userId }, "invitation sent again");
    return c.json({ userRowId }, 202);
  });

  app.delete("/delete/:id", async (c) => {
    const lang = c.req.header("accept-language");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    const isSuperAdmin = await asUser(deps.authPool, session, async (db) => {
      const { rows } = await db.query<{ sa: boolean }>("select app_hidden.current_user_is_super_admin() as sa");
      return rows[0]?.sa === true;
    });
    if (!isSuperAdmin) return apiError(c, "SUPER_ADMIN_ONLY", lang);
    const id = c.req.param("id");
    if (!UUID.test(id)) return apiError(c, "USER_NOT_FOUND", lang);
    // An impersonating super admin is not a super admin here; this guards the real person too.
    if (id.toLowerCase() === session.userId || id.toLowerCase() === session.impersonatorUserId) {
      return apiError(c, "CANNOT_DELETE_SELF", lang);
    }
    // Sessions, credentials, invitations, memberships and defaults go with the user (on
    // delete cascade); what must stay for the record (documents, history) keeps the row
    // with the user set to null.
    let rowCount: number | null;
    try {
      ({ rowCount } = await deps.ownerPool.query("delete from app_public.users where id = $1", [id]));
    } catch (error) {
      // The last admin of a client company stays (migration 000064): its name says where to
      // appoint another admin first.
      const { message, detail } = error as { message?: string; detail?: string };
      if (message === "USER_IS_LAST_ADMIN") return apiError(c, "USER_IS_LAST_ADMIN", lang, { company: detail ?? "" });
      throw error;
    }
    if (!rowCount) return apiError(c, "USER_NOT_FOUND", lang);
    deps.logger.info({ userRowId: id, byUserRowId: session.userId }, "user deleted");
    return c.body(null, 204);
  });

  return app;
}

async function inviteInTransaction(
  ownerPool: pg.Pool,
  input: InviteUserRequest,
  byUserId: string,
  opts: { withInvitation: boolean },
): Promise<{ userRowId: string; effect: InviteEffect }> {
  return withTransaction(ownerPool, (client) => invite(client, input, byUserId, opts.withInvitation));
}

async function invite(
  db: pg.PoolClient,
  input: InviteUserRequest,
  byUserId: string,
  withInvitation: boolean,
  isRetry = false,
): Promise<{ userRowId: string; effect: InviteEffect }> {
  const existing = await findUser(db, input.email);
  if (existing) {
    // Someone with an account (of any kind, super admins included): never a link, never a
    // membership without their consent. External users cannot become members at all.
    if (existing.type === "EXTERNAL" || input.skipAssigningAccess) return { userRowId: existing.id, effect: "nothing" };
    const requested = await requestMembership(db, input, existing.id, byUserId);
    return { userRowId: existing.id, effect: requested ? "membershipRequested" : "nothing" };
  }
  const { rows } = await db.query<{ id: string }>(
    `insert into app_public.users (email, title, first_name, last_name, language, update_notification, type)
     values ($1, $2, $3, $4, $5, $6, 'STANDARD')
     on conflict (email) do nothing returning id`,
    [input.email, input.title, input.firstName, input.lastName, input.language, input.updateNotification],
  );
  if (!rows[0]) {
    // Someone invited the same address a moment ago: treat it as the existing user.
    if (isRetry) throw new Error("user insert conflicted twice");
    return invite(db, input, byUserId, withInvitation, true);
  }
  const userId = rows[0].id;
  if (!input.skipAssigningAccess) await requestMembership(db, input, userId, byUserId);
  // The link to set the first password goes to the address by mail (users__invite makes it),
  // for this person only: they were created by this request. With an external issuer, people
  // sign in there with the same (verified) address and accept in the bell.
  if (withInvitation) {
    await db.query(
      "select app_private.enqueue_job('users__invite', json_build_object('userRowId', $1::uuid, 'clientCompanyRowId', $2::uuid, 'createdByUserRowId', $3::uuid), 'user_invitation:' || $1)",
      [userId, input.clientCompanyId, byUserId],
    );
  }
  return { userRowId: userId, effect: "newUser" };
}

/** A pending membership (the person accepts or declines in the bell); nothing when they are a
 * member already or a request is pending. Answers whether a request was made. */
async function requestMembership(
  db: pg.PoolClient,
  input: InviteUserRequest,
  userId: string,
  byUserId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into app_public.membership_requests
       (client_company_id, user_id, role_name, invited_by_user_id, invited_email, invited_name)
     select $1, $2, $3, $4, $5, $6
     where not exists (select 1 from app_public.client_company_users where client_company_id = $1 and user_id = $2)
     on conflict (client_company_id, user_id) where state = 'PENDING' do nothing`,
    [
      input.clientCompanyId,
      userId,
      input.roleName ?? INVITED_USER_ROLE,
      byUserId,
      input.email,
      [input.title, input.firstName, input.lastName].filter(Boolean).join(" "),
    ],
  );
  return rowCount === 1;
}

async function findUser(db: pg.PoolClient, email: string) {
  const { rows } = await db.query<{ id: string; type: string }>(
    "select id, type::text as type from app_public.users where email = $1::citext for update",
    [email],
  );
  return rows[0];
}

const resendInvitationSchema = z.strictObject({ userRowId: z.string().regex(UUID) });

/** The body as JSON, or undefined when it is not JSON (or too big). */
async function readJsonBody(req: Request): Promise<unknown> {
  if (!/^application\/json\b/i.test(req.headers.get("content-type") ?? "")) return undefined;
  if (Number(req.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return undefined;
  try {
    const text = await req.text();
    return text.length > MAX_BODY_BYTES ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
