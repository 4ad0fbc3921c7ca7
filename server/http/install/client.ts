import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { CLIENT_DIST_DIR } from "../../lib/paths.ts";

/** The SPA: hashed assets cached for a year, everything else falls back to index.html. */
export function installClient(app: Hono) {
  const indexPath = join(CLIENT_DIST_DIR, "index.html");
  if (existsSync(CLIENT_DIST_DIR)) installClientFiles(app);
  let indexHtml: string | undefined; // a new build means a restart, so read it once
  app.get("*", (c) => {
    if (!indexHtml && !existsSync(indexPath)) {
      return c.text("The web app has not been built yet. Run `npm run build` (npm start does it for you).", 503);
    }
    indexHtml ??= readFileSync(indexPath, "utf8");
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}

function installClientFiles(app: Hono) {
  app.use(
    "/assets/*",
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
    serveStatic({ root: CLIENT_DIST_DIR }),
  );
  app.use("*", serveStatic({ root: CLIENT_DIST_DIR, index: "__no_index__" }));
}
