import { Hono } from "hono";
import type pg from "pg";
import {
  inviteUserErrorCode,
  inviteUserPayloadSchema,
  type InviteUserRequest,
} from "../../src/lib/inviteUserSchema.ts";
import { createInvitation } from "../auth/invitations.ts";
import type { AppSession } from "../auth/sessions.ts";
import { asUser } from "../db/asUser.ts";
import type { Logger } from "../logger.ts";
import { apiError, type ApiErrorCode } from "./errors.ts";

/** The role a colleague gets when invited with access (README, "Roles"): read-only, so an
 * admin grants more on purpose in the company's user settings. */
export const INVITED_USER_ROLE = "VIEWER";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Bodies are a few hundred bytes; anything bigger is not a user. */
const MAX_BODY_BYTES = 8 * 1024;

type Outcome = { error: ApiErrorCode } | { status: 200 | 201; userRowId: string; invitationToken: string | null };

/**
 * User management over REST (spec part 1 §7):
 * - `POST /api/user/create/` invites a colleague into a company: admins of that company and
 *   super admins (checked under row-level security). A known e-mail address gets the
 *   membership (200), an unknown one a new standard user (201); with the built-in sign-in a
 *   one-time link to set the first password comes back as `invitationUrl`.
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

    const outcome = await inviteInTransaction(deps.ownerPool, input, session.userId, deps.builtInIssuerUrl !== null);
    if ("error" in outcome) return apiError(c, outcome.error, lang);
    deps.logger.info(
      {
        userRowId: outcome.userRowId,
        clientCompanyRowId: input.clientCompanyId,
        byUserRowId: session.userId,
        newUser: outcome.status === 201,
        accessAssigned: !input.skipAssigningAccess,
        invitation: outcome.invitationToken !== null,
      },
      "user invited",
    );
    return c.json(
      {
        userRowId: outcome.userRowId,
        ...(outcome.invitationToken
          ? { invitationUrl: `${deps.builtInIssuerUrl}/invitation/${outcome.invitationToken}` }
          : {}),
      },
      outcome.status,
    );
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
    const { rowCount } = await deps.ownerPool.query("delete from app_public.users where id = $1", [id]);
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
  withInvitation: boolean,
): Promise<Outcome> {
  const client = await ownerPool.connect();
  try {
    await client.query("begin");
    const outcome = await invite(client, input, byUserId, withInvitation);
    await client.query("error" in outcome ? "rollback" : "commit");
    return outcome;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

async function invite(
  db: pg.PoolClient,
  input: InviteUserRequest,
  byUserId: string,
  withInvitation: boolean,
  isRetry = false,
): Promise<Outcome> {
  const existing = await findUser(db, input.email);
  let userId: string;
  let status: 200 | 201;
  if (existing) {
    if (existing.type === "EXTERNAL") return { error: "USER_IS_EXTERNAL" };
    const { rows } = await db.query(
      "select 1 from app_public.client_company_users where client_company_id = $1 and user_id = $2",
      [input.clientCompanyId, existing.id],
    );
    if (rows.length > 0) return { error: "USER_ALREADY_MEMBER" };
    userId = existing.id;
    status = 200;
  } else {
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
    userId = rows[0].id;
    status = 201;
  }

  if (!input.skipAssigningAccess) {
    await db.query(
      `insert into app_public.client_company_users (user_id, client_company_id, role_name) values ($1, $2, $3)
       on conflict (client_company_id, user_id) do nothing`,
      [userId, input.clientCompanyId, INVITED_USER_ROLE],
    );
    // Open this company after the first sign-in, unless the user has a default already.
    await db.query(
      `insert into app_public.user_defaults (user_id, client_company_id) values ($1, $2)
       on conflict (user_id) do update set client_company_id = excluded.client_company_id
       where user_defaults.client_company_id is null`,
      [userId, input.clientCompanyId],
    );
  }

  // A link to set the first password, for anyone who has none yet at the built-in sign-in.
  // With an external issuer, users sign in there with the same (verified) e-mail address.
  let invitationToken: string | null = null;
  if (withInvitation) {
    const { rows } = await db.query("select 1 from app_private.user_credentials where user_id = $1", [userId]);
    if (rows.length === 0) {
      invitationToken = await createInvitation(db, {
        userId,
        clientCompanyId: input.clientCompanyId,
        createdByUserId: byUserId,
      });
    }
  }
  return { status, userRowId: userId, invitationToken };
}

async function findUser(db: pg.PoolClient, email: string) {
  const { rows } = await db.query<{ id: string; type: string }>(
    "select id, type::text as type from app_public.users where email = $1::citext for update",
    [email],
  );
  return rows[0];
}
