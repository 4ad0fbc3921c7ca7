import { createHash, randomBytes } from "node:crypto";
import { type Context, Hono } from "hono";
import { isOwnOrigin } from "../http/requestGuard.ts";
import type pg from "pg";
import type { Logger } from "../logger.ts";
import { sessionCookie, type SessionCookieOptions } from "./cookies.ts";
import { escapeHtml, pickLanguage, renderMessage, renderPage, type PageLanguage } from "./loginPage.ts";
import type { AppSession, SessionStore } from "./sessions.ts";
import { type ServerTexts, t } from "../lib/i18n.ts";

/**
 * Links that open one shared document (spec: sharing, external users; DESIGN 12 "public-link
 * external users get a session from a share token"). A link is /share/<token>: 64 hex
 * characters; the database keeps only the token's SHA-256 (app_private.document_share_links),
 * written by createDocumentPublicLink (public links) or by the invitation mail of an external
 * person. Opening it signs the browser in as the share's user (an EXTERNAL user) and goes to
 * the document. Someone signed in who cannot see the document is asked first (a page with a
 * one-time confirmation posted back to the same address); a colleague keeps their session. Access itself is decided by RLS on every request: a revoked share is closed
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

type ShareLinkText = keyof ServerTexts["shareLinkPage"];

/** The share-link pages' texts (server/lib/i18n.ts) in a language. */
const shareTexts = (lang: PageLanguage) => (key: ShareLinkText, vars?: Record<string, string>) =>
  t(lang, `shareLinkPage.${key}`, vars);

/** A one-time confirmation as sent in the form: 256 random bits, base64url. */
const CONFIRMATION = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** The page asking a signed-in person before their session is swapped for the link's. */
export function renderShareConfirmation(opts: {
  lang: PageLanguage;
  name: string;
  action: string;
  confirmation: string;
}): string {
  const text = shareTexts(opts.lang);
  return renderPage({
    lang: opts.lang,
    title: text("askTitle"),
    body: `<h1>${escapeHtml(text("askTitle"))}</h1>
<p class="lead">${escapeHtml(text("signedInAs", { name: opts.name }))}</p>
<p class="lead">${escapeHtml(text("askDetail"))}</p>
<form method="post" action="${escapeHtml(opts.action)}">
<input type="hidden" name="confirmation" value="${escapeHtml(opts.confirmation)}">
<button type="submit">${escapeHtml(text("continue"))}</button>
</form>
<a class="secondary" href="/">${escapeHtml(text("stay"))}</a>`,
  });
}

interface LinkRow {
  share_id: string;
  user_id: string;
  document_id: string;
}

export function shareLinkRoutes(deps: {
  ownerPool: pg.Pool;
  sessions: SessionStore;
  sessionOf: (cookieHeader: string | undefined) => Promise<AppSession | null>;
  cookie: SessionCookieOptions;
  /** This server's origin (PUBLIC_URL): the confirmation must be posted from our own page. */
  publicOrigin: string;
  logger: Logger;
}) {
  const app = new Hono({ strict: false });

  const findLink = async (token: string, markUsed: boolean): Promise<LinkRow | null> => {
    const { rows } = await deps.ownerPool.query<LinkRow>(
      markUsed
        ? `update app_private.document_share_links l set last_used_at = now()
           from app_public.document_shares s
           where l.token_hash = $1 and s.id = l.share_id
           returning l.share_id, s.user_id, s.document_id`
        : `select l.share_id, s.user_id, s.document_id
           from app_private.document_share_links l join app_public.document_shares s on s.id = l.share_id
           where l.token_hash = $1`,
      [shareTokenHash(token)],
    );
    return rows[0] ?? null;
  };

  /** Whether the signed-in user sees the document anyway (a colleague, a super admin, or the
   * share's own user): then the link keeps their session. */
  const canSeeAlready = async (session: AppSession, link: LinkRow) => {
    const { rows } = await deps.ownerPool.query(
      `select 1 from app_public.documents d
       where d.id = $2::uuid and (
         $1::uuid = $3::uuid
         or exists (select 1 from app_public.client_company_users m where m.user_id = $1::uuid and m.client_company_id = d.client_company_id)
         or exists (select 1 from app_public.users u where u.id = $1::uuid and u.type = 'SUPER_ADMIN'))`,
      [session.userId, link.document_id, link.user_id],
    );
    return rows.length > 0;
  };

  /** Signs the browser in as the share's user and goes to the document. */
  const openAsShareUser = async (c: Context, link: LinkRow) => {
    const { token: sessionToken } = await deps.sessions.create(link.user_id);
    c.header("Set-Cookie", sessionCookie(sessionToken, deps.cookie));
    deps.logger.info({ shareRowId: link.share_id }, "share link opened");
    return c.redirect(`/documents/${link.document_id}`, c.req.method === "POST" ? 303 : 302);
  };

  const userOf = async (session: AppSession) => {
    const { rows } = await deps.ownerPool.query<{ name: string; email: string; language: string | null }>(
      `select concat_ws(' ', nullif(title, ''), nullif(first_name, ''), nullif(last_name, '')) as name, email, language::text
       from app_public.users where id = $1`,
      [session.userId],
    );
    return rows[0] ?? null;
  };

  app.get("/:token", async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    const token = c.req.param("token");
    const acceptLanguage = c.req.header("accept-language");
    const refuse = () => {
      const lang = pickLanguage(undefined, acceptLanguage);
      return c.html(
        renderMessage({ lang, title: shareTexts(lang)("title"), message: shareTexts(lang)("message") }),
        404,
      );
    };
    if (!SHARE_TOKEN.test(token)) return refuse();
    const link = await findLink(token, false);
    if (!link) {
      deps.logger.info("share link refused: unknown or revoked token");
      return refuse();
    }
    const current = await deps.sessionOf(c.req.header("cookie"));
    if (!current) {
      await findLink(token, true);
      return openAsShareUser(c, link);
    }
    if (await canSeeAlready(current, link)) {
      await findLink(token, true);
      return c.redirect(`/documents/${link.document_id}`, 302);
    }
    // Someone else is signed in here: ask before their session is replaced.
    const user = await userOf(current);
    const confirmation = randomBytes(32).toString("base64url");
    await deps.ownerPool.query("delete from app_private.share_link_confirmations where expires_at < now()");
    await deps.ownerPool.query(
      "insert into app_private.share_link_confirmations (confirmation_hash, token_hash, session_id) values ($1, $2, $3)",
      [hashOf(confirmation), shareTokenHash(token), current.sessionId],
    );
    deps.logger.info({ shareRowId: link.share_id }, "share link opened while signed in: asking first");
    const lang = pickLanguage(user?.language ?? undefined, acceptLanguage);
    return c.html(
      renderShareConfirmation({
        lang,
        name: user?.name || user?.email || "?",
        action: `/share/${token}`,
        confirmation,
      }),
    );
  });

  /** The confirmation: posted by our own page only, once, by the session it was made for. */
  app.post("/:token", async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    const token = c.req.param("token");
    const lang = pickLanguage(undefined, c.req.header("accept-language"));
    const text = shareTexts(lang);
    const origin = c.req.header("origin");
    if (!origin || !isOwnOrigin(origin, c.req.header("host"), deps.publicOrigin)) {
      deps.logger.info("share link confirmation refused: not posted from our own page");
      return c.html(renderMessage({ lang, title: text("badRequestTitle"), message: text("badRequest") }), 403);
    }
    if (!SHARE_TOKEN.test(token))
      return c.html(renderMessage({ lang, title: text("title"), message: text("message") }), 404);
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    const length = Number(c.req.header("content-length") ?? "NaN");
    if (type !== "application/x-www-form-urlencoded" || !(length <= 1024)) {
      return c.html(renderMessage({ lang, title: text("badRequestTitle"), message: text("badRequest") }), 400);
    }
    const confirmation = new URLSearchParams(await c.req.text()).get("confirmation") ?? "";
    const current = await deps.sessionOf(c.req.header("cookie"));
    // Signed out meanwhile: nothing to swap, the link opens as it does without a session.
    if (!current) return c.redirect(`/share/${token}`, 303);
    const { rowCount } = CONFIRMATION.test(confirmation)
      ? await deps.ownerPool.query(
          `delete from app_private.share_link_confirmations
           where confirmation_hash = $1 and token_hash = $2 and session_id = $3 and expires_at > now()`,
          [hashOf(confirmation), shareTokenHash(token), current.sessionId],
        )
      : { rowCount: 0 };
    if (!rowCount) {
      deps.logger.info("share link confirmation refused: unknown, used or expired");
      return c.html(
        renderPage({
          lang,
          title: text("expiredTitle"),
          body: `<h1>${escapeHtml(text("expiredTitle"))}</h1>
<p class="lead">${escapeHtml(text("expired"))}</p>
<a class="secondary" href="${escapeHtml(`/share/${token}`)}">${escapeHtml(text("reopen"))}</a>`,
        }),
        400,
      );
    }
    const link = await findLink(token, true);
    if (!link) return c.html(renderMessage({ lang, title: text("title"), message: text("message") }), 404);
    // The person chose the external access: their own session in this browser ends (its
    // cookie is replaced anyway), which also closes its open WebSockets.
    await deps.sessions.destroy(current.sessionId);
    return openAsShareUser(c, link);
  });
  return app;
}
