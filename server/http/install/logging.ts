import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { apiErrorBody, preferredLanguage } from "../../api/errors.ts";
import { redactUrl } from "../../lib/redactUrl.ts";
import type { Logger } from "../../logger.ts";
import { canonicalPath } from "../requestGuard.ts";
import type { HttpPipeline, RequestInfo } from "./pipeline.ts";

/** The request id (the caller's X-Request-Id when it looks like one) and the canonical path. */
export function describeRequest(req: IncomingMessage): RequestInfo {
  const headerId = req.headers["x-request-id"];
  const requestId = typeof headerId === "string" && /^[\w-]{8,64}$/.test(headerId) ? headerId : randomUUID();
  // As requested: handlers may rewrite req.url (the identity provider strips its mount path).
  const requestUrl = req.url ?? "/";
  const queryAt = requestUrl.indexOf("?");
  return {
    requestId,
    path: canonicalPath(requestUrl),
    query: queryAt === -1 ? "" : requestUrl.slice(queryAt),
  };
}

/**
 * One log line per answered request (health checks and assets only at debug level), and the
 * last resort for a handler that threw: logged with the request id, answered with a 500.
 */
export function installLogging(pipeline: HttpPipeline, deps: { logger: Logger }): void {
  const { logger } = deps;
  pipeline.use(async (req, res, info, next) => {
    const started = process.hrtime.bigint();
    const { requestId, path, query } = info;
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        requestId,
        method: req.method,
        // Tokens in share and invitation links, OAuth codes and the like never reach the log.
        // (the canonical path: `/%73hare/<token>` is the share route and redacted like it).
        path: redactUrl(path + query),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (path === "/api/health" || path.startsWith("/assets/")) logger.debug(line, "request");
      else logger.info(line, "request");
    });
    try {
      await next();
    } catch (e) {
      logger.error({ requestId, err: (e as Error).message, stack: (e as Error).stack }, "request failed");
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.end(JSON.stringify(apiErrorBody("INTERNAL", preferredLanguage(req.headers["accept-language"]))));
      } else res.end();
    }
  });
}
