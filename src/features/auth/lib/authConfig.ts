/**
 * The identity provider as the web app knows it (GET /api/auth/config) and the sign-in's error
 * codes, without the protocol library: the settings and sign-out pages need only these, the
 * code flow itself is authFlow.ts.
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
  /** The issuer's ID token signing algorithms (its discovery document); absent: RS256. */
  idTokenSigningAlgs?: string[] | null;
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

/** Where the browser goes after signing out at the provider. */
export function endSessionUrl(config: AuthClientConfig, origin: string): string {
  if (!config.endSessionEndpoint) return "/authorize";
  const params = new URLSearchParams({ client_id: config.clientId, post_logout_redirect_uri: `${origin}/authorize` });
  const endpoint = config.endSessionEndpoint;
  return `${endpoint}${endpoint.includes("?") ? "&" : "?"}${params}`;
}
