import type { Task } from "graphile-worker";
import type pg from "pg";
import { z } from "zod";
import { matchCompanyTransactions } from "../../banking/matchTransactions.ts";
import { withTransaction } from "../../db/withTransaction.ts";
import type { Logger } from "../../logger.ts";

const Payload = z.object({ clientCompanyRowId: z.uuid() });

/** Matches a company's unlinked transactions to its open invoices (server/banking). Queued
 * after every statement import and bank sync, and on demand from the banking page; its job key
 * collapses repeated requests into one run. */
export const money_transactions__match =
  (deps: { ownerPool: pg.Pool; logger: Logger }): Task =>
  async (payload) => {
    const parsed = Payload.safeParse(payload);
    if (!parsed.success) {
      deps.logger.error({ payload }, "money_transactions__match: malformed payload, job dropped");
      return;
    }
    const result = await withTransaction(deps.ownerPool, async (client) => {
      // One run per company at a time: a second waits instead of linking the same transactions.
      await client.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [
        `match:${parsed.data.clientCompanyRowId}`,
      ]);
      return matchCompanyTransactions(client, parsed.data.clientCompanyRowId, deps.logger);
    });
    deps.logger.info({ clientCompanyRowId: parsed.data.clientCompanyRowId, ...result }, "transactions matched");
  };

/** At worker start: a matching run for every company with unexplained transactions (e.g. the
 * demo data, or transactions imported while no worker ran). */
export const money_transactions__sweep: Task = async (_payload, helpers) => {
  const { rows } = await helpers.query<{ id: string }>(
    `select distinct t.client_company_id as id from app_public.money_transactions t
      where t.matched_count = 0 and t.money_category_id is null`,
  );
  for (const { id } of rows) {
    await helpers.addJob("money_transactions__match", { clientCompanyRowId: id }, { jobKey: `match:${id}` });
  }
};
