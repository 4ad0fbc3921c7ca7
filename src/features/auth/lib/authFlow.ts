/**
 * The browser side of the authorization-code flow with PKCE (spec §2.12): what is kept in
 * sessionStorage between leaving for the identity provider and coming back, and the helpers
 * around it. The protocol itself (random state, nonce and verifier, the S256 challenge, the
 * answer's state and issuer, the token request, the ID token's claims) is the maintained
 * `oauth4webapi`. No React, no Relay.
 */
import * as oauth from "oauth4webapi";
import { type AuthClientConfig, AuthFlowError } from "./authConfig.ts";

export {
  type AuthClientConfig,
  AuthFlowError,
  type AuthFlowErrorCode,
  endSessionUrl,
  fetchAuthConfig,
} from "./authConfig.ts";

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
  | { kind: "code"; params: URLSearchParams }
  | { kind: "error"; error: string; description: string | null };

/** Reads the provider's answer from the URL fragment. */
export function parseCallbackHash(hash: string): CallbackAnswer {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const error = params.get("error");
  if (error) return { kind: "error", error, description: params.get("error_description") };
  const code = params.get("code");
  if (code) return { kind: "code", params };
  return { kind: "start" };
}

/** The special audiences a token names (aud may be a string or a list). */
export function specialAudiencesOf(claims: Record<string, unknown>): string[] {
  const aud = claims.aud;
  const list = Array.isArray(aud) ? aud : typeof aud === "string" ? [aud] : [];
  return list.filter((a): a is string => typeof a === "string" && a in SPECIAL_AUDIENCES);
}

/** The provider and our client as oauth4webapi sees them (endpoints absolute to the page). */
function protocolOf(config: AuthClientConfig, origin: string) {
  const as: oauth.AuthorizationServer = {
    issuer: config.issuer,
    authorization_endpoint: new URL(config.authorizationEndpoint, origin).href,
    token_endpoint: new URL(config.tokenEndpoint, origin).href,
    ...(config.idTokenSigningAlgs?.length ? { id_token_signing_alg_values_supported: config.idTokenSigningAlgs } : {}),
  };
  const client: oauth.Client = { client_id: config.clientId };
  // Plain http only where the page itself is (development and tests on localhost).
  const insecure = new URL(origin).protocol === "http:";
  return { as, client, options: { [oauth.allowInsecureRequests]: insecure } };
}

/** Builds the authorization request and remembers what the answer must match. */
export async function buildAuthorizationUrl(opts: {
  config: AuthClientConfig;
  origin: string;
  language: string;
  returnTo: string | null;
  storage: Storage;
}): Promise<string> {
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const verifier = oauth.generateRandomCodeVerifier();
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
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
    ui_locales: opts.language,
  });
  const endpoint = opts.config.authorizationEndpoint;
  return `${endpoint}${endpoint.includes("?") ? "&" : "?"}${params}`;
}

/**
 * Redeems the answer: checks its state (and issuer, when the provider names it), exchanges the
 * code with the PKCE verifier and checks the ID token (issuer, audience, expiry, nonce).
 */
export async function redeemCode(opts: {
  config: AuthClientConfig;
  origin: string;
  params: URLSearchParams;
  storage: Storage;
}): Promise<{ idToken: string; claims: Record<string, unknown> }> {
  const expectedState = opts.storage.getItem(STORAGE_KEYS.state);
  const verifier = opts.storage.getItem(STORAGE_KEYS.verifier);
  const nonce = opts.storage.getItem(STORAGE_KEYS.nonce);
  // Used once: a reload of the callback must not redeem the same answer again.
  opts.storage.removeItem(STORAGE_KEYS.state);
  opts.storage.removeItem(STORAGE_KEYS.verifier);
  opts.storage.removeItem(STORAGE_KEYS.nonce);
  if (!expectedState || !verifier || !nonce) throw new AuthFlowError("STATE_MISMATCH");
  const { as, client, options } = protocolOf(opts.config, opts.origin);
  let callback: URLSearchParams;
  try {
    callback = oauth.validateAuthResponse(as, client, opts.params, expectedState);
  } catch {
    throw new AuthFlowError("STATE_MISMATCH");
  }
  let response: Response;
  try {
    response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      oauth.None(),
      callback,
      `${opts.origin}/authorize`,
      verifier,
      options,
    );
  } catch {
    throw new AuthFlowError("NETWORK_ERROR");
  }
  let result: oauth.TokenEndpointResponse;
  try {
    result = await oauth.processAuthorizationCodeResponse(as, client, response, {
      expectedNonce: nonce,
      requireIdToken: true,
    });
  } catch (error) {
    // The provider refused the code (an OAuth error answer) or answered with something else.
    if (error instanceof oauth.ResponseBodyError || !response.ok) throw new AuthFlowError("TOKEN_EXCHANGE");
    throw new AuthFlowError("INVALID_TOKEN");
  }
  const claims = oauth.getValidatedIdTokenClaims(result);
  if (!result.id_token || !claims) throw new AuthFlowError("INVALID_TOKEN");
  return { idToken: result.id_token, claims: { ...claims } };
}
