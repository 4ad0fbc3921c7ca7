// The export job's work (graphile-worker task export__run): writes each file an export needs
// into the file store, streaming the documents from the database, and then, in one
// transaction, records the files (size and SHA-256), marks the documents exported for booking
// (history entries EXPORTED by the export's creator) and sets the export DONE. Any failure
// sets it FAILED with a code and marks nothing: files written so far are referenced by no row
// and the file-store sweep removes them.
import { Readable } from "node:stream";
import type pg from "pg";
import type { Logger } from "../logger.ts";
import { type BlobStorage, BlobStoreUnavailableError, type StagedBlob } from "../files/blobStore.ts";
import {
  loadExportCompany,
  loadExportRow,
  streamExportDocuments,
  streamExportMoneyTransactions,
} from "./exportData.ts";
import { EXPORT_FORMATS, type ExportFormatRegistry, requestedKinds } from "./formats.ts";

/** An export file larger than this fails the export (a safety net, far above any real file). */
const MAX_FILE_BYTES = 8 * 1024 ** 3;

export interface RunExportDeps {
  ownerPool: pg.Pool;
  blobs: BlobStorage;
  logger: Logger;
  /** The product's address, for the documents' links (DATEV Beleglink). */
  publicUrl: string;
  /** The writers; the product's registry unless a test gives its own. */
  formats?: ExportFormatRegistry;
  /** Rows per database round trip while streaming documents. */
  batchSize?: number;
}

/** A failure with a code the UI translates (error.codes). */
export class ExportError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ExportError";
  }
}

export type RunExportOutcome = "done" | "failed" | "not-runnable";

export async function runExport(deps: RunExportDeps, exportRowId: string): Promise<RunExportOutcome> {
  const formats = deps.formats ?? EXPORT_FORMATS;
  const claimed = await deps.ownerPool.query(
    `update app_public.exports set status = 'RUNNING', started_at = coalesce(started_at, now()), progress = 0
      where id = $1 and status in ('QUEUED', 'RUNNING') returning id`,
    [exportRowId],
  );
  if (claimed.rowCount === 0) return "not-runnable";
  const staged: StagedBlob[] = [];
  try {
    const row = await loadExportRow(deps.ownerPool, exportRowId);
    if (!row) throw new ExportError("EXPORT_NOT_FOUND", "export vanished");
    const company = await loadExportCompany(deps.ownerPool, row.companyRowId, row.period);
    if (!company) throw new ExportError("EXPORT_NOT_FOUND", "company vanished");
    const kinds = requestedKinds(row.options);
    const missing = kinds.filter((kind) => !formats.has(kind));
    if (missing.length > 0) throw new ExportError("EXPORT_FORMAT_UNAVAILABLE", `no writer for ${missing.join(", ")}`);

    const files: { kind: string; fileName: string; mimeType: string; sha256: string; size: number }[] = [];
    let lastProgress = -1;
    for (const [index, kind] of kinds.entries()) {
      const writer = formats.get(kind)!;
      const setProgress = async (seen: number) => {
        const total = Math.max(1, row.documentCount) * kinds.length;
        const progress = Math.min(99, Math.floor((100 * (index * Math.max(1, row.documentCount) + seen)) / total));
        if (progress === lastProgress) return;
        lastProgress = progress;
        await deps.ownerPool.query("update app_public.exports set progress = $2 where id = $1 and status = 'RUNNING'", [
          row.rowId,
          progress,
        ]);
      };
      const bytes = writer.write({
        exportRowId: row.rowId,
        company,
        period: row.period,
        options: row.options,
        documentCount: row.documentCount,
        documents: () =>
          streamExportDocuments(deps.ownerPool, row, deps.publicUrl, {
            batchSize: deps.batchSize,
            onBatch: setProgress,
          }),
        moneyTransactions: () => streamExportMoneyTransactions(deps.ownerPool, row),
      });
      let blob: StagedBlob;
      try {
        blob = await deps.blobs.writeStream(Readable.from(bytes, { objectMode: false }), { maxBytes: MAX_FILE_BYTES });
      } catch (e) {
        if (e instanceof BlobStoreUnavailableError) throw new ExportError("EXPORT_STORAGE_FAILED", e.message);
        throw e;
      }
      staged.push(blob);
      const sha256 = await deps.blobs.commit(blob);
      files.push({
        kind,
        fileName: writer.fileName(company, row.period),
        mimeType: writer.mimeType,
        sha256,
        size: blob.size,
      });
    }
    await finish(deps.ownerPool, row.rowId, row.companyRowId, row.creatorRowId, row.options.bookingExport, files);
    return "done";
  } catch (e) {
    for (const blob of staged) await deps.blobs.discard(blob).catch(() => undefined);
    const code = e instanceof ExportError ? e.code : "EXPORT_FAILED";
    deps.logger.error({ err: e, exportRowId, code }, "export failed");
    await deps.ownerPool.query(
      `update app_public.exports set status = 'FAILED', error_code = $2, finished_at = now()
        where id = $1 and status in ('QUEUED', 'RUNNING')`,
      [exportRowId, code],
    );
    return "failed";
  }
}

async function finish(
  ownerPool: pg.Pool,
  exportRowId: string,
  companyRowId: string,
  creatorRowId: string | null,
  markExported: boolean,
  files: { kind: string; fileName: string; mimeType: string; sha256: string; size: number }[],
) {
  const client = await ownerPool.connect();
  try {
    await client.query("begin");
    // The history entries name the export's creator as the one who exported, and the export.
    await client.query("select set_config('app.user_id', $1, true), set_config('app.export_row_id', $2, true)", [
      creatorRowId ?? "",
      exportRowId,
    ]);
    for (const f of files) {
      await client.query(
        `insert into app_public.export_files (client_company_id, export_id, kind, file_name, mime_type, blob_key, byte_size, sha256)
         values ($1, $2, $3, $4, $5, $6, $7, $6)`,
        [companyRowId, exportRowId, f.kind, f.fileName, f.mimeType, f.sha256, f.size],
      );
    }
    if (markExported) {
      await client.query(
        `update app_public.documents d set exported_for_booking_at = now()
          where d.client_company_id = $1 and d.exported_for_booking_at is null
            and d.id in (select ed.document_id from app_public.export_documents ed
                          where ed.client_company_id = $1 and ed.export_id = $2)`,
        [companyRowId, exportRowId],
      );
    }
    const done = await client.query(
      `update app_public.exports e set status = 'DONE', progress = 100, finished_at = now(),
              document_count = s.document_count, booking_line_count = s.line_count,
              total_sum = s.total_sum, net_sum = s.net_sum, vat_sum = s.vat_sum,
              money_transaction_count = (select count(*) from app_public.export_money_transactions m
                                          where m.client_company_id = $1 and m.export_id = $2)
         from (select count(*)::int as document_count,
                      coalesce(sum((select count(*) from app_public.accounting_items ai
                                     where ai.client_company_id = i.client_company_id and ai.document_id = i.document_id)), 0)::int as line_count,
                      round(sum(case when i.credit_memo then -1 else 1 end * i.total / coalesce(i.conversion_rate, 1)), 2) as total_sum,
                      round(sum(case when i.credit_memo then -1 else 1 end * i.net / coalesce(i.conversion_rate, 1)), 2) as net_sum,
                      round(sum(case when i.credit_memo then -1 else 1 end * i.vat_amount / coalesce(i.conversion_rate, 1)), 2) as vat_sum
                 from app_public.export_documents ed
                 join app_public.invoices i on i.client_company_id = ed.client_company_id and i.document_id = ed.document_id
                where ed.client_company_id = $1 and ed.export_id = $2) s
        where e.client_company_id = $1 and e.id = $2 and e.status = 'RUNNING'`,
      [companyRowId, exportRowId],
    );
    if (done.rowCount !== 1) throw new ExportError("EXPORT_FAILED", "export no longer running");
    await client.query("commit");
  } catch (e) {
    await client.query("rollback").catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}
