import type pg from "pg";
import { todayIsoDate } from "../../src/lib/calendarDate.ts";
import { withTransaction } from "../db/withTransaction.ts";
import type { Logger } from "../logger.ts";
import { contractExpiry } from "../mail/digestMail.ts";
import type { MailTransport } from "../mail/mailTransport.ts";
import { mailLanguageOf } from "../mail/templates.ts";

/**
 * The contract-expiry e-mail: with the contractExpiryNotification feature on, the company's
 * contract_expiry_notification_email is told CONTRACT_EXPIRY_NOTICE_DAYS days before its current
 * licence period (app_hidden.license_periods, the same periods the licence page shows) ends,
 * once per period: app_private.contract_expiry_notices records it, claimed while the mail is
 * sent and committed after it (two workers never both send; a failed send is retried). A notice
 * missed because no worker ran is sent late, as long as the period has not ended.
 */

/** Days before the end of the licence period the notice goes out: a month to renew or cancel. */
export const CONTRACT_EXPIRY_NOTICE_DAYS = 30;
const ZONE = "Europe/Berlin";

export interface ContractExpiryDeps {
  ownerPool: pg.Pool;
  transport: MailTransport;
  publicUrl: string;
  logger: Logger;
}

interface DueNotice {
  id: string;
  name: string;
  language: string;
  email: string;
  until_date: string;
  days_left: number;
}

/** Sends every notice due on `now`'s German day; returns how many went out. */
export async function sendContractExpiryNotices(deps: ContractExpiryDeps, now = new Date()): Promise<number> {
  const today = todayIsoDate(now, ZONE);
  const { rows } = await deps.ownerPool.query<DueNotice>(
    `select c.id, coalesce(c.brand_name, c.name) as name, c.language, c.contract_expiry_notification_email as email,
            p.until_date::text, (p.until_date - $1::date) as days_left
       from app_public.client_companies c
       cross join lateral app_hidden.license_periods(c.contract_start_date, $1::date) p
      where c.contract_start_date is not null and c.contract_expiry_notification_email is not null
        and c.status <> 'INACTIVE'
        and app_public.client_companies_feature_active(c, 'CONTRACT_EXPIRY_NOTIFICATION')
        and p.include_current_period
        and p.until_date - $1::date between 0 and $2
        and not exists (select 1 from app_private.contract_expiry_notices n
                         where n.client_company_id = c.id and n.period_until_date = p.until_date)
      order by c.id`,
    [today, CONTRACT_EXPIRY_NOTICE_DAYS],
  );
  let sent = 0;
  const failures: unknown[] = [];
  for (const notice of rows) {
    try {
      const claimed = await withTransaction(deps.ownerPool, async (client, rollback) => {
        const { rowCount } = await client.query(
          `insert into app_private.contract_expiry_notices (client_company_id, period_until_date) values ($1, $2::date)
           on conflict do nothing`,
          [notice.id, notice.until_date],
        );
        if (rowCount !== 1) return rollback(false); // another worker sent it
        const lang = mailLanguageOf(notice.language);
        const mail = contractExpiry(lang, {
          companyName: notice.name,
          untilDate: notice.until_date,
          daysLeft: notice.days_left,
          licenseUrl: `${deps.publicUrl}/settings/${encodeURIComponent(notice.id)}/license`,
        });
        await deps.transport.send({ to: notice.email, ...mail });
        return true;
      });
      if (claimed) sent += 1;
    } catch (error) {
      deps.logger.error(
        { clientCompanyId: notice.id, err: (error as Error).message },
        "contract-expiry notice not sent",
      );
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} contract-expiry notices not sent`);
  return sent;
}
