import { Readable } from "node:stream";
import { type Context, Hono } from "hono";
import type pg from "pg";
import { z } from "zod";
import type { AppSession } from "../auth/sessions.ts";
import { asUser } from "../db/asUser.ts";
import { BlobNotFoundError, type BlobStorage, BlobStoreUnavailableError } from "../files/blobStore.ts";
import { parseRange } from "../http/range.ts";
import { apiError } from "./errors.ts";

const Id = z.uuid();

/**
 * `GET /api/files/pages/:pageRowId/(image|thumbnail)` and `GET /api/files/source-files/:rowId`:
 * files are served only after the row is read under the caller's row-level security, so the
 * database decides who sees a document's pages. Page images are immutable (content-addressed,
 * the URL carries the hash): a strong ETag and a year of private caching. A single byte range
 * (`Range: bytes=…`, honoured unless `If-Range` names another version) answers 206 from either
 * file store; a range outside the file 416; an unreachable file store 503 STORAGE_UNAVAILABLE.
 */
export function fileRoutes(deps: {
  authPool: pg.Pool;
  blobs: BlobStorage;
  sessionOf: (cookieHeader: string | undefined) => Promise<AppSession | null>;
}) {
  const app = new Hono();

  const serve = async (c: Context, sha256: string, mediaType: string, extraHeaders: Record<string, string> = {}) => {
    const etag = `"${sha256}"`;
    const common = { ETag: etag, "Cache-Control": "private, max-age=31536000, immutable", ...extraHeaders };
    const ifNoneMatch = c.req.header("if-none-match");
    if (ifNoneMatch && ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag)) {
      return c.body(null, 304, common);
    }
    const lang = c.req.header("accept-language");
    // One look-up: the size, or that the blob is missing.
    let size: number;
    try {
      size = await deps.blobs.size(sha256);
    } catch (e) {
      if (e instanceof BlobNotFoundError) return apiError(c, "NOT_FOUND", lang);
      if (e instanceof BlobStoreUnavailableError) return apiError(c, "STORAGE_UNAVAILABLE", lang);
      throw e;
    }
    const ifRange = c.req.header("if-range");
    const range = ifRange && ifRange.trim() !== etag ? null : parseRange(c.req.header("range"), size);
    const headers = { ...common, "Content-Type": mediaType, "Accept-Ranges": "bytes" };
    if (range === "unsatisfiable") {
      c.header("Content-Range", `bytes */${size}`);
      return apiError(c, "RANGE_NOT_SATISFIABLE", lang);
    }
    const stream = Readable.toWeb(deps.blobs.createReadStream(sha256, range ?? undefined)) as ReadableStream;
    if (range) {
      return c.body(stream, 206, {
        ...headers,
        "Content-Range": `bytes ${range.start}-${range.end}/${size}`,
        "Content-Length": String(range.end - range.start + 1),
      });
    }
    return c.body(stream, 200, { ...headers, "Content-Length": String(size) });
  };

  app.get("/pages/:pageRowId/:variant", async (c) => {
    const lang = c.req.header("accept-language");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    const id = Id.safeParse(c.req.param("pageRowId"));
    const variant = c.req.param("variant");
    if (!id.success || (variant !== "image" && variant !== "thumbnail")) return apiError(c, "NOT_FOUND", lang);
    const row = await asUser(deps.authPool, session, async (db) => {
      const { rows } = await db.query<{ sha256: string; media_type: string }>(
        variant === "image"
          ? "select image_sha256 as sha256, image_media_type as media_type from app_public.document_pages where id = $1"
          : "select thumb_sha256 as sha256, thumb_media_type as media_type from app_public.document_pages where id = $1",
        [id.data],
      );
      return rows[0];
    });
    if (!row) return apiError(c, "NOT_FOUND", lang);
    return serve(c, row.sha256, row.media_type);
  });

  app.get("/source-files/:rowId", async (c) => {
    const lang = c.req.header("accept-language");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    const id = Id.safeParse(c.req.param("rowId"));
    if (!id.success) return apiError(c, "NOT_FOUND", lang);
    const row = await asUser(deps.authPool, session, async (db) => {
      const { rows } = await db.query<{ sha256: string; media_type: string; name: string }>(
        "select sha256, media_type, name from app_public.source_files where id = $1",
        [id.data],
      );
      return rows[0];
    });
    if (!row) return apiError(c, "NOT_FOUND", lang);
    const disposition = `attachment; filename="${row.name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(row.name)}`;
    // An uploaded file is never rendered by the browser on our origin (it could be HTML in disguise).
    return serve(c, row.sha256, row.media_type, {
      "Content-Disposition": disposition,
      "X-Content-Type-Options": "nosniff",
    });
  });

  app.all("*", (c) => apiError(c, "NOT_FOUND", c.req.header("accept-language")));
  return app;
}
