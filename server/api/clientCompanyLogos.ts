import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type pg from "pg";
import { z } from "zod";
import { CLIENT_COMPANY_LOGO_MAX_BYTES } from "../../src/lib/clientCompanyLogo.ts";
import type { AppSession } from "../auth/sessions.ts";
import { asUser } from "../db/asUser.ts";
import { BlobNotFoundError, type BlobStorage, BlobStoreUnavailableError } from "../files/blobStore.ts";
import { sniffFileType } from "../files/sniff.ts";
import type { Logger } from "../logger.ts";
import { apiError } from "./errors.ts";

const Id = z.uuid();

/** Room for the multipart framing around the largest logo. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** The image type of a logo by its magic bytes (never by its name or the browser's word). */
export function logoTypeOf(bytes: Uint8Array): "image/png" | "image/jpeg" | "image/webp" | null {
  const sniffed = sniffFileType(bytes.subarray(0, 4096));
  if (sniffed?.kind === "PNG") return "image/png";
  if (sniffed?.kind === "JPEG") return "image/jpeg";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}

/**
 * The logo of a client company's branding (spec part 2, admin › clients):
 * - `POST /api/client-company-logo` (multipart: `clientCompanyRowId`, `file`) stores a PNG,
 *   JPEG or WebP of at most CLIENT_COMPANY_LOGO_MAX_BYTES in the blob store: super admins only.
 * - `DELETE /api/client-company-logo/{clientCompanyRowId}` removes it: super admins only.
 * - `GET /api/client-company-logo/{clientCompanyRowId}` serves it to whoever may read the
 *   client company under row-level security (its members, super admins).
 */
export function clientCompanyLogoRoutes(deps: {
  authPool: pg.Pool;
  ownerPool: pg.Pool;
  blobs: BlobStorage;
  sessionOf: (cookieHeader: string | undefined) => Promise<AppSession | null>;
  logger: Logger;
}) {
  const app = new Hono();

  const isSuperAdmin = (session: AppSession) =>
    asUser(deps.authPool, session, async (db) => {
      const { rows } = await db.query<{ sa: boolean }>("select app_hidden.current_user_is_super_admin() as sa");
      return rows[0]?.sa === true;
    });

  app.post(
    "/",
    bodyLimit({
      maxSize: CLIENT_COMPANY_LOGO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: (c) => apiError(c, "LOGO_TOO_LARGE", c.req.header("accept-language")),
    }),
    async (c) => {
      const lang = c.req.header("accept-language");
      const session = await deps.sessionOf(c.req.header("cookie"));
      if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
      if (!(await isSuperAdmin(session))) return apiError(c, "SUPER_ADMIN_ONLY", lang);
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        return apiError(c, "INVALID_REQUEST", lang);
      }
      const id = Id.safeParse(form.get("clientCompanyRowId"));
      const file = form.get("file");
      if (!id.success || !(file instanceof File)) return apiError(c, "INVALID_REQUEST", lang);
      if (file.size === 0) return apiError(c, "EMPTY_FILE", lang);
      if (file.size > CLIENT_COMPANY_LOGO_MAX_BYTES) return apiError(c, "LOGO_TOO_LARGE", lang);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = logoTypeOf(bytes);
      if (!type) return apiError(c, "LOGO_UNSUPPORTED_TYPE", lang);
      const exists = await deps.ownerPool.query("select 1 from app_public.client_companies where id = $1", [id.data]);
      if (exists.rowCount === 0) return apiError(c, "CLIENT_COMPANY_NOT_FOUND", lang);
      let sha256: string;
      try {
        sha256 = await deps.blobs.put(bytes);
      } catch (e) {
        if (e instanceof BlobStoreUnavailableError) return apiError(c, "STORAGE_UNAVAILABLE", lang);
        throw e;
      }
      await deps.ownerPool.query(
        "update app_public.client_companies set logo_sha256 = $2, logo_content_type = $3 where id = $1",
        [id.data, sha256, type],
      );
      deps.logger.info({ clientCompanyRowId: id.data, byUserRowId: session.userId }, "client company logo stored");
      return c.json({ clientCompanyRowId: id.data, contentType: type, size: bytes.length }, 201);
    },
  );

  app.delete("/:id", async (c) => {
    const lang = c.req.header("accept-language");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    if (!(await isSuperAdmin(session))) return apiError(c, "SUPER_ADMIN_ONLY", lang);
    const id = Id.safeParse(c.req.param("id"));
    if (!id.success) return apiError(c, "CLIENT_COMPANY_NOT_FOUND", lang);
    const { rowCount } = await deps.ownerPool.query(
      "update app_public.client_companies set logo_sha256 = null, logo_content_type = null where id = $1",
      [id.data],
    );
    if (!rowCount) return apiError(c, "CLIENT_COMPANY_NOT_FOUND", lang);
    return c.body(null, 204);
  });

  app.get("/:id", async (c) => {
    const lang = c.req.header("accept-language");
    const session = await deps.sessionOf(c.req.header("cookie"));
    if (!session) return apiError(c, "NOT_SIGNED_IN", lang);
    const id = Id.safeParse(c.req.param("id"));
    if (!id.success) return apiError(c, "NOT_FOUND", lang);
    const row = await asUser(deps.authPool, session, async (db) => {
      const { rows } = await db.query<{ sha256: string | null; type: string | null }>(
        "select logo_sha256 as sha256, logo_content_type as type from app_public.client_companies where id = $1",
        [id.data],
      );
      return rows[0];
    });
    if (!row?.sha256 || !row.type) return apiError(c, "NOT_FOUND", lang);
    const etag = `"${row.sha256}"`;
    const headers = {
      ETag: etag,
      // The URL stays the same when the logo changes: revalidate, the ETag makes it cheap.
      "Cache-Control": "private, no-cache",
      "X-Content-Type-Options": "nosniff",
    };
    if (
      c.req
        .header("if-none-match")
        ?.split(",")
        .some((t) => t.trim().replace(/^W\//, "") === etag)
    ) {
      return c.body(null, 304, headers);
    }
    let bytes: Uint8Array;
    try {
      bytes = await deps.blobs.read(row.sha256);
    } catch (e) {
      if (e instanceof BlobNotFoundError) return apiError(c, "NOT_FOUND", lang);
      if (e instanceof BlobStoreUnavailableError) return apiError(c, "STORAGE_UNAVAILABLE", lang);
      throw e;
    }
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      "Content-Type": row.type,
      "Content-Length": String(bytes.length),
    });
  });

  app.all("*", (c) => apiError(c, "NOT_FOUND", c.req.header("accept-language")));
  return app;
}
