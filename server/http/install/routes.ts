import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { apiErrorBody, preferredLanguage } from "../../api/errors.ts";
import { redactUrl } from "../../lib/redactUrl.ts";
import type { Logger } from "../../logger.ts";
import type { HttpPipeline } from "./pipeline.ts";

/** The last step: the Hono routes (REST, share links, the SPA); a thrown error answers INTERNAL. */
export function installRoutes(pipeline: HttpPipeline, root: Hono, deps: { logger: Logger }): void {
  root.onError((err, c) => {
    deps.logger.error({ err: err.message, stack: err.stack, path: redactUrl(c.req.path) }, "request failed");
    return c.json(apiErrorBody("INTERNAL", preferredLanguage(c.req.header("accept-language"))), 500);
  });
  const listener = getRequestListener(root.fetch);
  pipeline.use(async (req, res) => {
    await listener(req, res);
  });
}
