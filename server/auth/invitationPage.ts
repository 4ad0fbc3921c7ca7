import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type pg from "pg";
import type { Logger } from "../logger.ts";
import { findInvitation, INVITATION_VALID_DAYS, redeemInvitation } from "./invitations.ts";
import { escapeHtml, type PageLanguage, pickLanguage, renderPage } from "./loginPage.ts";
import { passwordProblems, MIN_PASSWORD_LENGTH, type PasswordProblem } from "./passwordPolicy.ts";
import { readCookie } from "./sessions.ts";
import { type ServerTexts, t } from "../lib/i18n.ts";
import { MAX_PASSWORD_LENGTH } from "./passwords.ts";

/** A key without its plural ending ("expired" for expired_one, expired_other). */
type Counted<Key> = Key extends `${infer Base}_${"one" | "other"}` ? Base : Key;
type InvitationText = Exclude<Counted<keyof ServerTexts["invitationPage"]>, "leadCompany" | "leadNoCompany">;

/** A text of the invitation page in a language (server/lib/i18n.ts), with the password rules' numbers. */
export const invitationText = (lang: PageLanguage, key: InvitationText): string =>
  t(lang, `invitationPage.${key}`, {
    min: MIN_PASSWORD_LENGTH,
    max: MAX_PASSWORD_LENGTH,
    count: INVITATION_VALID_DAYS,
  });

const PROBLEM_TEXT: Record<PasswordProblem, InvitationText> = {
  TOO_SHORT: "tooShort",
  TOO_LONG: "tooLong",
  EQUALS_EMAIL: "equalsEmail",
  MISMATCH: "mismatch",
};

const CSRF_COOKIE = "bw_invitation_csrf";
const MAX_FORM_BYTES = 16 * 1024;

/** A value set in bold inside a text, escaped. */
const strong = (value: string) => `<strong>${escapeHtml(value)}</strong>`;

const errorList = (errors: readonly string[]) =>
  errors.length ? `<div class="error" role="alert">${errors.map((e) => escapeHtml(e)).join("<br>")}</div>` : "";

/** A button that opens the app, whose start page begins the normal sign-in. */
const signInButton = (lang: PageLanguage, appUrl: string) =>
  `<form method="get" action="${escapeHtml(appUrl)}"><button type="submit">${escapeHtml(invitationText(lang, "signIn"))}</button></form>`;

export function renderInvitationForm(opts: {
  lang: PageLanguage;
  action: string;
  csrf: string;
  fullName: string;
  email: string;
  companyName: string | null;
  errors?: readonly string[];
}): string {
  const text = (key: InvitationText) => escapeHtml(invitationText(opts.lang, key));
  // The texts are escaped here; the values arrive escaped (and bold).
  const lead = opts.companyName
    ? t(opts.lang, "invitationPage.leadCompany", { name: strong(opts.fullName), company: strong(opts.companyName) })
    : t(opts.lang, "invitationPage.leadNoCompany", { name: strong(opts.fullName) });
  return renderPage({
    lang: opts.lang,
    title: invitationText(opts.lang, "title"),
    body: `<h1>${text("title")}</h1>
<p class="lead">${lead}</p>
${errorList(opts.errors ?? [])}
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="on" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(opts.csrf)}">
<label for="email">${text("email")}</label>
<input id="email" name="username" type="email" autocomplete="username" value="${escapeHtml(opts.email)}" readonly style="background:#f1f5f7;color:#5b6670">
<label for="password">${text("password")}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" maxlength="${MAX_PASSWORD_LENGTH}" aria-describedby="rules" autofocus>
<label for="passwordAgain">${text("passwordAgain")}</label>
<input id="passwordAgain" name="passwordAgain" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" maxlength="${MAX_PASSWORD_LENGTH}" aria-describedby="rules">
<p id="rules" class="lead" style="margin:-6px 0 16px;font-size:14px">${text("rules")}</p>
<button type="submit">${text("submit")}</button>
</form>`,
  });
}

export function renderInvitationMessage(opts: {
  lang: PageLanguage;
  title: string;
  message: string;
  appUrl: string;
}): string {
  return renderPage({
    lang: opts.lang,
    title: opts.title,
    body: `<h1>${escapeHtml(opts.title)}</h1>
<p class="lead">${escapeHtml(opts.message)}</p>
${signInButton(opts.lang, opts.appUrl)}`,
  });
}

function send(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  // The address carries the token: never pass it on to another site. Not "no-referrer": the
  // browser would then send "Origin: null" with the page's own form, which the server's
  // Origin check (server/http/requestGuard.ts) must refuse.
  res.setHeader("Referrer-Policy", "same-origin");
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return null;
  if (Number(req.headers["content-length"] ?? 0) > MAX_FORM_BYTES) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

const sameSecret = (a: string | null, b: string | null) => {
  if (!a || !b || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
};

/**
 * `GET/POST {mount}/invitation/{token}`: the page where an invited user sets a first
 * password. Server-rendered in the look of the login page, German unless the browser
 * prefers English. The form carries a per-form secret that must equal a SameSite=Strict,
 * httpOnly cookie set with the form (double submit), so another site cannot post it.
 */
export function makeInvitationHandler(opts: {
  ownerPool: pg.Pool;
  mountPath: string;
  publicUrl: string;
  logger: Logger;
}) {
  const { ownerPool, mountPath, logger } = opts;
  const pattern = new RegExp(`^${mountPath}/invitation/([^/]{1,200})/?$`);
  const cookiePath = `${mountPath}/invitation/`;
  const secure = opts.publicUrl.startsWith("https:");
  const appUrl = `${opts.publicUrl}/`;

  return async function handleInvitation(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const path = (req.url ?? "/").split("?")[0]!;
    const match = pattern.exec(path);
    if (!match) return false;
    const token = decodeURIComponentSafe(match[1]!);
    const lang = pickLanguage(undefined, req.headers["accept-language"]);
    const text = (key: InvitationText) => invitationText(lang, key);
    const message = (status: number, title: string, text: string) => {
      send(res, status, renderInvitationMessage({ lang, title, message: text, appUrl }));
      return true;
    };

    if (req.method !== "GET" && req.method !== "POST") {
      send(
        res,
        405,
        renderInvitationMessage({ lang, title: text("unknownTitle"), message: text("badRequest"), appUrl }),
        {
          Allow: "GET, POST",
        },
      );
      return true;
    }
    const invitation = token ? await findInvitation(ownerPool, token) : null;
    if (!invitation) return message(404, text("unknownTitle"), text("unknown"));
    if (invitation.state === "used") return message(410, text("goneTitle"), text("used"));
    if (invitation.state === "expired") return message(410, text("goneTitle"), text("expired"));

    const form = (status: number, errors: readonly string[] = []) => {
      const csrf = randomBytes(24).toString("base64url");
      const cookie = [`${CSRF_COOKIE}=${csrf}`, `Path=${cookiePath}`, "HttpOnly", "SameSite=Strict", "Max-Age=3600"];
      if (secure) cookie.push("Secure");
      send(
        res,
        status,
        renderInvitationForm({
          lang,
          action: path,
          csrf,
          fullName: invitation.fullName,
          email: invitation.email,
          companyName: invitation.companyName,
          errors,
        }),
        { "Set-Cookie": cookie.join("; ") },
      );
      return true;
    };

    if (req.method === "GET") return form(200);

    const fields = await readForm(req).catch(() => null);
    if (!fields) return form(400, [text("badRequest")]);
    if (!sameSecret(fields.get("csrf"), readCookie(req.headers.cookie, CSRF_COOKIE))) {
      return form(403, [text("formExpired")]);
    }
    const password = fields.get("password") ?? "";
    const problems = passwordProblems(password, fields.get("passwordAgain") ?? "", invitation.email);
    if (problems.length > 0)
      return form(
        400,
        problems.map((p) => text(PROBLEM_TEXT[p])),
      );

    const result = await redeemInvitation(ownerPool, token, password);
    if (result === "gone") return message(410, text("goneTitle"), text("used"));
    logger.info({ userRowId: invitation.userId, passwordSet: result === "ok" }, "invitation redeemed");
    const page =
      result === "ok"
        ? { title: text("doneTitle"), message: text("done") }
        : { title: text("alreadyTitle"), message: text("alreadyHasPassword") };
    send(res, 200, renderInvitationMessage({ lang, ...page, appUrl }), {
      "Set-Cookie": `${CSRF_COOKIE}=; Path=${cookiePath}; HttpOnly; SameSite=Strict; Max-Age=0${secure ? "; Secure" : ""}`,
    });
    return true;
  };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}
