import type pg from "pg";
import type { ApiErrorCode } from "../api/errors.ts";
import type { BlobStorage, StagedBlob } from "../files/blobStore.ts";
import { sniffFileType } from "../files/sniff.ts";

/** A file's content as `blobs.writeStream` staged it (hashed, size known, not yet visible). */
export type WrittenBlob = StagedBlob;

/** Where a source file came from; the origin of the review group it joins. */
export type SourceFileOrigin = "UPLOAD" | "EMAIL" | "INTEGRATION";

export interface StoreSourceFileInput {
  clientCompanyId: string;
  categoryId: string;
  /** The file name as shown to people (see cleanFileName). */
  name: string;
  written: WrittenBlob;
  origin: SourceFileOrigin;
  /**
   * Which files join one review group, and the advisory lock that makes parallel files of one
   * group wait for each other: for UPLOAD the uploader's id (the person's open upload group),
   * otherwise a key of the batch (e.g. `email:<intake row id>`, `fastbill:<run id>`).
   */
  groupKey: string;
  /** The intake-log row of the mail the file arrived with (origin EMAIL). */
  sourceEmail?: { inboundEmailId: string };
  /** The provider's id of an imported file: importing the same id again stores nothing new. */
  externalId?: string;
  /** For an upload: the document the file becomes the newer version of. */
  documentToUpdateId?: string;
  /** Bytes of source files a company may keep unless it has a quota of its own. */
  defaultQuotaBytes: number;
}

export interface Accepted {
  rowId: string;
  name: string;
  status: string;
  /** Set when externalId named a file imported before: nothing new was stored. */
  alreadyImported?: boolean;
}
export interface Rejected {
  name: string;
  code: ApiErrorCode;
  params?: Record<string, string | number>;
}

/**
 * The one way into capture: records a staged file as a source file of the company — uploads
 * (server/api/sourceFiles.ts), mail (server/mail/inbound) and integrations alike. `db` is a
 * client in a transaction AS THE ACTING ROLE (a person via asUser, the company's automation
 * via asCompanyAutomation): row-level security decides whether the file may be stored. Checks
 * the content's type and the company's storage quota, finds or opens the review group, inserts
 * the row (a trigger queues its processing) and makes the blob visible before the row commits.
 * A refusal discards the blob and leaves nothing behind; on an error the caller's transaction
 * rolls back and the caller discards the blob.
 */
export async function storeSourceFile(
  db: pg.PoolClient,
  blobs: BlobStorage,
  input: StoreSourceFileInput,
): Promise<Accepted | Rejected> {
  const { clientCompanyId, name, written } = input;
  const refuse = async (code: ApiErrorCode, params?: Rejected["params"]): Promise<Rejected> => {
    await blobs.discard(written);
    return params ? { name, code, params } : { name, code };
  };
  if (written.size === 0) return refuse("EMPTY_FILE");
  const type = sniffFileType(written.head);
  if (!type) return refuse("UNSUPPORTED_FILE_TYPE");

  if (input.externalId !== undefined) {
    const { rows: known } = await db.query<{ id: string; name: string; status: string }>(
      "select id, name, status from app_public.source_files where client_company_id = $1 and external_id = $2",
      [clientCompanyId, input.externalId],
    );
    if (known[0]) {
      await blobs.discard(written);
      return { rowId: known[0].id, name: known[0].name, status: known[0].status, alreadyImported: true };
    }
  }

  // The company's storage quota: files of the company are counted one after the other.
  await db.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`storage-quota:${clientCompanyId}`]);
  const { rows: storage } = await db.query<{ used_bytes: string; quota_bytes: string | null; stored: boolean }>(
    `select s.used_bytes, s.quota_bytes,
            exists (select 1 from app_public.source_files f where f.client_company_id = $1 and f.sha256 = $2) as stored
       from app_hidden.client_company_storage($1) s`,
    [clientCompanyId, written.sha256],
  );
  const used = Number(storage[0]?.used_bytes ?? 0);
  const quotaBytes = storage[0]?.quota_bytes != null ? Number(storage[0].quota_bytes) : input.defaultQuotaBytes;
  // The same content again takes no more room (it is stored once).
  if (!storage[0]?.stored && used + written.size > quotaBytes) {
    return refuse("STORAGE_QUOTA_EXCEEDED", storageParams(used, quotaBytes));
  }

  // Parallel files of one group join it: the first creates it, the others wait for that and find it.
  await db.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [
    `${input.origin === "UPLOAD" ? "upload-group" : "review-group"}:${clientCompanyId}:${input.groupKey}`,
  ]);
  const { rows: groups } = await db.query<{ id: string }>(
    input.origin === "UPLOAD"
      ? `with open as (select app_hidden.open_upload_review_group_id($1) as id),
              created as (
                insert into app_public.review_groups (client_company_id, origin)
                select $1, 'UPLOAD' where (select id from open) is null returning id)
         select id from open where id is not null union all select id from created`
      : `with open as (
                select g.id from app_public.review_groups g
                 where g.client_company_id = $1 and g.origin = $2::app_public.review_group_origin and g.group_key = $3
                   and g.created_at > now() - interval '8 hours'
                   and not exists (select 1 from app_public.documents d where d.review_group_id = g.id and d.state <> 'IN_REVIEW')
                 order by g.created_at desc limit 1),
              created as (
                insert into app_public.review_groups (client_company_id, origin, group_key)
                select $1, $2::app_public.review_group_origin, $3 where not exists (select 1 from open) returning id)
         select id from open union all select id from created`,
    input.origin === "UPLOAD" ? [clientCompanyId] : [clientCompanyId, input.origin, input.groupKey],
  );
  const { rows } = await db.query<{ id: string; status: string }>(
    `insert into app_public.source_files
       (client_company_id, review_group_id, category_id, name, kind, media_type, size_bytes, sha256,
        document_to_update_id, inbound_email_id, external_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id, status`,
    [
      clientCompanyId,
      groups[0]?.id ?? null,
      input.categoryId,
      name,
      type.kind,
      type.mediaType,
      written.size,
      written.sha256,
      input.documentToUpdateId ?? null,
      input.sourceEmail?.inboundEmailId ?? null,
      input.externalId ?? null,
    ],
  );
  // The blob takes its final name before the row becomes visible (the caller's commit), so the
  // processing job never finds a source file without its content.
  await blobs.commit(written);
  return { rowId: rows[0]!.id, name, status: rows[0]!.status };
}

/** The numbers of a STORAGE_QUOTA_EXCEEDED refusal, in megabytes (rounded up, so "full" never reads below the quota). */
export function storageParams(usedBytes: number, quotaBytes: number) {
  const mb = (bytes: number) => Math.ceil(bytes / (1024 * 1024));
  return { usedMegabytes: mb(usedBytes), quotaMegabytes: mb(quotaBytes) };
}
