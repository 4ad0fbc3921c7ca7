import { createHash, randomBytes } from "node:crypto";
import { Hono } from "hono";
import type pg from "pg";
import type { Logger } from "../logger.ts";
import { sessionCookie, type SessionCookieOptions } from "./cookies.ts";
import { pickLanguage, renderMessage, type PageLanguage } from "./loginPage.ts";
import type { AppSession, SessionStore } from "./sessions.ts";

/**
 * Links that open one shared document (spec: sharing, external users; DESIGN 12 "public-link
 * external users get a session from a share token"). A link is /share/<token>: 64 hex
 * characters; the database keeps only the token's SHA-256 (app_private.document_share_links),
 * written by createDocumentPublicLink (public links) or by the invitation mail of an external
 * person. Opening it signs the browser in as the share's user (an EXTERNAL user) and goes to
 * the document. Access itself is decided by RLS on every request: a revoked share is closed
 * at once, whatever sessions exist.
 */

export const SHARE_TOKEN = /^[0-9a-f]{64}$/;

/** SHA-256 of the token's UTF-8 bytes, as app_private.share_token_hash computes it. */
export const shareTokenHash = (token: string) => createHash("sha256").update(token, "utf8").digest();

/** A new link token (256 random bits). */
export const newShareToken = () => randomBytes(32).toString("hex");

/** Stores a new token for a share (replacing the previous one) and returns it. */
export async function renewShareLink(ownerPool: pg.Pool, shareRowId: string): Promise<string> {
  const token = newShareToken();
  await ownerPool.query(
    `insert into app_private.document_share_links (share_id, token_hash) values ($1, $2)
     on conflict (share_id) do update set token_hash = excluded.token_hash, created_at = now(), last_used_at = null`,
    [shareRowId, shareTokenHash(token)],
  );
  return token;
}

const TEXTS: Record<PageLanguage, { title: string; message: string }> = {
  de: {
    title: "Link nicht gültig",
    message:
      "Dieser Link ist ungültig oder wurde zurückgezogen. Bitte wenden Sie sich an die Person, die den Beleg mit Ihnen geteilt hat.",
  },
  en: {
    title: "Link not valid",
    message: "This link is not valid or has been revoked. Please ask the person who shared the document with you.",
  },
};

export function shareLinkRoutes(deps: {
  ownerPool: pg.Pool;
  sessions: SessionStore;
  sessionOf: (cookieHeader: string | undefined) => Promise<AppSession | null>;
  cookie: SessionCookieOptions;
  logger: Logger;
}) {
  const app = new Hono({ strict: false });
  app.get("/:token", async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    const token = c.req.param("token");
    const lang = pickLanguage(undefined, c.req.header("accept-language"));
    const refuse = () => c.html(renderMessage({ lang, ...TEXTS[lang] }), 404);
    if (!SHARE_TOKEN.test(token)) return refuse();
    const { rows } = await deps.ownerPool.query<{ share_id: string; user_id: string; document_id: string }>(
      `update app_private.document_share_links l set last_used_at = now()
       from app_public.document_shares s
       where l.token_hash = $1 and s.id = l.share_id
       returning l.share_id, s.user_id, s.document_id`,
      [shareTokenHash(token)],
    );
    const link = rows[0];
    if (!link) {
      deps.logger.info("share link refused: unknown or revoked token");
      return refuse();
    }
    const target = `/documents/${link.document_id}`;
    // Someone already signed in who can see the document (a colleague opening the public
    // link, or the same external person again) keeps their session.
    const current = await deps.sessionOf(c.req.header("cookie"));
    if (current) {
      const { rows: visible } = await deps.ownerPool.query(
        `select 1 from app_public.documents d
         where d.id = $2::uuid and (
           $1::uuid = $3::uuid
           or exists (select 1 from app_public.client_company_users m where m.user_id = $1::uuid and m.client_company_id = d.client_company_id)
           or exists (select 1 from app_public.users u where u.id = $1::uuid and u.type = 'SUPER_ADMIN'))`,
        [current.userId, link.document_id, link.user_id],
      );
      if (visible.length > 0) return c.redirect(target, 302);
    }
    const { token: sessionToken } = await deps.sessions.create(link.user_id);
    c.header("Set-Cookie", sessionCookie(sessionToken, deps.cookie));
    deps.logger.info({ shareRowId: link.share_id }, "share link opened");
    return c.redirect(target, 302);
  });
  return app;
}
