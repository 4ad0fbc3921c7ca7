import type { IncomingMessage } from "node:http";
import type { Readable } from "node:stream";
import type { HttpBindings } from "@hono/node-server";
import busboy from "busboy";
import { Hono } from "hono";
import type pg from "pg";
import { z } from "zod";
import type { AppSession } from "../auth/sessions.ts";
import { type Accepted, type Rejected, storageParams, storeSourceFile } from "../capture/storeSourceFile.ts";
import { asUser } from "../db/asUser.ts";
import { type BlobStorage, BlobStoreUnavailableError } from "../files/blobStore.ts";
import { FileTooLargeError } from "../files/errors.ts";
import type { Logger } from "../logger.ts";
import { apiError, type ApiErrorCode } from "./errors.ts";

/** At most this many files in one request; the upload page sends one file per request. */
export const MAX_FILES_PER_REQUEST = 100;

const QuerySchema = z
  .object({
    clientCompanyRowId: z.uuid(),
    /** Optional for an update-file upload: the new version then keeps the older one's category. */
    categoryRowId: z.uuid().optional(),
    documentToUpdateRowId: z.uuid().optional(),
  })
  .refine((q) => q.categoryRowId !== undefined || q.documentToUpdateRowId !== undefined);

/** Why the document to update cannot take a new version (app_hidden.document_change_refusal). */
const UPDATE_REFUSALS: Record<string, ApiErrorCode> = {
  DOCUMENT_NOT_FOUND: "DOCUMENT_TO_UPDATE_NOT_FOUND",
  DOCUMENT_SUPERSEDED: "DOCUMENT_TO_UPDATE_SUPERSEDED",
  DOCUMENT_IN_PREVENT_EDIT_WORKFLOW_STEP: "DOCUMENT_TO_UPDATE_LOCKED",
  DOCUMENT_CHANGE_FORBIDDEN: "FORBIDDEN",
};

/** A file name as shown to people: no path, no control characters, at most 255 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = [...base.normalize("NFC")]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join("")
    .trim();
  return (cleaned || "Datei").slice(0, 255);
}

/**
 * `POST /api/source-files?clientCompanyRowId=…&categoryRowId=…[&documentToUpdateRowId=…]`
 * (multipart, parts named `file`): each file is streamed into the blob store while it is
 * hashed and size-checked (never held in memory), typed by its magic bytes, and recorded as a
 * source file under the uploader's row-level security; a trigger queues its processing. A refused file leaves
 * nothing behind; accepted files of the same request stay accepted.
 *
 * With documentToUpdateRowId the file becomes the newer version of that document once
 * processed (server/capture): refused here when the document is not visible in the company,
 * is superseded already (only its newest version can be updated) or is locked by its workflow
 * step; processing checks again.
 */
export function sourceFileRoutes(deps: {
  authPool: pg.Pool;
  blobs: BlobStorage;
  maxUploadBytes: number;
  /** Bytes of uploads a company may keep unless it has a quota of its own. */
  defaultStorageQuotaBytes: number;
  sessionOf: (cookieHeader: string | undefined) => Promise<AppSession | null>;
  logger: Logger;
}) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const maxMegabytes = Math.round(deps.maxUploadBytes / (1024 * 1024));

  app.post("/", async (c) => {
    const lang = c.req.header("accept-language");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    const userId = session.userId;
    const query = QuerySchema.safeParse(c.req.query());
    if (!query.success) return apiError(c, "INVALID_REQUEST", lang);
    const contentType = c.req.header("content-type") ?? "";
    if (!/^multipart\/form-data;/i.test(contentType)) return apiError(c, "INVALID_REQUEST", lang);
    const { clientCompanyRowId, documentToUpdateRowId } = query.data;

    // Refuse before reading the body when the answer is known already.
    const precheck = await asUser(deps.authPool, session, async (db) => {
      const { rows } = await db.query<{
        manage: boolean | null;
        category: string | null;
        limit_reached: boolean | null;
        update_refusal: string | null;
        storage_used: string | null;
        storage_quota: string | null;
      }>(
        `select app_hidden.has_documents_manage_access(c.id) as manage,
                (select id from app_public.document_categories
                  where client_company_id = c.id
                    and id = coalesce($2, (select d.category_id from app_public.documents d
                                            where d.id = $3 and d.client_company_id = c.id))) as category,
                app_public.client_companies_source_file_processing_limit_reached(c) as limit_reached,
                (select s.used_bytes from app_hidden.client_company_storage(c.id) s) as storage_used,
                (select s.quota_bytes from app_hidden.client_company_storage(c.id) s) as storage_quota,
                case when $3::uuid is not null then
                  case when exists (select 1 from app_public.documents d where d.id = $3 and d.client_company_id = c.id)
                       then app_hidden.document_change_refusal(c.id, $3)
                       else 'DOCUMENT_NOT_FOUND' end
                end as update_refusal
         from app_public.client_companies c where c.id = $1`,
        [clientCompanyRowId, query.data.categoryRowId ?? null, documentToUpdateRowId ?? null],
      );
      return rows[0];
    });
    if (!precheck?.manage) return apiError(c, "FORBIDDEN", lang);
    if (precheck.update_refusal) return apiError(c, UPDATE_REFUSALS[precheck.update_refusal] ?? "FORBIDDEN", lang);
    if (!precheck.category) return apiError(c, "INVALID_REQUEST", lang);
    const categoryRowId = precheck.category;
    if (precheck.limit_reached) return apiError(c, "SOURCE_FILE_LIMIT_REACHED", lang);
    const quotaBytes = precheck.storage_quota !== null ? Number(precheck.storage_quota) : deps.defaultStorageQuotaBytes;
    if (Number(precheck.storage_used ?? 0) >= quotaBytes) {
      return apiError(c, "STORAGE_QUOTA_EXCEEDED", lang, storageParams(Number(precheck.storage_used), quotaBytes));
    }

    const incoming: IncomingMessage = c.env.incoming;
    const accepted: Accepted[] = [];
    const rejected: Rejected[] = [];
    try {
      await receiveFiles(incoming, contentType, async (file, rawName) => {
        const name = cleanFileName(rawName);
        const outcome = await storeOne(file, name);
        if ("code" in outcome) rejected.push(outcome);
        else accepted.push(outcome);
      });
    } catch (error) {
      if (error instanceof RequestError) return apiError(c, error.code, lang);
      throw error;
    }
    if (accepted.length === 0 && rejected.length === 0) return apiError(c, "INVALID_REQUEST", lang);
    if (accepted.length === 0 && rejected.length === 1)
      return apiError(c, rejected[0]!.code, lang, rejected[0]!.params);
    return c.json({ sourceFiles: accepted, rejected }, accepted.length > 0 ? 201 : 400);

    async function storeOne(file: Readable, name: string): Promise<Accepted | Rejected> {
      let written;
      try {
        written = await deps.blobs.writeStream(file, { maxBytes: deps.maxUploadBytes });
      } catch (error) {
        file.resume(); // drain the rest of this part so the next one can be read
        if (error instanceof FileTooLargeError) return { name, code: "FILE_TOO_LARGE", params: { maxMegabytes } };
        if (error instanceof BlobStoreUnavailableError) return storageUnavailable(name, error);
        throw error;
      }
      try {
        // The uploader's own row-level security decides; parallel uploads of one person join
        // one review group.
        return await asUser(deps.authPool, session, (db) =>
          storeSourceFile(db, deps.blobs, {
            clientCompanyId: clientCompanyRowId,
            categoryId: categoryRowId,
            name,
            written,
            origin: "UPLOAD",
            groupKey: userId,
            documentToUpdateId: documentToUpdateRowId,
            defaultQuotaBytes: deps.defaultStorageQuotaBytes,
          }),
        );
      } catch (error) {
        // The row's transaction was rolled back: no source file names content that is not stored.
        await deps.blobs.discard(written).catch(() => {});
        if (error instanceof BlobStoreUnavailableError) return storageUnavailable(name, error);
        throw error;
      }
    }

    /** The file store failed (S3 unreachable): this file is refused, nothing of it was kept. */
    function storageUnavailable(name: string, error: BlobStoreUnavailableError): Rejected {
      deps.logger.error({ err: error.message }, "an upload could not be stored");
      return { name, code: "STORAGE_UNAVAILABLE" };
    }
  });
  return app;
}

class RequestError extends Error {
  constructor(readonly code: ApiErrorCode) {
    super(code);
  }
}

/** Streams the multipart body, handing each `file` part to `onFile` one after the other. */
function receiveFiles(
  req: IncomingMessage,
  contentType: string,
  onFile: (stream: Readable, name: string | undefined) => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        // Browsers send file names as UTF-8 (RFC 7578); busboy's default would read them as Latin-1.
        defParamCharset: "utf8",
        headers: { ...req.headers, "content-type": contentType },
        limits: { files: MAX_FILES_PER_REQUEST, fields: 20, parts: MAX_FILES_PER_REQUEST + 20, fieldSize: 4096 },
      });
    } catch {
      reject(new RequestError("INVALID_REQUEST"));
      return;
    }
    let chain = Promise.resolve();
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };
    parser.on("file", (field, stream, info) => {
      if (field !== "file") {
        stream.resume();
        return;
      }
      // Parts are handled in order; busboy pauses the body while a part is not read.
      chain = chain.then(() => (failed ? void stream.resume() : onFile(stream, info.filename)));
      chain.catch(fail);
    });
    parser.on("filesLimit", () => fail(new RequestError("TOO_MANY_FILES")));
    parser.on("error", () => fail(new RequestError("INVALID_REQUEST")));
    parser.on("close", () => {
      chain.then(() => {
        if (!failed) resolve();
      }, fail);
    });
    req.on("aborted", () => fail(new RequestError("INVALID_REQUEST")));
    req.pipe(parser);
  });
}
