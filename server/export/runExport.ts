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
import { BmdExportRefused } from "../domain/export/bmd/bmdBookings.ts";
import { DatevExportRefused } from "../domain/export/datev/buchungsstapel.ts";
import { DatevMasterDataRefused } from "../domain/export/datev/stammdaten.ts";
import { serverLanguageOf } from "../lib/i18n.ts";
import { EXPORT_FORMATS, type ExportFormatRegistry, requestedKinds } from "./formats.ts";
import { MAX_FINDINGS, validateExport, type ExportFinding } from "./validateExport.ts";
import type { ExportContext } from "./writers.ts";

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
  /** Told how long a phase took (ms): "mark" = marking the documents and transactions exported. */
  onPhase?: (phase: "mark", ms: number) => void;
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

/** The export's documents break the rules of its accounting format (findings kept on the export). */
export class ExportValidationFailed extends ExportError {
  constructor(readonly findings: readonly ExportFinding[]) {
    super("EXPORT_VALIDATION_FAILED", `export refused: ${findings.map((f) => f.code).join(", ")}`);
  }
}

/** A writer refusing a document after the validation passed (it changed meanwhile). */
function refusalOf(e: unknown): ExportValidationFailed | null {
  if (e instanceof DatevExportRefused || e instanceof BmdExportRefused)
    return new ExportValidationFailed(e.findings.map(exportFindingOf));
  if (e instanceof DatevMasterDataRefused)
    return new ExportValidationFailed(e.problems.map((code) => ({ code, documentRowId: null })));
  return null;
}

/** The company's and the creator's facts the writers need beyond the booking model. */
async function loadContext(
  deps: RunExportDeps,
  companyRowId: string,
  creatorRowId: string | null,
): Promise<ExportContext> {
  const { rows } = await deps.ownerPool.query(
    `select c.language, c.append_audit_trail, c.street, c.postal_code, c.city, c.country,
            (select nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '') from app_public.users u where u.id = $2) as creator_name,
            (select u.language from app_public.users u where u.id = $2) as creator_language
       from app_public.client_companies c where c.id = $1`,
    [companyRowId, creatorRowId],
  );
  const r = rows[0];
  return {
    db: deps.ownerPool,
    blobs: deps.blobs,
    createdAt: new Date(),
    creatorName: r?.creator_name ?? null,
    language: serverLanguageOf(r?.creator_language ?? r?.language),
    appendAuditTrail: Boolean(r?.append_audit_trail),
    companyAddress: r ? { street: r.street, zip: r.postal_code, city: r.city, countryCode: r.country } : null,
    collectiveAccounts: { debtor: null, creditor: null },
  };
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

    const context = await loadContext(deps, row.companyRowId, row.creatorRowId);
    const streams = (onBatch?: (seen: number) => Promise<void>) => ({
      documents: () =>
        streamExportDocuments(deps.ownerPool, row, deps.publicUrl, { batchSize: deps.batchSize, onBatch }),
      moneyTransactions: () => streamExportMoneyTransactions(deps.ownerPool, row),
    });
    // Every document is checked before a byte is written: a refused export names them all.
    const validation = await validateExport(
      { company, period: row.period, options: row.options, ...streams() },
      context.collectiveAccounts,
    );
    if (validation.total > 0) throw new ExportValidationFailed(validation.findings);

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
        ...streams(setProgress),
        context,
      });
      let blob: StagedBlob;
      try {
        blob = await deps.blobs.writeStream(Readable.from(bytes, { objectMode: false }), { maxBytes: MAX_FILE_BYTES });
      } catch (e) {
        if (e instanceof BlobStoreUnavailableError) throw new ExportError("EXPORT_STORAGE_FAILED", e.message);
        throw refusalOf(e) ?? e;
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
    await finish(
      deps.ownerPool,
      row.rowId,
      row.companyRowId,
      row.creatorRowId,
      row.options.bookingExport,
      files,
      deps.onPhase,
    );
    return "done";
  } catch (e) {
    for (const blob of staged) await deps.blobs.discard(blob).catch(() => undefined);
    const error = refusalOf(e) ?? e;
    const code = error instanceof ExportError ? error.code : "EXPORT_FAILED";
    const findings = error instanceof ExportValidationFailed ? error.findings.slice(0, MAX_FINDINGS) : [];
    if (findings.length > 0) deps.logger.warn({ exportRowId, code, findings: findings.length }, "export refused");
    else deps.logger.error({ err: e, exportRowId, code }, "export failed");
    await deps.ownerPool.query(
      `update app_public.exports set status = 'FAILED', error_code = $2, findings = $3::jsonb, finished_at = now()
        where id = $1 and status in ('QUEUED', 'RUNNING')`,
      [exportRowId, code, JSON.stringify(findings)],
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
  onPhase?: RunExportDeps["onPhase"],
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
      const markStarted = performance.now();
      await client.query(
        `update app_public.documents d set exported_for_booking_at = now()
          where d.client_company_id = $1 and d.exported_for_booking_at is null
            and d.id in (select ed.document_id from app_public.export_documents ed
                          where ed.client_company_id = $1 and ed.export_id = $2)`,
        [companyRowId, exportRowId],
      );
      await client.query(
        `update app_public.money_transactions t set exported_for_booking_at = now()
          where t.client_company_id = $1 and t.exported_for_booking_at is null
            and t.id in (select em.money_transaction_id from app_public.export_money_transactions em
                          where em.client_company_id = $1 and em.export_id = $2)`,
        [companyRowId, exportRowId],
      );
      onPhase?.("mark", performance.now() - markStarted);
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

/** A writer's finding (about a document and maybe one of its items, or a money transaction) as stored on the export. */
function exportFindingOf(
  f: { code: string } & ({ documentRowId: string; itemRowId?: string } | { moneyTransactionRowId: string }),
): ExportFinding {
  if ("moneyTransactionRowId" in f)
    return { code: f.code, documentRowId: null, moneyTransactionRowId: f.moneyTransactionRowId };
  return { code: f.code, documentRowId: f.documentRowId || null, ...(f.itemRowId ? { itemRowId: f.itemRowId } : {}) };
}
