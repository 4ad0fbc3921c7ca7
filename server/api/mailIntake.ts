import { Hono } from "hono";
import type pg from "pg";
import { z } from "zod";
import type { AppSession } from "../auth/sessions.ts";
import { asUser } from "../db/asUser.ts";
import type { Logger } from "../logger.ts";
import { mailInboundDomainSetting } from "../mail/inbound/inboundDomain.ts";
import { sendTestMail } from "../mail/inbound/testMail.ts";
import { apiError } from "./errors.ts";

const QuerySchema = z.object({ clientCompanyRowId: z.uuid() });

/**
 * `POST /api/mail-intake/test-mail?clientCompanyRowId=…` (company admins): sends a real mail
 * with a sample PDF from the admin's address through this process's inbound SMTP server to the
 * company's address and answers with the intake-log entry it produced
 * (`{ inboundEmailRowId, outcome, reason }`), so the e-mail integration page can show that it
 * arrived. MAIL_INTAKE_OFF while the inbound server does not run, MAIL_INTAKE_NO_ALIAS while
 * the company has no address, MAIL_INTAKE_TEST_FAILED when the mail was not answered.
 */
export function mailIntakeRoutes(deps: {
  authPool: pg.Pool;
  sessionOf: (cookieHeader: string | undefined) => Promise<AppSession | null>;
  mailInboundPort: () => number | null;
  /** The addresses' domain of this process (null: intake is off here). */
  mailInboundDomain: string | null;
  logger: Logger;
}) {
  const app = new Hono();
  app.post("/test-mail", async (c) => {
    const lang = c.req.header("accept-language");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    const query = QuerySchema.safeParse(c.req.query());
    if (!query.success) return apiError(c, "INVALID_REQUEST", lang);
    const company = query.data.clientCompanyRowId;
    const facts = await asUser(
      deps.authPool,
      session,
      async (db) => {
        const { rows } = await db.query<{
          admin: boolean | null;
          address: string | null;
          name: string;
          language: string;
          email: string;
        }>(
          `select app_hidden.has_admin_access(c.id) as admin, app_public.client_companies_email_address(c) as address,
                c.name, c.language, (select u.email::text from app_public.users u where u.id = $2) as email
           from app_public.client_companies c where c.id = $1`,
          [company, session.userId],
        );
        return rows[0];
      },
      mailInboundDomainSetting(deps.mailInboundDomain),
    );
    if (!facts?.admin) return apiError(c, "FORBIDDEN", lang);
    const port = deps.mailInboundPort();
    if (port === null) return apiError(c, "MAIL_INTAKE_OFF", lang);
    if (!facts.address) return apiError(c, "MAIL_INTAKE_NO_ALIAS", lang);
    const sent = await sendTestMail({
      port,
      from: facts.email,
      to: facts.address,
      companyName: facts.name,
      language: facts.language,
    });
    if (!sent.ok && sent.responseCode === null) {
      deps.logger.error({ err: sent.response }, "mail intake: the test mail found no inbound server");
      return apiError(c, "MAIL_INTAKE_TEST_FAILED", lang);
    }
    // Accepted or refused, the server answered after writing its log entry: show that one.
    const entry = await asUser(deps.authPool, session, async (db) => {
      const { rows } = await db.query<{ id: string; outcome: string; reason: string | null }>(
        `select id, outcome::text as outcome, reason from app_public.inbound_emails
          where client_company_id = $1 and receiver = $2 and sender = lower($3)
            and ($4::text is null or message_id = $4)
          order by received_at desc limit 1`,
        [company, facts.address, facts.email, sent.ok ? sent.messageId : null],
      );
      return rows[0];
    });
    if (!entry) return apiError(c, "MAIL_INTAKE_TEST_FAILED", lang);
    return c.json({ inboundEmailRowId: entry.id, outcome: entry.outcome, reason: entry.reason }, 201);
  });
  return app;
}
