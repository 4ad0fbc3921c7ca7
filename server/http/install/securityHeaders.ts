import type { Config } from "../../config.ts";
import type { HttpPipeline } from "./pipeline.ts";

/**
 * Headers of every answer. The page may connect only to its own origin (HTTP and the GraphQL
 * WebSocket) and frame only its own pages and the invoice-financing tool's origin
 * (FAKTOORA_URL; null: the sandbox page here); under https browsers are told to use https only
 * (HSTS). Pages meant to be framed (the financing sandbox) set their own policy.
 */
export function securityHeaders(publicUrl: string, frameOrigin: string | null = null): Record<string, string> {
  const url = new URL(publicUrl);
  const https = url.protocol === "https:";
  const socketOrigin = `${https ? "wss" : "ws"}://${url.host}`;
  const frameSources = frameOrigin ? `'self' ${frameOrigin}` : "'self'";
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": `default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; font-src 'self' data:; connect-src 'self' ${socketOrigin}; frame-src ${frameSources}; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`,
    ...(https ? { "Strict-Transport-Security": "max-age=31536000" } : {}),
  };
}

/** The request id and the security headers go on every answer, refusals included. */
export function installSecurityHeaders(pipeline: HttpPipeline, deps: { config: Config }): void {
  const headers = securityHeaders(deps.config.publicUrl, deps.config.faktoora.frameOrigin);
  pipeline.use(async (_req, res, info, next) => {
    res.setHeader("X-Request-Id", info.requestId);
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    await next();
  });
}
