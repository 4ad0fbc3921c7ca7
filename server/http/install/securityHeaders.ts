import type { Config } from "../../config.ts";
import type { HttpPipeline } from "./pipeline.ts";

/**
 * Headers of every answer. The page may connect only to its own origin (HTTP and the GraphQL
 * WebSocket); under https browsers are told to use https only (HSTS).
 */
export function securityHeaders(publicUrl: string): Record<string, string> {
  const url = new URL(publicUrl);
  const https = url.protocol === "https:";
  const socketOrigin = `${https ? "wss" : "ws"}://${url.host}`;
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": `default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; connect-src 'self' ${socketOrigin}; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`,
    ...(https ? { "Strict-Transport-Security": "max-age=31536000" } : {}),
  };
}

/** The request id and the security headers go on every answer, refusals included. */
export function installSecurityHeaders(pipeline: HttpPipeline, deps: { config: Config }): void {
  const headers = securityHeaders(deps.config.publicUrl);
  pipeline.use(async (_req, res, info, next) => {
    res.setHeader("X-Request-Id", info.requestId);
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    await next();
  });
}
