import { Readable } from "node:stream";
import type pg from "pg";
import type { storeSourceFile } from "../capture/storeSourceFile.ts";
import type { BlobStorage } from "../files/blobStore.ts";
import type { Logger } from "../logger.ts";
import { asCompanyAutomation as asCompany } from "../db/asCompanyAutomation.ts";
import {
  type DocumentProvider,
  IntegrationError,
  type IntegrationProviderId,
  type ProviderCredentials,
  type ProviderDocument,
  type ProviderDocumentKind,
} from "./provider.ts";
import { apiKeyContext, type SecretBox } from "./secretBox.ts";

/** Contract 1: the one way a file enters capture (server/capture/storeSourceFile.ts). */
export type StoreSourceFile = typeof storeSourceFile;

export interface ImportDeps {
  ownerPool: pg.Pool;
  blobs: BlobStorage;
  providers: Record<IntegrationProviderId, DocumentProvider>;
  secrets: SecretBox;
  storeSourceFile: StoreSourceFile;
  defaultQuotaBytes: number;
  maxFileBytes: number;
  logger: Logger;
}

/** The latest config of a connection, as the import needs it. */
export interface ConnectionSettings {
  fromDate: string;
  importArchived: boolean;
  archiveImported: boolean;
  /** Category per kind; null where the connector imports no such documents. */
  categories: Record<ProviderDocumentKind, string | null>;
  account: string | null;
  syncBackPayments: boolean;
}

const LATEST_SQL: Record<IntegrationProviderId, string> = {
  GETMYINVOICES: `select to_char(from_date, 'YYYY-MM-DD') as from_date, import_archived, archive_imported,
      incoming_invoices_document_category_id as incoming, outgoing_invoices_document_category_id as outgoing,
      other_documents_document_category_id as other, null as account, false as sync_back_payments
    from app_public.getmyinvoices_configs where client_company_id = $1 order by created_at desc, id desc limit 1`,
  FASTBILL: `select to_char(from_date, 'YYYY-MM-DD') as from_date, import_archived, archive_imported,
      incoming_invoices_document_category_id as incoming, outgoing_invoices_document_category_id as outgoing,
      other_documents_document_category_id as other, account_email as account, false as sync_back_payments
    from app_public.fastbill_configs where client_company_id = $1 order by created_at desc, id desc limit 1`,
  BILLOMAT: `select to_char(from_date, 'YYYY-MM-DD') as from_date, false as import_archived, false as archive_imported,
      null as incoming, outgoing_invoices_document_category_id as outgoing, null as other,
      billing_software_account as account, sync_back_payments
    from app_public.billing_configs where client_company_id = $1 and billing_software = 'BILLOMAT'
    order by created_at desc, id desc limit 1`,
};

/** The connection's latest config and its decrypted key, read as the company (admin flags, RLS). */
export async function loadConnection(
  db: pg.PoolClient,
  secrets: SecretBox,
  companyId: string,
  provider: IntegrationProviderId,
): Promise<{ settings: ConnectionSettings; credentials: ProviderCredentials }> {
  const { rows } = await db.query<{
    from_date: string;
    import_archived: boolean;
    archive_imported: boolean;
    incoming: string | null;
    outgoing: string | null;
    other: string | null;
    account: string | null;
    sync_back_payments: boolean;
  }>(LATEST_SQL[provider], [companyId]);
  const { rows: keys } = await db.query<{ sealed: string | null }>(
    "select app_hidden.integration_api_key($1, $2) as sealed",
    [companyId, provider],
  );
  const row = rows[0];
  const sealed = keys[0]?.sealed;
  if (!row || !sealed) throw new IntegrationError("INTEGRATION_NOT_CONFIGURED");
  return {
    settings: {
      fromDate: row.from_date,
      importArchived: row.import_archived,
      archiveImported: row.archive_imported,
      categories: { INCOMING_INVOICE: row.incoming, OUTGOING_INVOICE: row.outgoing, OTHER_DOCUMENT: row.other },
      account: row.account,
      syncBackPayments: row.sync_back_payments,
    },
    credentials: {
      apiKey: secrets.open(sealed, apiKeyContext(companyId, provider)),
      ...(row.account ? { account: row.account } : {}),
    },
  };
}

type Counts = { total: number; imported: number; skipped: number; failed: number };

/**
 * One import run of a connection, as the company (server/integrations/asCompany.ts: RLS holds,
 * with an admin's flags in that company only). Lists the provider's documents since the
 * config's from-date (archived ones only when asked), skips those already imported (the
 * mapping's unique key: a re-run imports nothing twice, also when two runs overlap), downloads
 * each new one into the blob store and hands it to capture through storeSourceFile with origin
 * INTEGRATION into the category of its type, then marks it archived at the provider when the
 * config says so. Progress is written after every document; a provider failure ends the run
 * with its code (the page translates it) — what was imported stays imported.
 */
export async function runIntegrationImport(
  deps: ImportDeps,
  input: { provider: IntegrationProviderId; clientCompanyId: string; runId: string | null },
): Promise<{ runId: string | null; state: "SUCCEEDED" | "FAILED"; counts: Counts; errorCode: string | null }> {
  const { provider, clientCompanyId } = input;
  const source = deps.providers[provider];
  const counts: Counts = { total: 0, imported: 0, skipped: 0, failed: 0 };
  // The run: the one asked for ("Import now"), or a new one of the schedule.
  const runId = await asCompany(deps.ownerPool, clientCompanyId, async (db) => {
    if (input.runId) {
      const { rows } = await db.query<{ id: string }>(
        `update app_public.integration_runs set state = 'RUNNING', started_at = now()
          where id = $1 and client_company_id = $2 and provider = $3 and state = 'QUEUED' returning id`,
        [input.runId, clientCompanyId, provider],
      );
      return rows[0]?.id ?? null;
    }
    const { rows } = await db.query<{ id: string }>(
      `insert into app_public.integration_runs (client_company_id, provider, trigger, state, started_at)
       values ($1, $2, 'SCHEDULED', 'RUNNING', now()) on conflict do nothing returning id`,
      [clientCompanyId, provider],
    );
    return rows[0]?.id ?? null;
  });
  if (!runId) {
    // Already running (or gone): nothing to do; the open run reports for both.
    return { runId: null, state: "SUCCEEDED", counts, errorCode: null };
  }
  const progress = () =>
    asCompany(deps.ownerPool, clientCompanyId, (db) =>
      db.query(
        `update app_public.integration_runs set total_count = $2, imported_count = $3, skipped_count = $4, failed_count = $5
          where id = $1`,
        [runId, counts.total, counts.imported, counts.skipped, counts.failed],
      ),
    );
  try {
    const { settings, credentials } = await asCompany(deps.ownerPool, clientCompanyId, (db) =>
      loadConnection(db, deps.secrets, clientCompanyId, provider),
    );
    for await (const document of source.listDocuments(credentials, {
      fromDate: settings.fromDate,
      includeArchived: settings.importArchived,
    })) {
      counts.total++;
      const categoryId = settings.categories[document.kind];
      const known = await asCompany(deps.ownerPool, clientCompanyId, async (db) => {
        const { rows } = await db.query<{ archived_at: string | null }>(
          `select archived_at from app_public.integration_documents
            where client_company_id = $1 and provider = $2 and external_id = $3`,
          [clientCompanyId, provider, document.externalId],
        );
        return rows[0] ?? null;
      });
      if (known || !categoryId) {
        counts.skipped++;
      } else {
        const outcome = await importOne(deps, { provider, clientCompanyId, runId, categoryId, credentials, document });
        if (outcome === "IMPORTED") counts.imported++;
        else if (outcome === "ALREADY") counts.skipped++;
        else counts.failed++;
      }
      if (
        settings.archiveImported &&
        source.markArchived &&
        !document.archived &&
        (known ? !known.archived_at : true)
      ) {
        const imported = await asCompany(deps.ownerPool, clientCompanyId, async (db) => {
          const { rows } = await db.query(
            `select 1 from app_public.integration_documents where client_company_id = $1 and provider = $2 and external_id = $3`,
            [clientCompanyId, provider, document.externalId],
          );
          return rows.length > 0;
        });
        if (imported) {
          await source.markArchived(credentials, document);
          await asCompany(deps.ownerPool, clientCompanyId, (db) =>
            db.query(
              `update app_public.integration_documents set archived_at = now()
                where client_company_id = $1 and provider = $2 and external_id = $3`,
              [clientCompanyId, provider, document.externalId],
            ),
          );
        }
      }
      await progress();
    }
    await finish(
      deps,
      clientCompanyId,
      runId,
      counts,
      counts.failed > 0 && counts.imported === 0 ? "FAILED" : "SUCCEEDED",
      {
        code: counts.failed > 0 ? "INTEGRATION_DOCUMENTS_REFUSED" : null,
        detail: null,
      },
    );
    return {
      runId,
      state: counts.failed > 0 && counts.imported === 0 ? "FAILED" : "SUCCEEDED",
      counts,
      errorCode: counts.failed > 0 ? "INTEGRATION_DOCUMENTS_REFUSED" : null,
    };
  } catch (error) {
    const known = error instanceof IntegrationError;
    const code = known ? error.code : "INTEGRATION_INTERNAL";
    if (!known) deps.logger.error({ err: error, provider, clientCompanyId, runId }, "integration import failed");
    else deps.logger.warn({ provider, clientCompanyId, runId, code }, "integration import failed");
    await finish(deps, clientCompanyId, runId, counts, "FAILED", { code, detail: known ? error.detail : null });
    return { runId, state: "FAILED", counts, errorCode: code };
  }
}

async function finish(
  deps: ImportDeps,
  companyId: string,
  runId: string,
  counts: Counts,
  state: "SUCCEEDED" | "FAILED",
  error: { code: string | null; detail: string | null },
) {
  await asCompany(deps.ownerPool, companyId, (db) =>
    db.query(
      `update app_public.integration_runs set state = $2, finished_at = now(), total_count = $3, imported_count = $4,
              skipped_count = $5, failed_count = $6, error_code = $7, error_detail = $8
        where id = $1`,
      [
        runId,
        state,
        counts.total,
        counts.imported,
        counts.skipped,
        counts.failed,
        error.code,
        error.detail?.slice(0, 500) ?? null,
      ],
    ),
  );
}

/** Downloads one document and hands it to capture; the mapping row is written in the same transaction. */
async function importOne(
  deps: ImportDeps,
  args: {
    provider: IntegrationProviderId;
    clientCompanyId: string;
    runId: string;
    categoryId: string;
    credentials: ProviderCredentials;
    document: ProviderDocument;
  },
): Promise<"IMPORTED" | "ALREADY" | "REFUSED"> {
  const { provider, clientCompanyId, document } = args;
  const file = await deps.providers[provider].download(args.credentials, document);
  const written = await deps.blobs
    .writeStream(Readable.from([file.bytes]), { maxBytes: deps.maxFileBytes })
    .catch((error: unknown) => {
      deps.logger.warn(
        { provider, clientCompanyId, externalId: document.externalId, err: (error as Error).message },
        "integration file refused",
      );
      return null;
    });
  if (!written) return "REFUSED";
  let stored = false;
  try {
    return await asCompany(deps.ownerPool, clientCompanyId, async (db): Promise<"IMPORTED" | "ALREADY" | "REFUSED"> => {
      const { rows } = await db.query<{ id: string }>(
        `insert into app_public.integration_documents (client_company_id, provider, external_id, run_id)
         values ($1, $2, $3, $4) on conflict on constraint integration_documents_external_key do nothing returning id`,
        [clientCompanyId, provider, document.externalId, args.runId],
      );
      // Another run imported it meanwhile.
      if (!rows[0]) return "ALREADY";
      const result = await deps.storeSourceFile(db, deps.blobs, {
        clientCompanyId,
        categoryId: args.categoryId,
        name: cleanName(file.fileName),
        written,
        origin: "INTEGRATION",
        // One review group per run; the provider's id (prefixed: source files are unique per company).
        groupKey: `${provider.toLowerCase()}:${args.runId}`,
        externalId: `${provider.toLowerCase()}:${document.externalId}`,
        defaultQuotaBytes: deps.defaultQuotaBytes,
      });
      if (!("rowId" in result)) {
        deps.logger.warn(
          { provider, clientCompanyId, externalId: document.externalId, code: result.code },
          "capture refused an imported file",
        );
        // Not remembered: the next run tries again (a full quota may have room by then).
        throw new RefusedByCapture();
      }
      await db.query("update app_public.integration_documents set source_file_id = $2 where id = $1", [
        rows[0].id,
        result.rowId,
      ]);
      stored = true;
      return result.alreadyImported ? "ALREADY" : "IMPORTED";
    });
  } catch (error) {
    if (error instanceof RefusedByCapture) return "REFUSED";
    throw error;
  } finally {
    if (!stored) await deps.blobs.discard(written).catch(() => {});
  }
}

/** Capture refused the file (type, quota): the transaction rolls back, the document is tried again next run. */
class RefusedByCapture extends Error {}

/** A file name as shown to people: no path, no control characters, at most 255 characters. */
function cleanName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const cleaned = [...base.normalize("NFC")]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join("")
    .trim();
  return (cleaned || "Dokument.pdf").slice(0, 255);
}
