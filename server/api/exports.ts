import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { Hono } from "hono";
import type pg from "pg";
import { z } from "zod";
import type { AppSession } from "../auth/sessions.ts";
import { asUser } from "../db/asUser.ts";
import { BlobNotFoundError, type BlobStorage, BlobStoreUnavailableError } from "../files/blobStore.ts";
import { apiError } from "./errors.ts";

const Id = z.uuid();

/**
 * `GET /api/exports/:exportRowId/files/:fileRowId`: a file of a booking export, read under the
 * caller's row-level security (accounting access to the export's company). GoBD: the file is
 * checked against the SHA-256 and size stored when the export was written before a byte is
 * sent (a streaming pass over the stored file, flat memory); a file that changed answers 409
 * EXPORT_FILE_CHANGED instead of delivering altered bookings.
 */
export function exportRoutes(deps: {
  authPool: pg.Pool;
  blobs: BlobStorage;
  sessionOf: (cookieHeader: string | undefined) => Promise<AppSession | null>;
}) {
  const app = new Hono();

  app.get("/:exportRowId/files/:fileRowId", async (c) => {
    const lang = c.req.header("accept-language");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    const exportId = Id.safeParse(c.req.param("exportRowId"));
    const fileId = Id.safeParse(c.req.param("fileRowId"));
    if (!exportId.success || !fileId.success) return apiError(c, "NOT_FOUND", lang);
    const row = await asUser(deps.authPool, session, async (db) => {
      const { rows } = await db.query<{
        blob_key: string;
        sha256: string;
        byte_size: string;
        file_name: string;
        mime_type: string;
      }>(
        "select blob_key, sha256, byte_size, file_name, mime_type from app_public.export_files where id = $1 and export_id = $2",
        [fileId.data, exportId.data],
      );
      return rows[0];
    });
    if (!row) return apiError(c, "NOT_FOUND", lang);
    let verified: boolean;
    try {
      verified = await matches(deps.blobs, row.blob_key, row.sha256, Number(row.byte_size));
    } catch (e) {
      if (e instanceof BlobNotFoundError || (e as NodeJS.ErrnoException).code === "ENOENT")
        return apiError(c, "EXPORT_FILE_CHANGED", lang);
      if (e instanceof BlobStoreUnavailableError) return apiError(c, "STORAGE_UNAVAILABLE", lang);
      throw e;
    }
    if (!verified) return apiError(c, "EXPORT_FILE_CHANGED", lang);
    const disposition = `attachment; filename="${row.file_name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(row.file_name)}`;
    const stream = Readable.toWeb(deps.blobs.createReadStream(row.blob_key)) as ReadableStream;
    return c.body(stream, 200, {
      "Content-Type": row.mime_type,
      "Content-Length": row.byte_size,
      "Content-Disposition": disposition,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      // The stored checksum, for the recipient's own check.
      "Repr-Digest": `sha-256=:${Buffer.from(row.sha256, "hex").toString("base64")}:`,
    });
  });

  app.all("*", (c) => apiError(c, "NOT_FOUND", c.req.header("accept-language")));
  return app;
}

/** Whether the stored bytes still hash to the recorded SHA-256 and size. */
async function matches(blobs: BlobStorage, key: string, sha256: string, size: number): Promise<boolean> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of blobs.createReadStream(key)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return bytes === size && hash.digest("hex") === sha256;
}
