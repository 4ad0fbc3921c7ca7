/**
 * Fetches one translation file of the build (scripts/translationFiles.ts writes them under
 * `__TRANSLATIONS_BASE__`, a folder versioned by their content). A file asked for
 * twice is fetched once: the page's entry (src/main.tsx) starts the common texts beside the
 * app's chunk, and the app (src/i18n/i18n.ts) takes the same answer. A failed fetch is
 * forgotten, so the next call tries again.
 *
 * Kept apart from i18n.ts so the entry carries no i18next.
 */
import { CSRF_HEADERS } from "../lib/csrf.ts";

export type TranslationTree = Record<string, unknown>;

const fetched = new Map<string, Promise<TranslationTree>>();

export function translationFileUrl(language: string, file: string): string {
  return `${__TRANSLATIONS_BASE__}${language}/${file}.json`;
}

export function fetchTranslationFile(language: string, file: string): Promise<TranslationTree> {
  const url = translationFileUrl(language, file);
  let answer = fetched.get(url);
  if (!answer) {
    answer = fetch(url, { credentials: "same-origin", headers: { ...CSRF_HEADERS } }).then(async (response) => {
      if (!response.ok) throw new Error(`Translations ${language}/${file}: HTTP ${response.status}`);
      return (await response.json()) as TranslationTree;
    });
    answer.catch(() => fetched.delete(url));
    fetched.set(url, answer);
  }
  return answer;
}
