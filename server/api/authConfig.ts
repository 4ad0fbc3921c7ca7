import { Hono } from "hono";
import type { Logger } from "../logger.ts";
import { apiError } from "./errors.ts";

export interface AuthClientConfig {
  issuer: string;
  clientId: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  endSessionEndpoint: string | null;
  /** Whether the built-in provider signs in (then passwords and TOTP are managed here). */
  builtIn: boolean;
  /** How the issuer signs ID tokens (the SPA refuses others); null: not published (RS256). */
  idTokenSigningAlgs: string[] | null;
}

/**
 * GET /api/auth/config: where the SPA signs in. The built-in provider's endpoints are known;
 * an external issuer's are read from its discovery document (once, then cached).
 */
export function authConfigRoutes(opts: { issuerUrl: string; clientId: string; builtIn: boolean; logger: Logger }) {
  const app = new Hono();
  let cached: Promise<AuthClientConfig> | undefined;
  const load = async (): Promise<AuthClientConfig> => {
    if (opts.builtIn) {
      const path = new URL(opts.issuerUrl).pathname.replace(/\/+$/, "");
      return {
        issuer: opts.issuerUrl,
        clientId: opts.clientId,
        authorizationEndpoint: `${path}/auth`,
        tokenEndpoint: `${path}/token`,
        endSessionEndpoint: `${path}/session/end`,
        builtIn: true,
        // The built-in provider's keys are RSA (oidcStore.ts).
        idTokenSigningAlgs: ["RS256"],
      };
    }
    const res = await fetch(`${opts.issuerUrl}/.well-known/openid-configuration`);
    if (!res.ok) throw new Error(`discovery answered ${res.status}`);
    const meta = (await res.json()) as Record<string, string | string[] | undefined>;
    const text = (name: string) => (typeof meta[name] === "string" ? meta[name] : undefined);
    const authorizationEndpoint = text("authorization_endpoint");
    const tokenEndpoint = text("token_endpoint");
    if (!authorizationEndpoint || !tokenEndpoint) throw new Error("discovery lacks endpoints");
    const algs = meta.id_token_signing_alg_values_supported;
    return {
      issuer: opts.issuerUrl,
      clientId: opts.clientId,
      authorizationEndpoint,
      tokenEndpoint,
      endSessionEndpoint: text("end_session_endpoint") ?? null,
      builtIn: false,
      idTokenSigningAlgs: Array.isArray(algs) && algs.every((a) => typeof a === "string") ? algs : null,
    };
  };
  app.get("/config", async (c) => {
    try {
      cached ??= load();
      const config = await cached;
      c.header("Cache-Control", "no-cache");
      return c.json(config);
    } catch (e) {
      cached = undefined;
      opts.logger.error({ err: (e as Error).message, issuer: opts.issuerUrl }, "identity provider discovery failed");
      return apiError(c, "IDENTITY_PROVIDER_UNREACHABLE", c.req.header("accept-language"));
    }
  });
  return app;
}
