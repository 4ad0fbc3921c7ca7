import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The project root: the nearest folder above this file that holds package.json. Works both
 * from the TypeScript sources (tsx) and from the bundled server in dist/server. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, "package.json"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const ROOT_DIR = findRoot();
export const MIGRATIONS_DIR = join(ROOT_DIR, "server", "db", "migrations");
/** The built SPA; CLIENT_DIST_DIR overrides it (e.g. a second build served beside the main one). */
export const CLIENT_DIST_DIR = process.env.CLIENT_DIST_DIR
  ? resolve(process.env.CLIENT_DIST_DIR)
  : join(ROOT_DIR, "dist", "client");
export const QUERY_MAP_PATH = join(ROOT_DIR, "persisted-queries", "queryMap.json");
export const bundledFeedPath = (lang: "de" | "en"): string =>
  join(ROOT_DIR, "server", "api", "news", `feed.${lang}.xml`);
export const resolveFromRoot = (p: string): string => resolve(ROOT_DIR, p);
