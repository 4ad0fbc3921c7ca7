import type { IncomingMessage, ServerResponse } from "node:http";
import { apiErrorBody, apiErrorStatus, preferredLanguage } from "../../api/errors.ts";
import type { Config } from "../../config.ts";
import { RequestRateLimiter } from "../rateLimit.ts";
import { guardRequest } from "../requestGuard.ts";
import { oidcMountPath } from "./oidc.ts";
import type { HttpPipeline } from "./pipeline.ts";

type RefusalCode = "CROSS_ORIGIN_REQUEST" | "CSRF_HEADER_MISSING" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED";

/** A refusal before any handler ran: GraphQL's error shape on /graphql, the API's elsewhere. */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  code: RefusalCode,
  params?: Record<string, number>,
) {
  const body = apiErrorBody(code, preferredLanguage(req.headers["accept-language"]), params);
  res.statusCode = apiErrorStatus(code);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  // The body is not read: do not keep the connection for the rest of it.
  res.setHeader("Connection", "close");
  const payload =
    path === "/graphql" ? { errors: [{ message: body.error.message, extensions: { code, ...(params ?? {}) } }] } : body;
  res.end(JSON.stringify(payload));
}

/**
 * Before any handler: cross-origin, CSRF-header and media-type checks (requestGuard.ts), then the
 * per-IP and per-session request limits on GraphQL, the API and share links.
 */
export function installGuard(pipeline: HttpPipeline, deps: { config: Config }): void {
  const { config } = deps;
  const rateLimiter = new RequestRateLimiter(config.http.rateLimit, config.session.cookieName);
  const mountPath = oidcMountPath(config);
  pipeline.use(async (req, res, { path }, next) => {
    const refusal = guardRequest(req.method ?? "GET", path, req.headers, {
      publicOrigin: config.http.publicOrigin,
      oidcMountPath: mountPath,
      graphiql: config.env === "development",
    });
    if (refusal) return refuse(req, res, path, refusal.code);
    if (path === "/graphql" || path.startsWith("/api/") || path.startsWith("/share/")) {
      const limited = await rateLimiter.check(req);
      if (limited) {
        res.setHeader("Retry-After", String(limited.retryAfterSeconds));
        return refuse(req, res, path, "RATE_LIMITED", { retryAfterSeconds: limited.retryAfterSeconds });
      }
    }
    await next();
  });
}
