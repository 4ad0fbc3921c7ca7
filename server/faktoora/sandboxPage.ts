import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { escapeHtml, pickLanguage, type PageLanguage } from "../auth/loginPage.ts";
import { t } from "../lib/i18n.ts";
import { divideDecimals, multiplyDecimals } from "../../src/lib/decimal.ts";
import { formatMoney } from "../../src/lib/format.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_COMPANY_NAME = 200;
/** The share of an invoice the sandbox offers to pay out at once. */
const PAYOUT_PERCENT = 97;

/** Three open invoices of the sandbox's fixed test account. */
const SAMPLE_INVOICES = [
  { number: "RE-2024-1041", debtor: "Bauer Immobilien GmbH", dueInDays: 28, gross: "4830.00" },
  { number: "RE-2024-1043", debtor: "Stadtwerke Nordstadt", dueInDays: 45, gross: "12495.60" },
  { number: "RE-2024-1050", debtor: "Klinik am See gGmbH", dueInDays: 14, gross: "1785.00" },
] as const;

type SandboxText =
  | "title"
  | "badge"
  | "lead"
  | "company"
  | "companyUnknown"
  | "companyId"
  | "tokenReceived"
  | "tokenMissing"
  | "tokenChecking"
  | "invoicesTitle"
  | "invoiceNumber"
  | "debtor"
  | "due"
  | "dueIn"
  | "gross"
  | "payout"
  | "request"
  | "sandboxNote";

const text = (lang: PageLanguage, key: SandboxText, values?: Record<string, unknown>) =>
  escapeHtml(t(lang, `faktooraSandbox.${key}`, values));

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2b36;background:#f4f7f6}
header{display:flex;align-items:center;gap:12px;padding:14px 24px;background:#0f5c4d;color:#fff}
header strong{font-size:18px;letter-spacing:.02em}
.badge{font-size:12px;font-weight:600;text-transform:uppercase;background:#ffd166;color:#5a4200;border-radius:4px;padding:2px 8px}
main{max-width:880px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 8px}
h2{font-size:17px;margin:0 0 8px}
.lead{color:#4a5a66;margin:0 0 20px}
.card{background:#fff;border:1px solid #dfe7e4;border-radius:8px;padding:16px 20px;margin-bottom:16px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
dt{color:#4a5a66}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.status{display:flex;align-items:center;gap:8px;font-weight:600}
.status[data-state=received]{color:#0f7a4f}.status[data-state=missing]{color:#8a5a00}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
th,td{text-align:left;padding:8px 6px;border-bottom:1px solid #edf1ef}
th{font-size:13px;color:#4a5a66;font-weight:600}
td.num,th.num{text-align:right}
button{margin-top:14px;font:inherit;font-weight:600;padding:8px 16px;border-radius:6px;border:0;background:#0f5c4d;color:#fff;opacity:.55;cursor:not-allowed}
.note{font-size:13px;color:#4a5a66;margin-top:8px}
`;

/** Reads the token from the fragment (it never reaches a server), says only whether one came,
 * and removes it from the address. */
const SCRIPT = `(function(){
var status=document.getElementById("token-status");
var token=null;
try{token=new URLSearchParams(location.hash.slice(1)).get("token");}catch(e){}
var ok=typeof token==="string"&&token.length>0;
token=null;
status.setAttribute("data-state",ok?"received":"missing");
status.textContent=status.getAttribute(ok?"data-received":"data-missing");
try{if(location.hash)history.replaceState(null,"",location.pathname+location.search);}catch(e){}
})();`;

export interface SandboxPageInput {
  lang: PageLanguage;
  clientCompanyRowId: string | null;
  companyName: string | null;
  nonce: string;
}

/** The sandbox of the invoice-financing tool: who asked (the company from the address), whether
 * a token came (never the token), and what the real tool would offer, with fixed test invoices. */
export function renderFaktooraSandboxPage({ lang, clientCompanyRowId, companyName, nonce }: SandboxPageInput): string {
  const money = (amount: string) => escapeHtml(formatMoney(amount, "EUR", lang));
  const rows = SAMPLE_INVOICES.map((invoice) => {
    const payout = divideDecimals(multiplyDecimals(invoice.gross, String(PAYOUT_PERCENT)), "100", 2);
    return `<tr><td>${escapeHtml(invoice.number)}</td><td>${escapeHtml(invoice.debtor)}</td><td>${text(lang, "dueIn", { count: invoice.dueInDays })}</td><td class="num">${money(invoice.gross)}</td><td class="num">${money(payout)}</td></tr>`;
  }).join("\n");
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${text(lang, "title")}</title>
<style nonce="${nonce}">${CSS}</style>
</head>
<body>
<header><strong>faktoora</strong><span class="badge">${text(lang, "badge")}</span></header>
<main>
<h1>${text(lang, "title")}</h1>
<p class="lead">${text(lang, "lead")}</p>
<section class="card">
<dl>
<dt>${text(lang, "company")}</dt><dd id="company">${companyName ? escapeHtml(companyName) : text(lang, "companyUnknown")}</dd>
${clientCompanyRowId ? `<dt>${text(lang, "companyId")}</dt><dd>${escapeHtml(clientCompanyRowId)}</dd>` : ""}
</dl>
<p id="token-status" class="status" role="status" data-state="checking" data-received="${text(lang, "tokenReceived")}" data-missing="${text(lang, "tokenMissing")}">${text(lang, "tokenChecking")}</p>
</section>
<section class="card">
<h2>${text(lang, "invoicesTitle", { percent: PAYOUT_PERCENT })}</h2>
<table>
<thead><tr><th>${text(lang, "invoiceNumber")}</th><th>${text(lang, "debtor")}</th><th>${text(lang, "due")}</th><th class="num">${text(lang, "gross")}</th><th class="num">${text(lang, "payout")}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<button type="button" disabled>${text(lang, "request")}</button>
<p class="note">${text(lang, "sandboxNote")}</p>
</section>
</main>
<script nonce="${nonce}">${SCRIPT}</script>
</body>
</html>`;
}

/** GET /sandbox/faktoora: the sandbox page, framed by the SPA's /faktoora only (its own origin),
 * with a policy that runs nothing but its own script and style. */
export function faktooraSandboxRoutes() {
  const app = new Hono();
  app.get("/", (c) => {
    const lang = pickLanguage(c.req.query("lang"), c.req.header("accept-language"));
    const id = c.req.query("clientCompanyRowId");
    const name = c.req.query("company")?.trim().slice(0, MAX_COMPANY_NAME);
    const nonce = randomBytes(16).toString("base64");
    c.header(
      "Content-Security-Policy",
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
    );
    c.header("X-Frame-Options", "SAMEORIGIN");
    c.header("Referrer-Policy", "no-referrer");
    c.header("Cache-Control", "no-store");
    return c.html(
      renderFaktooraSandboxPage({
        lang,
        clientCompanyRowId: id && UUID.test(id) ? id.toLowerCase() : null,
        companyName: name ? name : null,
        nonce,
      }),
    );
  });
  return app;
}
