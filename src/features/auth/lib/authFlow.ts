/**
 * The browser side of the authorization-code flow with PKCE (spec §2.12): what is kept in
 * sessionStorage between leaving for the identity provider and coming back, and the pure
 * helpers around it. No React, no Relay.
 */
import { CSRF_HEADERS } from "../../../lib/csrf.ts";

export interface AuthClientConfig {
  issuer: string;
  clientId: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  endSessionEndpoint: string | null;
  /** Whether the built-in provider signs in (passwords and TOTP are managed in settings). */
  builtIn?: boolean;
}

export const STORAGE_KEYS = {
  state: "belegwerk.auth.state",
  nonce: "belegwerk.auth.nonce",
  verifier: "belegwerk.auth.verifier",
  returnTo: "belegwerk.auth.returnTo",
} as const;

/** Token audiences that mark a special kind of access, and whether a user is of that kind. */
export const SPECIAL_AUDIENCES: Record<string, (user: { isExternal: boolean | null | undefined }) => boolean> = {
  "belegwerk-special": (user) => user.isExternal === true,
};

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

export const randomToken = (bytes = 32) => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

/** RFC 7636 S256: BASE64URL(SHA-256(verifier)). */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** Only a path of this site: "/documents?x=1" yes; "//evil", "https://…", "javascript:" no. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) {
    return null;
  }
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20)) return null;
  try {
    const url = new URL(value, "https://belegwerk.invalid");
    if (url.origin !== "https://belegwerk.invalid") return null;
    if (url.pathname === "/authorize" || url.pathname === "/logout") return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export type CallbackAnswer =
  | { kind: "start" }
  | { kind: "code"; code: string; state: string | null }
  | { kind: "error"; error: string; description: string | null };

/** Reads the provider's answer from the URL fragment. */
export function parseCallbackHash(hash: string): CallbackAnswer {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const error = params.get("error");
  if (error) return { kind: "error", error, description: params.get("error_description") };
  const code = params.get("code");
  if (code) return { kind: "code", code, state: params.get("state") };
  return { kind: "start" };
}

/** The claims of a JWT, without verifying it (the server verifies; the browser only reads
 * `nonce` and `aud`). Null when it is not a JWT. */
export function readJwtClaims(token: string): Record<string, unknown> | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === "object" ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The special audiences a token names (aud may be a string or a list). */
export function specialAudiencesOf(claims: Record<string, unknown>): string[] {
  const aud = claims.aud;
  const list = Array.isArray(aud) ? aud : typeof aud === "string" ? [aud] : [];
  return list.filter((a): a is string => typeof a === "string" && a in SPECIAL_AUDIENCES);
}

export async function fetchAuthConfig(): Promise<AuthClientConfig> {
  const res = await fetch("/api/auth/config", { headers: { Accept: "application/json", ...CSRF_HEADERS } });
  if (!res.ok) throw new AuthFlowError("CONFIG");
  return (await res.json()) as AuthClientConfig;
}

export type AuthFlowErrorCode =
  | "SESSION_FAILED"
  | "INVALID_TOKEN"
  | "USER_NOT_FOUND"
  | "STATE_MISMATCH"
  | "TOKEN_EXCHANGE"
  | "CONFIG"
  | "NETWORK_ERROR"
  | "UNKNOWN";

export class AuthFlowError extends Error {
  constructor(readonly code: AuthFlowErrorCode) {
    super(code);
  }
}

/** Builds the authorization request and remembers what the answer must match. */
export async function buildAuthorizationUrl(opts: {
  config: AuthClientConfig;
  origin: string;
  language: string;
  returnTo: string | null;
  storage: Storage;
}): Promise<string> {
  const state = randomToken(16);
  const nonce = randomToken(16);
  const verifier = randomToken(32);
  opts.storage.setItem(STORAGE_KEYS.state, state);
  opts.storage.setItem(STORAGE_KEYS.nonce, nonce);
  opts.storage.setItem(STORAGE_KEYS.verifier, verifier);
  if (opts.returnTo) opts.storage.setItem(STORAGE_KEYS.returnTo, opts.returnTo);
  else opts.storage.removeItem(STORAGE_KEYS.returnTo);
  const params = new URLSearchParams({
    client_id: opts.config.clientId,
    response_type: "code",
    response_mode: "fragment",
    scope: "openid profile email",
    redirect_uri: `${opts.origin}/authorize`,
    code_challenge: await pkceChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ui_locales: opts.language,
  });
  const endpoint = opts.config.authorizationEndpoint;
  return `${endpoint}${endpoint.includes("?") ? "&" : "?"}${params}`;
}

/** Redeems the code (form-encoded, with the PKCE verifier) and checks the ID token's nonce. */
export async function redeemCode(opts: {
  config: AuthClientConfig;
  origin: string;
  code: string;
  state: string | null;
  storage: Storage;
}): Promise<{ idToken: string; claims: Record<string, unknown> }> {
  const expectedState = opts.storage.getItem(STORAGE_KEYS.state);
  const verifier = opts.storage.getItem(STORAGE_KEYS.verifier);
  const nonce = opts.storage.getItem(STORAGE_KEYS.nonce);
  // Used once: a reload of the callback must not redeem the same answer again.
  opts.storage.removeItem(STORAGE_KEYS.state);
  opts.storage.removeItem(STORAGE_KEYS.verifier);
  opts.storage.removeItem(STORAGE_KEYS.nonce);
  if (!expectedState || !verifier || opts.state !== expectedState) throw new AuthFlowError("STATE_MISMATCH");
  let res: Response;
  try {
    res = await fetch(opts.config.tokenEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: opts.code,
        redirect_uri: `${opts.origin}/authorize`,
        client_id: opts.config.clientId,
        code_verifier: verifier,
      }),
    });
  } catch {
    throw new AuthFlowError("NETWORK_ERROR");
  }
  if (!res.ok) throw new AuthFlowError("TOKEN_EXCHANGE");
  const body = (await res.json()) as { id_token?: unknown };
  const idToken = typeof body.id_token === "string" ? body.id_token : null;
  const claims = idToken ? readJwtClaims(idToken) : null;
  if (!idToken || !claims || claims.nonce !== nonce) throw new AuthFlowError("INVALID_TOKEN");
  return { idToken, claims };
}

/** Where the browser goes after signing out at the provider. */
export function endSessionUrl(config: AuthClientConfig, origin: string): string {
  if (!config.endSessionEndpoint) return "/authorize";
  const params = new URLSearchParams({ client_id: config.clientId, post_logout_redirect_uri: `${origin}/authorize` });
  const endpoint = config.endSessionEndpoint;
  return `${endpoint}${endpoint.includes("?") ? "&" : "?"}${params}`;
}
