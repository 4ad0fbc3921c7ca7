import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type pg from "pg";
import type { Logger } from "../logger.ts";
import { findInvitation, INVITATION_VALID_DAYS, redeemInvitation } from "./invitations.ts";
import { escapeHtml, type PageLanguage, pickLanguage, renderPage } from "./loginPage.ts";
import { passwordProblems, MIN_PASSWORD_LENGTH, type PasswordProblem } from "./passwordPolicy.ts";
import { readCookie } from "./sessions.ts";
import { MAX_PASSWORD_LENGTH } from "./passwords.ts";

export const INVITATION_TEXTS = {
  de: {
    title: "Willkommen bei Belegwerk",
    leadCompany: "{name}, Sie wurden zu {company} eingeladen. Legen Sie ein Passwort fest, um sich anzumelden.",
    leadNoCompany: "{name}, Sie wurden zu Belegwerk eingeladen. Legen Sie ein Passwort fest, um sich anzumelden.",
    email: "E-Mail-Adresse",
    password: "Neues Passwort",
    passwordAgain: "Passwort wiederholen",
    rules: `Mindestens ${MIN_PASSWORD_LENGTH} Zeichen und nicht Ihre E-Mail-Adresse.`,
    submit: "Passwort festlegen",
    tooShort: `Das Passwort muss mindestens ${MIN_PASSWORD_LENGTH} Zeichen lang sein.`,
    tooLong: `Das Passwort darf höchstens ${MAX_PASSWORD_LENGTH} Zeichen lang sein.`,
    equalsEmail: "Das Passwort darf nicht Ihre E-Mail-Adresse sein.",
    mismatch: "Die beiden Passwörter stimmen nicht überein.",
    formExpired: "Das Formular ist abgelaufen. Bitte geben Sie das Passwort noch einmal ein.",
    badRequest: "Die Anfrage hat ein unerwartetes Format. Bitte nutzen Sie das Formular.",
    doneTitle: "Passwort festgelegt",
    alreadyTitle: "Konto bereits eingerichtet",
    done: "Ihr Passwort ist gespeichert. Melden Sie sich jetzt mit Ihrer E-Mail-Adresse und dem neuen Passwort an.",
    alreadyHasPassword: "Für Ihr Konto ist bereits ein Passwort festgelegt. Bitte melden Sie sich damit an.",
    signIn: "Jetzt anmelden",
    goneTitle: "Einladung nicht mehr gültig",
    used: "Dieser Einladungslink wurde bereits verwendet. Wenn Sie Ihr Passwort schon festgelegt haben, melden Sie sich einfach an.",
    expired: `Dieser Einladungslink ist abgelaufen: Einladungen gelten ${INVITATION_VALID_DAYS} Tage. Bitte bitten Sie die Person, die Sie eingeladen hat, um einen neuen Link.`,
    unknownTitle: "Einladung nicht gefunden",
    unknown:
      "Diesen Einladungslink gibt es nicht. Bitte prüfen Sie, ob Sie ihn vollständig kopiert haben, oder bitten Sie um einen neuen Link.",
  },
  en: {
    title: "Welcome to Belegwerk",
    leadCompany: "{name}, you have been invited to {company}. Choose a password to sign in.",
    leadNoCompany: "{name}, you have been invited to Belegwerk. Choose a password to sign in.",
    email: "Email address",
    password: "New password",
    passwordAgain: "Repeat password",
    rules: `At least ${MIN_PASSWORD_LENGTH} characters, and not your email address.`,
    submit: "Set password",
    tooShort: `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
    tooLong: `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`,
    equalsEmail: "The password must not be your email address.",
    mismatch: "The two passwords do not match.",
    formExpired: "The form has expired. Please enter the password again.",
    badRequest: "The request has an unexpected format. Please use the form.",
    doneTitle: "Password set",
    alreadyTitle: "Account already set up",
    done: "Your password has been saved. Sign in now with your email address and the new password.",
    alreadyHasPassword: "A password has already been set for your account. Please sign in with it.",
    signIn: "Sign in now",
    goneTitle: "Invitation no longer valid",
    used: "This invitation link has already been used. If you have set your password already, simply sign in.",
    expired: `This invitation link has expired: invitations are valid for ${INVITATION_VALID_DAYS} days. Please ask the person who invited you for a new link.`,
    unknownTitle: "Invitation not found",
    unknown: "This invitation link does not exist. Please check that you copied it completely, or ask for a new link.",
  },
} as const satisfies Record<PageLanguage, Record<string, string>>;

type Texts = (typeof INVITATION_TEXTS)[PageLanguage];

const PROBLEM_TEXT: Record<PasswordProblem, keyof Texts> = {
  TOO_SHORT: "tooShort",
  TOO_LONG: "tooLong",
  EQUALS_EMAIL: "equalsEmail",
  MISMATCH: "mismatch",
};

const CSRF_COOKIE = "bw_invitation_csrf";
const MAX_FORM_BYTES = 16 * 1024;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => `<strong>${escapeHtml(values[key] ?? "")}</strong>`);

const errorList = (errors: readonly string[]) =>
  errors.length ? `<div class="error" role="alert">${errors.map((e) => escapeHtml(e)).join("<br>")}</div>` : "";

/** A button that opens the app, whose start page begins the normal sign-in. */
const signInButton = (t: Texts, appUrl: string) =>
  `<form method="get" action="${escapeHtml(appUrl)}"><button type="submit">${t.signIn}</button></form>`;

export function renderInvitationForm(opts: {
  lang: PageLanguage;
  action: string;
  csrf: string;
  fullName: string;
  email: string;
  companyName: string | null;
  errors?: readonly string[];
}): string {
  const t = INVITATION_TEXTS[opts.lang];
  const lead = opts.companyName
    ? fill(t.leadCompany, { name: opts.fullName, company: opts.companyName })
    : fill(t.leadNoCompany, { name: opts.fullName });
  return renderPage({
    lang: opts.lang,
    title: t.title,
    body: `<h1>${t.title}</h1>
<p class="lead">${lead}</p>
${errorList(opts.errors ?? [])}
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="on" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(opts.csrf)}">
<label for="email">${t.email}</label>
<input id="email" name="username" type="email" autocomplete="username" value="${escapeHtml(opts.email)}" readonly style="background:#f1f5f7;color:#5b6670">
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" maxlength="${MAX_PASSWORD_LENGTH}" aria-describedby="rules" autofocus>
<label for="passwordAgain">${t.passwordAgain}</label>
<input id="passwordAgain" name="passwordAgain" type="password" autocomplete="new-password" required minlength="${MIN_PASSWORD_LENGTH}" maxlength="${MAX_PASSWORD_LENGTH}" aria-describedby="rules">
<p id="rules" class="lead" style="margin:-6px 0 16px;font-size:14px">${t.rules}</p>
<button type="submit">${t.submit}</button>
</form>`,
  });
}

export function renderInvitationMessage(opts: {
  lang: PageLanguage;
  title: string;
  message: string;
  appUrl: string;
}): string {
  const t = INVITATION_TEXTS[opts.lang];
  return renderPage({
    lang: opts.lang,
    title: opts.title,
    body: `<h1>${escapeHtml(opts.title)}</h1>
<p class="lead">${escapeHtml(opts.message)}</p>
${signInButton(t, opts.appUrl)}`,
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
    const t = INVITATION_TEXTS[lang];
    const message = (status: number, title: string, text: string) => {
      send(res, status, renderInvitationMessage({ lang, title, message: text, appUrl }));
      return true;
    };

    if (req.method !== "GET" && req.method !== "POST") {
      send(res, 405, renderInvitationMessage({ lang, title: t.unknownTitle, message: t.badRequest, appUrl }), {
        Allow: "GET, POST",
      });
      return true;
    }
    const invitation = token ? await findInvitation(ownerPool, token) : null;
    if (!invitation) return message(404, t.unknownTitle, t.unknown);
    if (invitation.state === "used") return message(410, t.goneTitle, t.used);
    if (invitation.state === "expired") return message(410, t.goneTitle, t.expired);

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
    if (!fields) return form(400, [t.badRequest]);
    if (!sameSecret(fields.get("csrf"), readCookie(req.headers.cookie, CSRF_COOKIE))) {
      return form(403, [t.formExpired]);
    }
    const password = fields.get("password") ?? "";
    const problems = passwordProblems(password, fields.get("passwordAgain") ?? "", invitation.email);
    if (problems.length > 0)
      return form(
        400,
        problems.map((p) => t[PROBLEM_TEXT[p]]),
      );

    const result = await redeemInvitation(ownerPool, token, password);
    if (result === "gone") return message(410, t.goneTitle, t.used);
    logger.info({ userRowId: invitation.userId, passwordSet: result === "ok" }, "invitation redeemed");
    const page =
      result === "ok"
        ? { title: t.doneTitle, message: t.done }
        : { title: t.alreadyTitle, message: t.alreadyHasPassword };
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
