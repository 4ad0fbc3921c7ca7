import type pg from "pg";
import type { Logger } from "../logger.ts";
import { asCompanyAutomation as asCompany } from "../db/asCompanyAutomation.ts";
import { loadConnection } from "./importRun.ts";
import { type DocumentProvider, IntegrationError } from "./provider.ts";
import type { SecretBox } from "./secretBox.ts";

/**
 * Sync-back of payments to the billing software (Billomat): every invoice imported from it that
 * is now paid here and not yet reported is reported once (paymentSyncedAt), as the company.
 * Queued by the invoices trigger when such an invoice becomes paid, and hourly; idempotent.
 */
export async function syncBillomatPayments(
  deps: { ownerPool: pg.Pool; provider: DocumentProvider; secrets: SecretBox; logger: Logger },
  clientCompanyId: string,
): Promise<{ reported: number }> {
  const report = deps.provider.reportPayment;
  if (!report) return { reported: 0 };
  let connection;
  try {
    connection = await asCompany(deps.ownerPool, clientCompanyId, (db) =>
      loadConnection(db, deps.secrets, clientCompanyId, "BILLOMAT"),
    );
  } catch (error) {
    if (error instanceof IntegrationError) return { reported: 0 };
    throw error;
  }
  if (!connection.settings.syncBackPayments) return { reported: 0 };
  const due = await asCompany(deps.ownerPool, clientCompanyId, async (db) => {
    const { rows } = await db.query<{
      id: string;
      external_id: string;
      total: string;
      paid_date: string;
      number: string | null;
    }>(
      `select d.id, d.external_id, abs(i.total)::text as total,
              to_char(coalesce(i.paid_date, (now() at time zone 'Europe/Berlin')::date), 'YYYY-MM-DD') as paid_date,
              i.invoice_number as number
         from app_public.integration_documents d
         join app_public.source_files s on s.id = d.source_file_id
         join app_public.invoices i on i.document_id = s.document_id
        where d.client_company_id = $1 and d.provider = 'BILLOMAT' and d.payment_synced_at is null
          and i.payment_status = 'PAID' and i.total is not null and i.total <> 0
        order by d.created_at`,
      [clientCompanyId],
    );
    return rows;
  });
  let reported = 0;
  for (const row of due) {
    await report.call(deps.provider, connection.credentials, row.external_id, {
      date: row.paid_date,
      amount: row.total,
      comment: row.number ? `Belegwerk: ${row.number}` : "Belegwerk",
    });
    await asCompany(deps.ownerPool, clientCompanyId, (db) =>
      db.query(
        "update app_public.integration_documents set payment_synced_at = now() where id = $1 and payment_synced_at is null",
        [row.id],
      ),
    );
    reported++;
  }
  if (reported > 0) deps.logger.info({ clientCompanyId, reported }, "payments reported to Billomat");
  return { reported };
}
