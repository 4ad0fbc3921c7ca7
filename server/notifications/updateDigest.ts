import type pg from "pg";
import { addDays, todayIsoDate } from "../../src/lib/calendarDate.ts";
import { withTransaction } from "../db/withTransaction.ts";
import type { Logger } from "../logger.ts";
import { type DigestCompany, type DigestList, updateDigest } from "../mail/digestMail.ts";
import { documentLink } from "../mail/links.ts";
import type { MailTransport } from "../mail/mailTransport.ts";
import { mailLanguageOf } from "../mail/templates.ts";

/**
 * The update digest (users.update_notification: 0 off, 1 daily, 7 weekly): per company the
 * documents new since the last digest, the user's open approval requests and the documents
 * waiting in the workflow steps the user is responsible for, with links, in the user's
 * language. The hourly cron job (users__send_update_digests) sends it from DIGEST_HOUR German
 * time on, once per interval: app_private.update_digest_deliveries records the day it went out.
 * The claim on that row is held while the mail is sent and committed after it, so two workers
 * never both send; a send that fails rolls the claim back and the job is retried. (A crash
 * after the send but before the commit sends it once more: at least once, never lost.)
 * What the digest lists is read as the user (row-level security decides, as in the app).
 */

/** The hour (German time) from which the day's digests go out. */
export const DIGEST_HOUR = 6;
/** Documents listed per list; the rest are counted. */
export const DIGEST_LIST_LIMIT = 10;
const ZONE = "Europe/Berlin";

export interface DigestDeps {
  ownerPool: pg.Pool;
  transport: MailTransport;
  publicUrl: string;
  logger: Logger;
}

export type DigestOutcome = "sent" | "empty" | "not_due";

/** The hour of a moment in German time. */
const berlinHour = (now: Date) =>
  Number(new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, hour: "2-digit", hourCycle: "h23" }).format(now));

/** Users whose digest is due on `today`: the interval set, a standard user with a membership,
 * and no digest within the interval. */
export async function dueDigestUsers(pool: pg.Pool, today: string): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `select u.id from app_public.users u
       left join app_private.update_digest_deliveries dd on dd.user_id = u.id
      where u.update_notification in (1, 7) and u.type = 'STANDARD'
        and exists (select 1 from app_public.client_company_users ccu where ccu.user_id = u.id)
        and (dd.last_sent_on is null or dd.last_sent_on <= $1::date - u.update_notification)
      order by u.id`,
    [today],
  );
  return rows.map((r) => r.id);
}

/** Sends every due digest; the failures are logged and rethrown together (the job is retried,
 * and the digests already sent are no longer due). */
export async function sendDueDigests(deps: DigestDeps, now = new Date()): Promise<Record<DigestOutcome, number>> {
  const counts: Record<DigestOutcome, number> = { sent: 0, empty: 0, not_due: 0 };
  if (berlinHour(now) < DIGEST_HOUR) return counts;
  const today = todayIsoDate(now, ZONE);
  const failures: unknown[] = [];
  for (const userId of await dueDigestUsers(deps.ownerPool, today)) {
    try {
      counts[await sendUpdateDigest(deps, userId, today)] += 1;
    } catch (error) {
      deps.logger.error({ userId, err: (error as Error).message }, "update digest not sent");
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} update digests not sent`);
  return counts;
}

interface DigestUser {
  email: string;
  name: string;
  language: string;
  interval: 1 | 7;
}

/** One user's digest for `today`, unless it went out within the interval (then "not_due"). */
export async function sendUpdateDigest(deps: DigestDeps, userId: string, today: string): Promise<DigestOutcome> {
  return withTransaction<DigestOutcome>(deps.ownerPool, async (client, rollback) => {
    const { rows: users } = await client.query<DigestUser>(
      `select u.email::text, concat_ws(' ', u.title, u.first_name, u.last_name) as name, u.language,
              u.update_notification as interval
         from app_public.users u where u.id = $1 and u.update_notification in (1, 7)`,
      [userId],
    );
    const user = users[0];
    if (!user) return rollback("not_due");
    const { rows: previous } = await client.query<{ last_sent_at: Date }>(
      "select last_sent_at from app_private.update_digest_deliveries where user_id = $1 for update",
      [userId],
    );
    // The claim: waits for another worker's claim of the same user, then finds it not due.
    const claimed = await client.query(
      `insert into app_private.update_digest_deliveries as dd (user_id, last_sent_on) values ($1, $2::date)
       on conflict (user_id) do update set last_sent_on = excluded.last_sent_on, last_sent_at = now()
        where dd.last_sent_on <= excluded.last_sent_on - $3::integer`,
      [userId, today, user.interval],
    );
    if (claimed.rowCount !== 1) return rollback("not_due");
    const since = previous[0]?.last_sent_at ?? new Date(`${addDays(today, -user.interval)}T00:00:00Z`);
    const companies = await digestCompanies(deps, userId, since);
    if (companies.length === 0) return "empty"; // nothing to tell: recorded, no mail
    const lang = mailLanguageOf(user.language);
    const mail = updateDigest(lang, {
      recipientName: user.name,
      interval: user.interval,
      companies,
      profileUrl: `${deps.publicUrl}/settings/user`,
    });
    await deps.transport.send({ to: user.email, ...mail });
    return "sent";
  });
}

interface DigestRow {
  client_company_id: string;
  company_name: string;
  list: "newDocuments" | "openApprovals" | "waitingInSteps";
  total: number;
  document_id: string;
  title: string | null;
}

/** The companies with something to report, read as the user under row-level security. */
async function digestCompanies(deps: DigestDeps, userId: string, since: Date): Promise<DigestCompany[]> {
  const rows = await withTransaction(
    deps.ownerPool,
    async (client) =>
      (
        await client.query<DigestRow>(
          `with memberships as (
             select c.id, coalesce(c.brand_name, c.name) as name
               from app_public.client_companies c
               join app_public.client_company_users ccu on ccu.client_company_id = c.id and ccu.user_id = $1
              where c.status <> 'INACTIVE'
           ), items as (
             select d.client_company_id, 'newDocuments' as list, d.id, d.import_date as at
               from app_public.documents d
              where d.client_company_id in (select id from memberships) and d.import_date > $2 and not d.superseded
             union all
             select r.client_company_id, 'openApprovals', d.id, r.created_at
               from app_public.approval_requests r
               join app_public.documents d on d.client_company_id = r.client_company_id and d.id = r.document_id
              where r.approver_user_id = $1 and r.state = 'OPEN' and r.client_company_id in (select id from memberships)
             union all
             select d.client_company_id, 'waitingInSteps', d.id, d.import_date
               from app_public.documents d
               join app_public.document_workflow_step_users su
                 on su.client_company_id = d.client_company_id and su.step_id = d.workflow_step_id and su.user_id = $1
              where d.client_company_id in (select id from memberships) and not d.superseded and not d.archived
           ), ranked as (
             select i.*, count(*) over (partition by i.client_company_id, i.list) as total,
                    row_number() over (partition by i.client_company_id, i.list order by i.at desc, i.id) as n
               from items i
           )
           select r.client_company_id, m.name as company_name, r.list, r.total::integer,
                  r.id as document_id, app_public.documents_derived_title(d) as title
             from ranked r
             join memberships m on m.id = r.client_company_id
             join app_public.documents d on d.client_company_id = r.client_company_id and d.id = r.id
            where r.n <= $3
            order by lower(m.name), m.name, r.client_company_id, r.list, r.n`,
          [userId, since, DIGEST_LIST_LIMIT],
        )
      ).rows,
    { role: "app_user", "app.user_id": userId },
  );
  const empty = (): DigestList => ({ count: 0, documents: [] });
  const byCompany = new Map<string, DigestCompany>();
  for (const row of rows) {
    let company = byCompany.get(row.client_company_id);
    if (!company) {
      const url = new URL(`${deps.publicUrl}/documents`);
      url.searchParams.set("clientCompanyRowId", row.client_company_id);
      company = {
        name: row.company_name,
        url: url.toString(),
        newDocuments: empty(),
        openApprovals: empty(),
        waitingInSteps: empty(),
      };
      byCompany.set(row.client_company_id, company);
    }
    const list = company[row.list];
    list.count = row.total;
    list.documents.push({
      title: row.title,
      url: documentLink(deps.publicUrl, {
        clientCompanyId: row.client_company_id,
        documentId: row.document_id,
        tab: row.list === "openApprovals" ? "collaboration" : undefined,
      }),
    });
  }
  return [...byCompany.values()];
}
