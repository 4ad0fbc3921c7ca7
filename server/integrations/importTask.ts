import type { Task } from "graphile-worker";
import { z } from "zod";
import { type ImportDeps, runIntegrationImport } from "./importRun.ts";
import type { IntegrationProviderId } from "./provider.ts";

const Payload = z.object({ runRowId: z.uuid().optional(), clientCompanyRowId: z.uuid().optional() });

const CONFIG_TABLE: Record<IntegrationProviderId, string> = {
  GETMYINVOICES: "app_public.getmyinvoices_configs",
  FASTBILL: "app_public.fastbill_configs",
  BILLOMAT: "app_public.billing_configs",
};

/**
 * The import task of one connector (`<connector>__import`): with a company (and the run "Import
 * now" queued) it imports for that company; without one (the hourly crontab entry) it queues one
 * job per company that has the connection configured with a key — each company's import then
 * runs in its own job, retried and reported on its own.
 */
export const integrationImportTask =
  (provider: IntegrationProviderId, deps: ImportDeps): Task =>
  async (payload, helpers) => {
    const parsed = Payload.safeParse(payload ?? {});
    if (!parsed.success) {
      deps.logger.error({ payload }, `${provider.toLowerCase()}__import: malformed payload, job dropped`);
      return;
    }
    const { clientCompanyRowId, runRowId } = parsed.data;
    if (!clientCompanyRowId) {
      const { rows } = await deps.ownerPool.query<{ id: string }>(
        `select k.client_company_id as id from app_private.integration_api_keys k
          where k.provider = $1 and exists (select 1 from ${CONFIG_TABLE[provider]} c where c.client_company_id = k.client_company_id)`,
        [provider],
      );
      for (const row of rows) {
        await helpers.addJob(
          `${provider.toLowerCase()}__import`,
          { clientCompanyRowId: row.id },
          { jobKey: `integration:${provider.toLowerCase()}:${row.id}`, jobKeyMode: "preserve_run_at", maxAttempts: 1 },
        );
      }
      return;
    }
    await runIntegrationImport(deps, { provider, clientCompanyId: clientCompanyRowId, runId: runRowId ?? null });
  };
