/// <reference types="vite/client" />
import type { AppResources } from "./appResources.ts";

// Every translation file of src/i18n/locales, read eagerly: for tests (they need all texts at
// once) and the checks over the resources, client and server alike. Never imported by the app
// itself: it loads the files per route (i18n.ts), the server its own (server/lib/i18n.ts).

export type Tree = { [key: string]: string | Tree };
export const LANGUAGES = ["de", "en"] as const;
type Language = (typeof LANGUAGES)[number];

const files = import.meta.glob<Tree>("./locales/*/*.json", { import: "default", eager: true });

/** The files per language: file name ("common", a feature, "server") → its tree. */
export const resourceFiles: Record<Language, Record<string, Tree>> = { de: {}, en: {} };
/** Files in a folder that is not a supported language (a test refuses them). */
export const unexpectedFiles: string[] = [];
for (const [path, tree] of Object.entries(files)) {
  const match = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  const language = match?.[1] as Language | undefined;
  if (match && language && LANGUAGES.includes(language)) resourceFiles[language][match[2]!] = tree;
  else unexpectedFiles.push(path);
}

/** All files of a language merged into one tree, as the app sees it once everything is loaded
 * (the server's texts included). */
export function mergedResources(language: Language): Tree {
  return Object.assign({}, ...Object.values(resourceFiles[language])) as Tree;
}

/** The merged texts, typed like the German reference (English has the same keys: tested). */
export const de = mergedResources("de") as unknown as AppResources;
export const en = mergedResources("en") as unknown as AppResources;
