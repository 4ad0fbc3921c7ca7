import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres } from "rate-limiter-flexible";
import type { Logger } from "../logger.ts";
import type { Credentials } from "./credentials.ts";
import { PAGE_TEXTS, pickLanguage, renderLoginForm, renderMessage, renderTotpForm } from "./loginPage.ts";
import { MAX_PASSWORD_LENGTH } from "./passwords.ts";
import { clientIp } from "../http/rateLimit.ts";

/**
 * Sign-in attempts (password or code posts) per client address, beside the per-account
 * lock-out: one address cannot try many accounts. Counted in PostgreSQL
 * (app_private.sign_in_attempts), so several web processes behind a load balancer share one
 * count; should the database not answer, each process counts in memory meanwhile.
 */
export const SIGN_IN_ATTEMPTS_PER_IP = 50;
export const SIGN_IN_ATTEMPTS_WINDOW_SECONDS = 15 * 60;

/** Form posts are tiny; anything bigger is refused before it is read. */
export const MAX_FORM_BYTES = 16 * 1024;

class BadForm extends Error {
  constructor(readonly status: 413 | 415 | 400) {
    super(`bad form (${status})`);
  }
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") throw new BadForm(415);
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > MAX_FORM_BYTES) throw new BadForm(413);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new BadForm(413);
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function send(res: ServerResponse, status: number, html: string, extraHeaders: Record<string, string> = {}) {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  for (const [k, v] of Object.entries(extraHeaders)) res.setHeader(k, v);
  res.end(html);
}

/** What the interaction remembers between the password step and the code step. */
interface MfaPending {
  mfaPending: { accountId: string; email: string };
}
const pendingOf = (result: unknown): MfaPending["mfaPending"] | undefined =>
  (result as Partial<MfaPending> | undefined)?.mfaPending;

/**
 * The provider's interaction pages under {mount}/interaction/{uid}: the login form, the TOTP
 * step, and their posts. The interaction is found by its uid *and* the provider's
 * interaction cookie (SameSite=Lax, httpOnly), so a form posted from another site finds no
 * interaction: that is the CSRF protection.
 */
export function makeInteractionHandler(opts: {
  provider: Provider;
  credentials: Credentials;
  mountPath: string;
  publicUrl: string;
  logger: Logger;
  /** Attempts per client address and window (tests lower it). */
  attemptsPerIp?: number;
  /** Where the attempts are counted (app_private.sign_in_attempts); in memory without it. */
  attemptStore?: pg.Pool;
  /**
   * Reverse proxies in front of the server (TRUST_PROXY_HOPS): the client address is read as the
   * request limiter reads it, so behind a proxy not every person shares the proxy's attempts.
   */
  trustedProxies?: number;
}) {
  const { provider, credentials, mountPath, logger } = opts;
  const limits = { points: opts.attemptsPerIp ?? SIGN_IN_ATTEMPTS_PER_IP, duration: SIGN_IN_ATTEMPTS_WINDOW_SECONDS };
  const perIp = opts.attemptStore
    ? new RateLimiterPostgres({
        ...limits,
        storeClient: opts.attemptStore,
        storeType: "pool",
        schemaName: "app_private",
        tableName: "sign_in_attempts",
        tableCreated: true, // by the migration
        keyPrefix: "sign-in-ip",
        insuranceLimiter: new RateLimiterMemory(limits),
      })
    : new RateLimiterMemory(limits);
  const pattern = new RegExp(`^${mountPath}/interaction/([A-Za-z0-9_-]{1,64})(?:/(login|totp))?$`);

  return async function handleInteraction(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const path = (req.url ?? "/").split("?")[0]!;
    const match = pattern.exec(path);
    if (!match) return false;
    const [, uid, step] = match;
    const acceptLanguage = req.headers["accept-language"];
    let lang = pickLanguage(undefined, acceptLanguage);
    const base = `${mountPath}/interaction/${uid}`;

    let details: Awaited<ReturnType<Provider["interactionDetails"]>>;
    try {
      details = await provider.interactionDetails(req, res);
      if (details.uid !== uid) throw new Error("interaction mismatch");
    } catch {
      const t = PAGE_TEXTS[lang];
      send(
        res,
        400,
        renderMessage({ lang, title: t.expiredTitle, message: t.expired, link: `${opts.publicUrl}/authorize` }),
      );
      return true;
    }
    const uiLocales = details.params.ui_locales;
    lang = pickLanguage(typeof uiLocales === "string" ? uiLocales : undefined, acceptLanguage);
    const t = PAGE_TEXTS[lang];
    const restart = `${opts.publicUrl}/authorize`;
    const pending = pendingOf(details.result);

    const finishLogin = (accountId: string, amr: string[]) =>
      provider.interactionFinished(
        req,
        res,
        { login: { accountId, amr, remember: false } },
        { mergeWithLastSubmission: false },
      );

    if (details.prompt.name !== "login") {
      // Consent for our own client is granted by loadExistingGrant; anything else that
      // asks for an interaction here is simply confirmed with the grant the provider made.
      if (req.method !== "GET" || step) {
        send(res, 405, renderMessage({ lang, title: t.errorTitle, message: t.error, link: restart }));
        return true;
      }
      await provider.interactionFinished(req, res, { consent: {} }, { mergeWithLastSubmission: true });
      return true;
    }

    if (req.method === "GET" && !step) {
      send(
        res,
        200,
        pending
          ? renderTotpForm({ lang, action: `${base}/totp`, restart })
          : renderLoginForm({ lang, action: `${base}/login` }),
      );
      return true;
    }
    if (req.method !== "POST" || !step) {
      send(res, 405, renderMessage({ lang, title: t.errorTitle, message: t.error, link: restart }), { Allow: "GET" });
      return true;
    }

    // Every post counts, before anything is checked.
    // The table holds a hash of the address, not the address.
    const ipKey = createHash("sha256")
      .update(clientIp(req, opts.trustedProxies ?? 0))
      .digest("base64url")
      .slice(0, 22);
    const allowed = await perIp.consume(ipKey).then(
      () => true,
      () => false,
    );
    if (!allowed) {
      logger.warn({ interaction: uid }, "sign-in attempts from one address throttled");
      send(res, 429, renderMessage({ lang, title: t.errorTitle, message: t.tooManyFromNetwork, link: restart }), {
        "Retry-After": String(SIGN_IN_ATTEMPTS_WINDOW_SECONDS),
      });
      return true;
    }

    let form: URLSearchParams;
    try {
      form = await readForm(req);
    } catch (e) {
      const status = e instanceof BadForm ? e.status : 400;
      const message = status === 413 ? t.tooLarge : status === 415 ? t.wrongContentType : t.error;
      send(res, status, renderMessage({ lang, title: t.badRequestTitle, message, link: restart }), {
        Connection: "close",
      });
      return true;
    }

    if (step === "login") {
      const email = (form.get("email") ?? "").trim().slice(0, 320);
      const password = form.get("password") ?? "";
      const again = (status: number, error: string) => {
        send(res, status, renderLoginForm({ lang, action: `${base}/login`, email, error }));
        return true;
      };
      if (!email || !password) return again(400, t.missingFields);
      if (password.length > MAX_PASSWORD_LENGTH) return again(401, t.invalidCredentials);
      const check = await credentials.checkPassword(email, password);
      if (check.result === "locked") return again(429, t.locked);
      if (check.result === "invalid") {
        logger.info({ interaction: uid }, "sign-in refused");
        return again(401, t.invalidCredentials);
      }
      if (check.mfaRequired) {
        details.result = { mfaPending: { accountId: check.userId, email } } satisfies MfaPending;
        await details.persist();
        send(res, 200, renderTotpForm({ lang, action: `${base}/totp`, restart }));
        return true;
      }
      await finishLogin(check.userId, ["pwd"]);
      return true;
    }

    // step === "totp"
    if (!pending) {
      send(res, 400, renderLoginForm({ lang, action: `${base}/login`, error: t.expired }));
      return true;
    }
    const code = (form.get("code") ?? "").replace(/\s/g, "");
    const againCode = (status: number, error: string) => {
      send(res, status, renderTotpForm({ lang, action: `${base}/totp`, restart, error }));
      return true;
    };
    if (!/^\d{6}$/.test(code)) return againCode(400, t.missingCode);
    const check = await credentials.checkCode(pending.accountId, code);
    if (check.result === "locked") {
      details.result = undefined;
      await details.persist();
      send(res, 429, renderLoginForm({ lang, action: `${base}/login`, email: pending.email, error: t.locked }));
      return true;
    }
    if (check.result === "invalid") return againCode(401, t.invalidCode);
    await finishLogin(pending.accountId, ["pwd", "otp"]);
    return true;
  };
}
