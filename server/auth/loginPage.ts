/**
 * The built-in identity provider's pages, rendered on the server: no script, no external
 * asset, inline CSS in the product's look. German by default, English on request.
 */
import { type ServerLanguage, textsOf } from "../lib/i18n.ts";

export type PageLanguage = ServerLanguage;

/** The pages' texts per language, from the server's i18next resources (server.json). */
export const PAGE_TEXTS = {
  de: textsOf("de", "loginPage"),
  en: textsOf("en", "loginPage"),
} as const satisfies Record<PageLanguage, Record<string, string>>;

export type PageTexts = (typeof PAGE_TEXTS)[PageLanguage];

/**
 * The page language: the first of `ui_locales` we speak, else the first of Accept-Language
 * we speak, else German.
 */
export function pickLanguage(uiLocales: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  const fromList = (list: string[]) =>
    list.map((l) => l.trim().toLowerCase().split(/[-_]/)[0]).find((l): l is PageLanguage => l === "de" || l === "en");
  const ui = uiLocales ? fromList(uiLocales.split(/\s+/)) : undefined;
  if (ui) return ui;
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(",")
      .map((part) => {
        const [tag, ...params] = part.split(";");
        const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
        return { tag: tag ?? "", q: q === undefined ? 1 : Number(q) };
      })
      .filter((x) => x.q > 0)
      .sort((a, b) => b.q - a.q)
      .map((x) => x.tag);
    const al = fromList(ranked);
    if (al) return al;
  }
  return "de";
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch,
  );

const CSS = `
*{box-sizing:border-box}
html,body{margin:0;padding:0}
body{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;
background:#f1f5f7;color:#1f2933;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;
padding:8vh 16px 32px;font-size:15px;line-height:1.5}
main{width:100%;max-width:400px}
.brand{display:flex;align-items:center;gap:10px;margin:0 0 20px 4px;font-weight:700;font-size:20px;color:#12708f;letter-spacing:-.01em}
.mark{width:32px;height:32px;border-radius:8px;background:#12708f;color:#fff;display:flex;align-items:center;justify-content:center;font-size:18px}
.card{background:#fff;border:1px solid #dde3e8;border-radius:10px;padding:32px 28px;box-shadow:0 1px 3px rgba(16,24,40,.06),0 8px 24px rgba(16,24,40,.05)}
h1{font-size:22px;margin:0 0 6px;font-weight:650}
.lead{margin:0 0 22px;color:#5b6670}
label{display:block;font-weight:600;font-size:14px;margin:0 0 6px}
input{display:block;width:100%;font:inherit;padding:9px 12px;border:1px solid #c5cdd4;border-radius:6px;margin:0 0 16px;background:#fff;color:inherit}
input:focus{outline:2px solid #1b7a99;outline-offset:1px;border-color:#1b7a99}
input.code{letter-spacing:.4em;font-size:20px;text-align:center;font-variant-numeric:tabular-nums}
button{display:block;width:100%;font:inherit;font-weight:600;padding:10px 14px;border:0;border-radius:6px;background:#12708f;color:#fff;cursor:pointer;margin-top:6px}
button:hover{background:#1b7a99}
button:focus-visible{outline:2px solid #1b7a99;outline-offset:2px}
.error{background:#fdecec;border:1px solid #f3b4b4;color:#9b1c1c;border-radius:6px;padding:10px 12px;margin:0 0 18px;font-size:14px}
.secondary{display:inline-block;margin-top:18px;color:#12708f;font-size:14px;text-decoration:none}
.secondary:hover{text-decoration:underline}
.langs{margin-top:18px;text-align:center;font-size:13px;color:#5b6670}
.langs a{color:#5b6670}
`;

export interface PageOptions {
  lang: PageLanguage;
  title: string;
  body: string;
  /** A nonce that allows one inline script (only the sign-out page uses one). */
  scriptNonce?: string;
  script?: string;
}

export function renderPage({ lang, title, body, scriptNonce, script }: PageOptions): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Belegwerk</title>
<style>${CSS}</style>
</head>
<body>
<main>
<div class="brand"><span class="mark" aria-hidden="true">B</span>Belegwerk</div>
<div class="card">
${body}
</div>
</main>
${script && scriptNonce ? `<script nonce="${scriptNonce}">${script}</script>` : ""}
</body>
</html>`;
}

const errorBox = (message: string | undefined) =>
  message ? `<div class="error" role="alert">${escapeHtml(message)}</div>` : "";

export function renderLoginForm(opts: { lang: PageLanguage; action: string; email?: string; error?: string }): string {
  const t = PAGE_TEXTS[opts.lang];
  return renderPage({
    lang: opts.lang,
    title: t.signInTitle,
    body: `<h1>${t.signInTitle}</h1>
<p class="lead">${t.signInLead}</p>
${errorBox(opts.error)}
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="on" novalidate>
<label for="email">${t.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="320" value="${escapeHtml(opts.email ?? "")}"${opts.email ? "" : " autofocus"}>
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${opts.email ? " autofocus" : ""}>
<button type="submit">${t.submit}</button>
</form>`,
  });
}

export function renderTotpForm(opts: { lang: PageLanguage; action: string; restart: string; error?: string }): string {
  const t = PAGE_TEXTS[opts.lang];
  return renderPage({
    lang: opts.lang,
    title: t.totpTitle,
    body: `<h1>${t.totpTitle}</h1>
<p class="lead">${t.totpLead}</p>
${errorBox(opts.error)}
<form method="post" action="${escapeHtml(opts.action)}" autocomplete="off" novalidate>
<label for="code">${t.totpLabel}</label>
<input id="code" class="code" name="code" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" required autofocus>
<button type="submit">${t.totpSubmit}</button>
</form>
<a class="secondary" href="${escapeHtml(opts.restart)}">${t.restart}</a>`,
  });
}

export function renderMessage(opts: {
  lang: PageLanguage;
  title: string;
  message: string;
  link?: string;
  /** The link's text; "Back to Belegwerk" unless given. */
  linkText?: string;
}): string {
  const t = PAGE_TEXTS[opts.lang];
  return renderPage({
    lang: opts.lang,
    title: opts.title,
    body: `<h1>${escapeHtml(opts.title)}</h1>
<p class="lead">${escapeHtml(opts.message)}</p>
<a class="secondary" href="${escapeHtml(opts.link ?? "/")}">${escapeHtml(opts.linkText ?? t.backToApp)}</a>`,
  });
}

/**
 * The identity provider's sign-out page: the provider's form (its one-time `xsrf` field) with a
 * visible button that ends every session of the provider (`logout=yes`), and a way back. With
 * `autoSubmit` a nonce-allowed script presses the button (the app already decided to sign out).
 */
export function renderSignOut(opts: {
  lang: PageLanguage;
  /** oidc-provider's `<form id="op.logoutForm" …>` with its hidden fields. */
  form: string;
  cancelLink: string;
  scriptNonce?: string;
}): string {
  const t = PAGE_TEXTS[opts.lang];
  return renderPage({
    lang: opts.lang,
    title: t.signOutTitle,
    body: `<h1>${t.signOutTitle}</h1>
<p class="lead">${t.signOutLead}</p>
<p class="lead">${t.signOutHint}</p>
${opts.form}
<button id="logout" type="submit" form="op.logoutForm" name="logout" value="yes">${t.signOutButton}</button>
<a class="secondary" href="${escapeHtml(opts.cancelLink)}">${t.signOutCancel}</a>`,
    scriptNonce: opts.scriptNonce,
    script: opts.scriptNonce ? "document.getElementById('logout').click();" : undefined,
  });
}
