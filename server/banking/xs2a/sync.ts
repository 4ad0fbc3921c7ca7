import type pg from "pg";
import type { Logger } from "../../logger.ts";
import { withTransaction } from "../../db/withTransaction.ts";
import { IngestError, ingestStatement } from "../ingest.ts";
import { loadConnection } from "./db.ts";
import { isProviderError, type Xs2aProvider, Xs2aProviderError } from "./provider.ts";
import { addDays, todayIsoDate } from "../../../src/lib/calendarDate.ts";

/** The first sync of an account reaches this far back. */
export const FIRST_SYNC_DAYS = 90;
/** Later syncs overlap the last one by this much: late bookings and pending ones that booked. */
const OVERLAP_DAYS = 10;

export interface SyncDeps {
  ownerPool: pg.Pool;
  provider: Xs2aProvider;
  logger: Logger;
  now?: () => Date;
}

export type SyncOutcome =
  | {
      status: "SYNCED";
      accounts: number;
      imported: number;
      duplicates: number;
      pendingReplaced: number;
      paymentsFinished: number;
    }
  | { status: "FAILED"; message: string }
  | { status: "GONE" };

interface AccountRow {
  id: string;
  provider_account_id: string;
  money_account_id: string | null;
  client_company_id: string | null;
  last_sync: string | null;
}

/**
 * Syncs a bank connection (the job xs2a_connections__sync): balances of all its accounts, and
 * for every account linked to a company the transactions since its last sync (first time:
 * 90 days) through ingestStatement, which skips what is known, replaces pending ones by their
 * booked versions and queues the matching. Payments made through the bank are FINISHED when
 * their booked transaction arrives. A problem becomes the connection's syncMessage (a code
 * the UI shows in red): CONSENT_EXPIRED, CONNECTION_LOST, BANK_UNAVAILABLE, ACCOUNT_NOT_FOUND,
 * an ingest code, or SYNC_FAILED.
 */
export async function syncXs2aConnection(deps: SyncDeps, connectionRowId: string): Promise<SyncOutcome> {
  const connection = await loadConnection(deps.ownerPool, connectionRowId, null);
  if (!connection) return { status: "GONE" };
  await deps.ownerPool.query("update app_public.xs2a_connections set sync_active = true where id = $1", [
    connection.id,
  ]);
  const today = todayIsoDate((deps.now ?? (() => new Date()))(), "Europe/Berlin");
  const totals = { accounts: 0, imported: 0, duplicates: 0, pendingReplaced: 0, paymentsFinished: 0 };
  try {
    if (!(await deps.provider.consentValid(connection.ref))) throw new Xs2aProviderError("CONSENT_EXPIRED");
    const known = await deps.provider.listAccounts(connection.ref);
    const { rows: accounts } = await deps.ownerPool.query<AccountRow>(
      `select a.id, a.provider_account_id, m.id as money_account_id, m.client_company_id,
              (select to_char(max(i.created_at at time zone 'Europe/Berlin'), 'YYYY-MM-DD')
               from app_public.bank_statement_imports i where i.money_account_id = m.id and i.format = 'SYNC') as last_sync
       from app_public.xs2a_accounts a
       left join app_public.money_accounts m on m.xs2a_account_id = a.id
       where a.connection_id = $1 order by a.created_at, a.id`,
      [connection.id],
    );
    for (const account of accounts) {
      const info = known.find((k) => k.providerAccountId === account.provider_account_id);
      if (!info) continue; // no longer in the consent: an update renews the list
      const balance = await deps.provider.fetchBalance(connection.ref, account.provider_account_id);
      await deps.ownerPool.query(
        `update app_public.xs2a_accounts set balance = $2, available = $3, balance_date = $4, name = $5, holder = $6
         where id = $1`,
        [account.id, balance.balance, balance.available, balance.date, info.name, info.holder],
      );
      totals.accounts++;
      const { money_account_id: moneyAccountId, client_company_id: clientCompanyId } = account;
      if (!moneyAccountId || !clientCompanyId) continue;
      const since = account.last_sync ? addDays(account.last_sync, -OVERLAP_DAYS) : addDays(today, -FIRST_SYNC_DAYS);
      const transactions = await deps.provider.fetchTransactions(connection.ref, account.provider_account_id, since);
      const result = await withTransaction(deps.ownerPool, async (client) => {
        const ingested = await ingestStatement(client, {
          clientCompanyId,
          moneyAccountId,
          source: "SYNC",
          format: "SYNC",
          fileName: `${connection.bank_name} · ${today}`,
          transactions,
          closingBalance: { amount: balance.balance, currency: balance.currency, date: balance.date },
          userId: null,
        });
        await client.query("update app_public.money_accounts set available = $2 where id = $1", [
          moneyAccountId,
          balance.available,
        ]);
        const booked = transactions.flatMap((t) => (t.status === "BOOKED" && t.endToEndId ? [t.endToEndId] : []));
        const paymentsFinished = await finishPayments(client, clientCompanyId, booked);
        return { ...ingested, paymentsFinished };
      });
      totals.paymentsFinished += result.paymentsFinished;
      totals.imported += result.importedCount;
      totals.duplicates += result.duplicateCount;
      totals.pendingReplaced += result.pendingReplacedCount;
    }
    await deps.ownerPool.query(
      "update app_public.xs2a_connections set sync_active = false, sync_message = null, last_synced = now() where id = $1",
      [connection.id],
    );
    deps.logger.info({ connectionRowId, ...totals }, "bank connection synced");
    return { status: "SYNCED", ...totals };
  } catch (error) {
    const message = isProviderError(error)
      ? error.code === "CONNECTION_NOT_FOUND"
        ? "CONNECTION_LOST"
        : error.code
      : error instanceof IngestError
        ? error.code
        : "SYNC_FAILED";
    await deps.ownerPool.query(
      "update app_public.xs2a_connections set sync_active = false, sync_message = $2, last_synced = now() where id = $1",
      [connection.id, message],
    );
    if (message === "SYNC_FAILED") {
      deps.logger.error({ connectionRowId, err: (error as Error).message }, "bank connection sync failed");
      throw error; // unexpected: the job is retried
    }
    deps.logger.warn({ connectionRowId, syncMessage: message }, "bank connection not synced");
    return { status: "FAILED", message };
  }
}

/**
 * Payments made through the bank whose booked transaction has arrived (by end-to-end id) are
 * FINISHED. An IBAN the person confirmed explicitly for such a payment becomes a verified
 * payment preset of the partner: the money went there, on their word.
 */
async function finishPayments(client: pg.PoolClient, companyId: string, endToEndIds: string[]): Promise<number> {
  if (endToEndIds.length === 0) return 0;
  const { rows } = await client.query<{
    client_company_id: string;
    partner_company_id: string | null;
    recipient_iban: string;
    recipient_bic: string | null;
    recipient_name: string;
    unverified_iban_confirmed: boolean;
    created_by_user_id: string | null;
  }>(
    `with done as (
       update app_public.bank_payments p set status = 'FINISHED', finished_at = now(), error_message = null
       where p.client_company_id = $1 and p.method = 'BANK' and p.status in ('CREATED', 'PENDING', 'CANCELLED')
         and p.end_to_end_id = any($2::text[])
       returning p.client_company_id, p.document_id, p.recipient_iban, p.recipient_bic, p.recipient_name,
                 p.unverified_iban_confirmed, p.created_by_user_id)
     select d.client_company_id, i.partner_company_id, d.recipient_iban, d.recipient_bic, d.recipient_name,
            d.unverified_iban_confirmed, d.created_by_user_id
     from done d left join app_public.invoices i on i.document_id = d.document_id`,
    [companyId, endToEndIds],
  );
  for (const p of rows) {
    if (!p.unverified_iban_confirmed || !p.partner_company_id) continue;
    const { rowCount } = await client.query(
      `update app_public.partner_company_payment_presets
       set verified_at = coalesce(verified_at, now()), verified_by_user_id = coalesce(verified_by_user_id, $4)
       where client_company_id = $1 and partner_company_id = $2 and iban = $3`,
      [p.client_company_id, p.partner_company_id, p.recipient_iban, p.created_by_user_id],
    );
    if (!rowCount) {
      await client.query(
        `insert into app_public.partner_company_payment_presets
           (client_company_id, partner_company_id, iban, bic, recipient, verified_at, verified_by_user_id, source)
         values ($1, $2, $3, $4, $5, now(), $6, 'USER')`,
        [
          p.client_company_id,
          p.partner_company_id,
          p.recipient_iban,
          p.recipient_bic && /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(p.recipient_bic) ? p.recipient_bic : null,
          p.recipient_name.slice(0, 70),
          p.created_by_user_id,
        ],
      );
    }
  }
  return rows.length;
}
