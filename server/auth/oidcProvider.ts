import { randomBytes } from "node:crypto";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";
import type pg from "pg";
import type { Logger } from "../logger.ts";
import { escapeHtml, PAGE_TEXTS, pickLanguage, renderMessage, renderSignOut } from "./loginPage.ts";
import { makePgAdapter, type OidcSecrets } from "./oidcStore.ts";

export interface OidcProviderOptions {
  issuerUrl: string;
  publicUrl: string;
  clientId: string;
  secrets: OidcSecrets;
  ownerPool: pg.Pool;
  logger: Logger;
}

/** Scopes and the claims they release. */
const CLAIMS = {
  openid: ["sub"],
  email: ["email", "email_verified"],
  profile: ["name", "locale"],
};
const SCOPES = "openid profile email";

const languageOf = (ctx: KoaContextWithOIDC) =>
  pickLanguage(
    typeof ctx.oidc?.params?.ui_locales === "string" ? ctx.oidc.params.ui_locales : undefined,
    ctx.get("accept-language"),
  );

/** A page with one inline script: its own CSP with a nonce replaces the site-wide one. */
function allowInlineScript(ctx: KoaContextWithOIDC): string {
  const nonce = randomBytes(16).toString("base64");
  ctx.set(
    "Content-Security-Policy",
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  );
  return nonce;
}

/**
 * The sign-out page in the product's look (translated), carrying oidc-provider's form with its
 * one-time `xsrf` field.
 */
function renderSignOutPage(ctx: KoaContextWithOIDC, form: string, publicUrl?: string) {
  const lang = languageOf(ctx);
  const nonce = allowInlineScript(ctx);
  ctx.type = "html";
  ctx.body = renderSignOut({ lang, form, cancelLink: publicUrl ?? "/", scriptNonce: nonce });
  ctx.state.signOutPageRendered = true;
}

/**
 * The built-in OpenID Connect provider (the certified `oidc-provider`), mounted under /oidc.
 * One public client, the SPA: authorization code with PKCE (S256, required for public
 * clients), answers in the fragment allowed. Consent is implied for our own client.
 */
export function makeOidcProvider(opts: OidcProviderOptions): Provider {
  const { ownerPool, logger } = opts;
  const mountPath = new URL(opts.issuerUrl).pathname.replace(/\/+$/, "");
  const redirectUri = `${opts.publicUrl}/authorize`;

  const configuration: Configuration = {
    adapter: makePgAdapter(ownerPool),
    clients: [
      {
        client_id: opts.clientId,
        client_name: "Belegwerk",
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code"],
        response_types: ["code"],
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [redirectUri],
      },
    ],
    jwks: opts.secrets.jwks as Configuration["jwks"],
    cookies: { keys: opts.secrets.cookieKeys },
    claims: CLAIMS,
    scopes: SCOPES.split(" "),
    // The SPA reads the ID token alone, so it carries the profile claims too.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The SPA already decided to sign out: the page presses its button itself, and shows
        // the button (and a way back) when scripts do not run.
        logoutSource(ctx, form) {
          renderSignOutPage(ctx as KoaContextWithOIDC, form, opts.publicUrl);
        },
        postLogoutSuccessSource(ctx) {
          const lang = languageOf(ctx as KoaContextWithOIDC);
          const t = PAGE_TEXTS[lang];
          ctx.type = "html";
          ctx.body = renderMessage({
            lang,
            title: t.signedOutTitle,
            message: t.signedOut,
            link: opts.publicUrl,
            linkText: t.signInAgain,
          });
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      if (!/^[0-9a-f-]{36}$/i.test(sub)) return undefined;
      const { rows } = await ownerPool.query<{ id: string; email: string; name: string; language: string }>(
        `select id, email, concat_ws(' ', title, first_name, last_name) as name, language
         from app_public.users where id = $1`,
        [sub],
      );
      const user = rows[0];
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          email: user.email,
          email_verified: true,
          name: user.name,
          locale: user.language,
        }),
      };
    },
    // Our own client: consent is implied, a grant for the standard scopes is made at once.
    async loadExistingGrant(ctx) {
      const { Grant } = ctx.oidc.provider;
      const client = ctx.oidc.client!;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await Grant.find(grantId);
        if (existing) return existing;
      }
      if (client.clientId !== opts.clientId) return undefined;
      const grant = new Grant({ clientId: client.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope(SCOPES);
      grant.addOIDCClaims(Object.values(CLAIMS).flat());
      await grant.save();
      return grant;
    },
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 10 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
    },
    renderError(ctx, out) {
      const lang = languageOf(ctx);
      const t = PAGE_TEXTS[lang];
      ctx.type = "html";
      const detail = [out.error_description, out.error].filter(Boolean).map(String)[0] ?? t.error;
      ctx.body = renderMessage({ lang, title: t.errorTitle, message: detail, link: opts.publicUrl });
    },
  };

  const provider = new Provider(opts.issuerUrl, configuration);
  // Behind an https-terminating proxy the forwarded protocol decides about Secure cookies.
  provider.proxy = opts.publicUrl.startsWith("https:");
  // Without a session of its own the provider skips logoutSource and answers with a bare page
  // whose inline script our Content-Security-Policy blocks: a blank page. It gets our sign-out
  // page instead, with the same form (xsrf field, logout=yes) the provider would have posted.
  provider.use(async (ctx, next) => {
    await next();
    const oidcCtx = ctx as unknown as KoaContextWithOIDC;
    if (oidcCtx.oidc?.route !== "end_session" || ctx.status !== 200 || ctx.state.signOutPageRendered) return;
    const secret = oidcCtx.oidc.session?.state?.secret;
    if (typeof secret !== "string") return;
    const action = oidcCtx.oidc.urlFor("end_session_confirm");
    const form = `<form id="op.logoutForm" method="post" action="${escapeHtml(action)}"><input type="hidden" name="xsrf" value="${escapeHtml(secret)}"/></form>`;
    renderSignOutPage(oidcCtx, form, opts.publicUrl);
  });
  provider.on("server_error", (_ctx, err) => logger.error({ err: err.message, stack: err.stack }, "oidc server error"));
  provider.on("authorization.error", (_ctx, err) => logger.info({ err: err.message }, "oidc authorization refused"));
  provider.on("grant.error", (_ctx, err) => logger.info({ err: err.message }, "oidc token request refused"));
  return provider;
}
