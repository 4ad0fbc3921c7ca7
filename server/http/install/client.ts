import type { Hono } from "hono";
import { CLIENT_DIST_DIR } from "../../lib/paths.ts";
import { installClientFiles } from "../staticFiles.ts";

/**
 * The SPA: hashed assets cached for a year, precompressed copies chosen by Accept-Encoding,
 * everything else falls back to index.html (server/http/staticFiles.ts).
 */
export function installClient(app: Hono) {
  installClientFiles(app, CLIENT_DIST_DIR);
}
