import { existsSync, readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import type { Context, Hono } from "hono";

/**
 * The built web app (dist/client): its files with their precompressed copies (`.br`, `.gz`,
 * written by the build, see scripts/precompress.ts) chosen by the browser's Accept-Encoding,
 * brotli first; `Vary: Accept-Encoding` on every answer that has copies. /assets/* carry a
 * content hash in their names and are cached for good; index.html is revalidated each time
 * and answers every other GET (the SPA's routes).
 */

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".wasm": "application/wasm",
};

export type ContentEncoding = "br" | "gzip";

const ENCODING_SUFFIX: Record<ContentEncoding, string> = { br: ".br", gzip: ".gz" };

interface StaticFile {
  path: string;
  contentType: string;
  /** The precompressed copies the build wrote beside the file. */
  encodings: ContentEncoding[];
}

/**
 * The encoding to answer with: brotli when the client accepts it, else gzip, else none.
 * `q=0` refuses an encoding; `*` stands for the ones not named.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[] = ["br", "gzip"],
): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  let best: ContentEncoding | null = null;
  for (const encoding of available) {
    if (weightOf(encoding) > 0 && (best === null || weightOf(encoding) > weightOf(best))) best = encoding;
  }
  return best;
}

/** Every servable file of the build by its URL path (read once: a new build means a restart). */
function indexFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        // Vite's manifest is for the build tools, not for browsers.
        if (entry.name !== ".vite") visit(path);
        continue;
      }
      if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
      const encodings = (Object.keys(ENCODING_SUFFIX) as ContentEncoding[]).filter((encoding) =>
        existsSync(path + ENCODING_SUFFIX[encoding]),
      );
      const urlPath = `/${relative(root, path).split(sep).join("/")}`;
      files.set(urlPath, {
        path,
        contentType: CONTENT_TYPES[extname(entry.name).toLowerCase()] ?? "application/octet-stream",
        encodings,
      });
    }
  };
  visit(root);
  return files;
}

async function sendFile(c: Context, file: StaticFile, cacheControl: string) {
  const encoding = chooseEncoding(c.req.header("accept-encoding"), file.encodings);
  const path = encoding ? file.path + ENCODING_SUFFIX[encoding] : file.path;
  const headers: Record<string, string> = {
    "Content-Type": file.contentType,
    "Cache-Control": cacheControl,
    "Content-Length": String(statSync(path).size),
  };
  if (file.encodings.length > 0) headers["Vary"] = "Accept-Encoding";
  if (encoding) headers["Content-Encoding"] = encoding;
  if (c.req.method === "HEAD") return c.body(null, 200, headers);
  return c.body(await readFile(path), 200, headers);
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the build in `root` on `app`: its files, and index.html for every other GET. Before a
 * build exists, pages answer 503 with how to build.
 */
export function installClientFiles(app: Hono, root: string) {
  const indexPath = join(root, "index.html");
  let files: Map<string, StaticFile> | undefined;
  const filesOf = () => (files ??= existsSync(root) ? indexFiles(root) : new Map<string, StaticFile>());
  app.on(["GET", "HEAD"], "*", async (c, next) => {
    const file = filesOf().get(c.req.path);
    // A chunk of an older build: a clear 404 (the app reloads), not the page.
    if (!file && c.req.path.startsWith("/assets/")) return c.text("Not found", 404);
    if (!file || c.req.path === "/index.html") return next();
    return sendFile(c, file, c.req.path.startsWith("/assets/") ? IMMUTABLE : "public, max-age=0, must-revalidate");
  });
  app.get("*", (c) => {
    const index = filesOf().get("/index.html");
    if (!index) {
      // Built while running (first `npm start`): look again next time.
      if (!existsSync(indexPath)) files = undefined;
      return c.text("The web app has not been built yet. Run `npm run build` (npm start does it for you).", 503);
    }
    return sendFile(c, index, "no-cache");
  });
}
