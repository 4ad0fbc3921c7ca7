import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

/**
 * The app's translations as plain JSON files of the build, fetched by the app
 * (src/i18n/translationFiles.ts) under one versioned folder:
 * `/assets/locales/<version>/<language>/<file>.json`. The version is a hash over every file's
 * name and content, so the files are cached for good (like the chunks) and a release that
 * changes a text serves them under a new folder.
 *
 * Before this the files were JavaScript chunks found through a map of ~60 hashed chunk names
 * that every first screen carried (~2 kB gzip of names that do not compress); now the app
 * knows one folder. The server's own texts (server.json) stay out of the browser's build.
 *
 * `vite build` writes the files (minified JSON; scripts/precompress.ts adds their .br/.gz
 * copies); `vite` (dev) answers the same addresses from src/i18n/locales, read fresh on each
 * request. The folder reaches the app as the constant `__TRANSLATIONS_BASE__` (src/env.d.ts).
 */
export const TRANSLATIONS_PATH = "assets/locales";

export interface TranslationFile {
  language: string;
  /** The file's name without `.json` ("common", a feature). */
  name: string;
  /** Its content, as written by people. */
  text: string;
}

/** The browser's translation files in `localesDir` (`<language>/<file>.json`), sorted, without
 * the server's (server.json). */
export function readTranslationFiles(localesDir: string): TranslationFile[] {
  const files: TranslationFile[] = [];
  for (const language of readdirSync(localesDir, { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    for (const file of readdirSync(join(localesDir, language.name))) {
      const match = /^(.+)\.json$/.exec(file);
      if (!match || match[1] === "server") continue;
      files.push({
        language: language.name,
        name: match[1]!,
        text: readFileSync(join(localesDir, language.name, file), "utf8"),
      });
    }
  }
  return files.sort((a, b) => `${a.language}/${a.name}`.localeCompare(`${b.language}/${b.name}`));
}

/** The files' version: 12 hex digits of a SHA-256 over every file's place and content. */
export function translationsVersion(files: readonly TranslationFile[]): string {
  const hash = createHash("sha256");
  for (const file of files) hash.update(`${file.language}/${file.name}\0${file.text}\0`);
  return hash.digest("hex").slice(0, 12);
}

/** A file's content as the browser gets it: parsed (a broken file fails the build, naming it)
 * and written without white space. */
export function minifiedTranslation(file: TranslationFile): string {
  try {
    return JSON.stringify(JSON.parse(file.text));
  } catch (error) {
    throw new Error(`src/i18n/locales/${file.language}/${file.name}.json is not valid JSON: ${String(error)}`, {
      cause: error,
    });
  }
}

export function translationFiles(localesDir: string): Plugin {
  let files: TranslationFile[] = [];
  let version = "";
  return {
    name: "belegwerk:translation-files",
    config() {
      files = readTranslationFiles(localesDir);
      version = translationsVersion(files);
      return { define: { __TRANSLATIONS_BASE__: JSON.stringify(`/${TRANSLATIONS_PATH}/${version}/`) } };
    },
    configureServer(server) {
      // Any version: the dev server always answers with the files as they are now.
      const address = new RegExp(`^/${TRANSLATIONS_PATH}/[^/]+/([a-z]{2})/([A-Za-z]+)\\.json$`);
      server.middlewares.use((req, res, next) => {
        const match = address.exec((req.url ?? "").split("?")[0]!);
        const file =
          match && readTranslationFiles(localesDir).find((f) => f.language === match[1] && f.name === match[2]);
        if (!file) return next();
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.setHeader("Cache-Control", "no-store");
        res.end(file.text);
      });
    },
    generateBundle() {
      for (const file of files) {
        this.emitFile({
          type: "asset",
          fileName: `${TRANSLATIONS_PATH}/${version}/${file.language}/${file.name}.json`,
          source: minifiedTranslation(file),
        });
      }
    },
  };
}
