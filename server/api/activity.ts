import { Hono } from "hono";
import type pg from "pg";
import { z } from "zod";
import type { AppSession } from "../auth/sessions.ts";

/** Body of PUT /api/activity/login. */
export const LoginActivitySchema = z.strictObject({
  clientCompanyID: z.uuid({ error: "clientCompanyID must be a UUID or null" }).nullable().optional(),
});

export interface ActivityDeps {
  ownerPool: pg.Pool;
  sessionOf: (cookieHeader: string | undefined) => Promise<AppSession | null>;
}

/**
 * PUT /api/activity/login|logout: records a sign-in or sign-out of the session's own user
 * (app_public.user_activities). Written with the owner pool, but only ever for the session's
 * user and a company they belong to. Impersonated sessions are not recorded (spec §4).
 */
export function activityRoutes(deps: ActivityDeps) {
  const app = new Hono();

  const record = async (session: AppSession, kind: "LOGIN" | "LOGOUT", companyId: string | null) => {
    await deps.ownerPool.query(
      "insert into app_public.user_activities (user_id, client_company_id, kind) values ($1, $2, $3)",
      [session.userId, companyId, kind],
    );
  };

  app.put("/login", async (c) => {
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return c.json({ error: "Not signed in." }, 401);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ error: 'The body must be JSON: { "clientCompanyID": "<uuid>" | null }.' }, 400);
    }
    const parsed = LoginActivitySchema.safeParse(body);
    if (!parsed.success) {
      return c.json({ error: parsed.error.issues.map((i) => i.message).join("; ") }, 400);
    }
    if (session.impersonatorUserId) return c.body(null, 204);
    const companyId = parsed.data.clientCompanyID ?? null;
    if (companyId) {
      const { rowCount } = await deps.ownerPool.query(
        `select 1 from app_public.client_companies c where c.id = $2 and (
           exists (select 1 from app_public.client_company_users m where m.user_id = $1 and m.client_company_id = c.id)
           or exists (select 1 from app_public.users u where u.id = $1 and u.type = 'SUPER_ADMIN'))`,
        [session.userId, companyId],
      );
      if (!rowCount) {
        return c.json({ error: "You don't have access to this client company, or it doesn't exist." }, 403);
      }
    }
    await record(session, "LOGIN", companyId);
    return c.body(null, 204);
  });

  app.put("/logout", async (c) => {
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return c.json({ error: "Not signed in." }, 401);
    if (session.impersonatorUserId) return c.body(null, 204);
    await record(session, "LOGOUT", null);
    return c.body(null, 204);
  });

  return app;
}
