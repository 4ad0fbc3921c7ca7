/**
 * One finished booking export in Müller Haustechnik's history, made the way a user makes one:
 * app_public.create_export as the demo admin (Thomas Müller, under row-level security) for the
 * month before last — the DATEV Buchungsstapel of its invoices that are ready for the booking
 * export — then the export job with the real writers into the demo's file store. Its documents
 * end up locked (exported for booking); last month stays open for the booking export.
 *
 * Runs after the demo data is committed (the job reads through its own connections) and before
 * the worker starts: the queued job then finds the export DONE and leaves it.
 */
import type pg from "pg";
import { withTransaction } from "../db/withTransaction.ts";
import type { BlobStorage } from "../files/blobStore.ts";
import type { Logger } from "../logger.ts";
import { runExport, type RunExportOutcome } from "../export/runExport.ts";
import { addMonths, germanToday, monthOf } from "../../src/lib/calendarDate.ts";

type IsoDate = string;

/** First and last day of the calendar month `offset` months from the one of `now` in Germany. */
export function demoMonth(offset: number, now: Date = new Date()): { from: IsoDate; to: IsoDate } {
  const month = monthOf(addMonths(germanToday(now), offset));
  return { from: month.from, to: month.until };
}

export interface DemoExportDeps {
  ownerPool: pg.Pool;
  blobs: BlobStorage;
  logger: Logger;
  /** The product's address, for the documents' links in the export. */
  publicUrl: string;
}

export async function insertDemoExport(
  deps: DemoExportDeps,
  ids: { companyRowId: string; userRowId: string },
  now: Date = new Date(),
): Promise<{ exportRowId: string; outcome: RunExportOutcome }> {
  const period = demoMonth(-2, now);
  const exportRowId = await withTransaction(
    deps.ownerPool,
    async (client) => {
      await client.query("set local role app_user");
      const { rows } = await client.query<{ id: string }>(
        `select (app_public.create_export(
                   client_company_row_id => $1, accounting_period_from => $2::date, accounting_period_to => $3::date,
                   accounting_export => 'DATEV_EXTF', ready_for_booking_export => true)).id`,
        [ids.companyRowId, period.from, period.to],
      );
      return rows[0]!.id;
    },
    { "app.user_id": ids.userRowId },
  );
  const outcome = await runExport(deps, exportRowId);
  return { exportRowId, outcome };
}
