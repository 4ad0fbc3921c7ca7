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
      };
    }
    const res = await fetch(`${opts.issuerUrl}/.well-known/openid-configuration`);
    if (!res.ok) throw new Error(`discovery answered ${res.status}`);
    const meta = (await res.json()) as Record<string, string | undefined>;
    if (!meta.authorization_endpoint || !meta.token_endpoint) throw new Error("discovery lacks endpoints");
    return {
      issuer: opts.issuerUrl,
      clientId: opts.clientId,
      authorizationEndpoint: meta.authorization_endpoint,
      tokenEndpoint: meta.token_endpoint,
      endSessionEndpoint: meta.end_session_endpoint ?? null,
      builtIn: false,
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
