import type { Task } from "graphile-worker";
import { z } from "zod";
import type { ImportDeps } from "../../integrations/importRun.ts";
import { syncBillomatPayments } from "../../integrations/syncPayments.ts";

const Payload = z.object({ clientCompanyRowId: z.uuid().optional() });

/**
 * Reports payments of invoices imported from Billomat back to Billomat (sync-back). Queued by
 * the invoices trigger when one becomes paid (job key per company); hourly without a company it
 * queues one job per company whose Billomat connection has sync-back on. Idempotent.
 */
export const billomat__sync_payments =
  (deps: ImportDeps): Task =>
  async (payload, helpers) => {
    const parsed = Payload.safeParse(payload ?? {});
    if (!parsed.success) {
      deps.logger.error({ payload }, "billomat__sync_payments: malformed payload, job dropped");
      return;
    }
    if (!parsed.data.clientCompanyRowId) {
      const { rows } = await deps.ownerPool.query<{ id: string }>(
        `select distinct d.client_company_id as id from app_public.integration_documents d
          where d.provider = 'BILLOMAT' and d.payment_synced_at is null`,
      );
      for (const row of rows) {
        await helpers.addJob(
          "billomat__sync_payments",
          { clientCompanyRowId: row.id },
          { jobKey: `billomat_payments:${row.id}`, maxAttempts: 5 },
        );
      }
      return;
    }
    await syncBillomatPayments(
      { ownerPool: deps.ownerPool, provider: deps.providers.BILLOMAT, secrets: deps.secrets, logger: deps.logger },
      parsed.data.clientCompanyRowId,
    );
  };
