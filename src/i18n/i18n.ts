import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  SUPPORTED_LANGUAGES,
} from "./language.ts";
import { fetchTranslationFile } from "./translationFiles.ts";

export {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  LANGUAGE_STORAGE_KEY,
  readStoredLanguage,
  SUPPORTED_LANGUAGES,
} from "./language.ts";

/**
 * The translations come in files per feature (src/i18n/locales/<language>/<feature>.json, see
 * src/i18n/README.md). Every file holds whole top-level keys of one tree, and all of them are
 * merged into the one default namespace, so a key reads the same wherever its file is
 * (`t("banking.title")`). "common" (shell, errors, sign-in, notifications) loads before the
 * app renders, in the current language only (src/boot.tsx, started beside the app's chunk by
 * src/main.tsx); every other file is fetched by the routes that show it. The build writes them
 * as JSON files under one versioned folder (scripts/translationFiles.ts, fetched by
 * ./translationFiles.ts).
 */
export const TRANSLATION_FEATURES = [
  "constraints",
  "documents",
  "documentDetails",
  "documentPayment",
  "documentRecurrence",
  "review",
  "upload",
  "banking",
  "bankConnections",
  "settings",
  "settingsBank",
  "settingsAccountingPartners",
  "settingsAccess",
  "settingsAccountingLedger",
  "settingsAdmin",
  "settingsRealEstate",
  "settingsTags",
  "settingsPartners",
  "settingsLicense",
  "emailIntake",
  "settingsClients",
  "settingsPeople",
  "settingsCompany",
  "settingsWorkflows",
  "settingsRules",
  "settingsIntegrations",
  "exports",
  "ruleTest",
  "extensions",
  "dashboard",
] as const;
export type TranslationFeature = (typeof TRANSLATION_FEATURES)[number];

/** A file of translations the app loads: a feature's, or "common" (loaded before rendering). */
export type TranslationFile = TranslationFeature | "common";

type Tree = Record<string, unknown>;

// One lazy chunk per language and file. The server's texts (server.json) never reach the SPA.

/** Files loaded (or loading) per "language/feature"; a failed load is forgotten so the next
 * navigation tries again. */
const loading = new Map<string, Promise<void>>();
/** The files the app has asked for so far (the common texts always): a language switch loads
 * them in the new one. */
const requested = new Set<TranslationFile>(["common"]);

const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE);

function loadFile(language: Language, file: TranslationFile): Promise<void> {
  const id = `${language}/${file}`;
  const known = loading.get(id);
  if (known) return known;
  const loaded = fetchTranslationFile(language, file).then((tree) => {
    i18next.addResourceBundle(language, "translation", tree, true, true);
  });
  loaded.catch(() => loading.delete(id));
  loading.set(id, loaded);
  return loaded;
}

/** Loads the languages' files of the features asked for so far (the fallback language always). */
function loadRequested(language: Language): Promise<void> {
  const languages = new Set<Language>([language, DEFAULT_LANGUAGE]);
  return Promise.all([...languages].flatMap((lng) => [...requested].map((feature) => loadFile(lng, feature)))).then(
    () => undefined,
  );
}

/**
 * Loads the common texts (shell, errors, sign-in) in one language, the current one unless told:
 * the app renders once they are in (src/boot.tsx). Only that language's file loads; a switch
 * loads the new language's before it switches.
 */
export function loadCommonTranslations(language: Language = currentLanguage()): Promise<void> {
  return loadFile(language, "common");
}

/**
 * Loads the translations of features in the current and the fallback language; idempotent
 * (a file loads once). Route loaders await it, so a page renders with its texts in place.
 */
export function loadTranslations(...features: TranslationFeature[]): Promise<void> {
  for (const feature of features) requested.add(feature);
  const languages = new Set<Language>([currentLanguage(), DEFAULT_LANGUAGE]);
  return Promise.all([...languages].flatMap((language) => features.map((feature) => loadFile(language, feature)))).then(
    () => undefined,
  );
}

/**
 * A route loader's result once the features' translations are loaded too. The loader starts
 * its query first and passes it in, so query and texts load side by side (no waterfall):
 * `loader: (…) => withTranslations(["banking"], loadRouteQuery(…))`.
 */
export async function withTranslations<Result>(
  features: readonly TranslationFeature[],
  result: Result | PromiseLike<Result>,
): Promise<Result> {
  const [value] = await Promise.all([result, loadTranslations(...features)]);
  return value;
}

/** Adds resources that are already at hand (tests load every file eagerly, see
 * allResources.ts) and marks them loaded. */
export function addTranslations(language: Language, feature: TranslationFile, tree: Tree): void {
  i18next.addResourceBundle(language, "translation", tree, true, true);
  loading.set(`${language}/${feature}`, Promise.resolve());
  requested.add(feature);
}

function applyDocumentLanguage(language: string) {
  document.documentElement.lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** A language switched without setLanguage (directly on i18next): its features load
 * afterwards, and the switch is announced again so the screen shows them. */
function completeLanguage(language: string) {
  if (!isLanguage(language) || !isMissingFeatures(language)) return;
  void loadRequested(language).then(
    () => {
      if (i18next.language === language) void i18next.changeLanguage(language);
    },
    () => undefined, // stays on the fallback texts; the next navigation loads again
  );
}

const isMissingFeatures = (language: Language) =>
  [...requested].some((feature) => !loading.has(`${language}/${feature}`));

/** Switches to a language once the features in use are loaded in it (at once when they are). */
async function switchLanguage(language: Language): Promise<void> {
  // Texts that fail to load fall back to German.
  if (isMissingFeatures(language)) await loadRequested(language).catch(() => undefined);
  await i18next.changeLanguage(language);
}

/** Initialises the shared i18next instance once; later calls only switch the language. */
export function initI18n(language: Language = readStoredLanguage()): i18n {
  if (!i18next.isInitialized) {
    i18next.on("languageChanged", applyDocumentLanguage);
    i18next.on("languageChanged", completeLanguage);
    void i18next.use(initReactI18next).init({
      // Every file (the common texts first, before the app renders) arrives later under the
      // default namespace.
      resources: {},
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: SUPPORTED_LANGUAGES,
      // Nothing to load at initialisation, so it finishes synchronously.
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
    });
  } else if (i18next.language !== language) {
    void switchLanguage(language);
  }
  applyDocumentLanguage(i18next.language);
  return i18next;
}

/** Switches the interface language at once and remembers the choice in this browser. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted (storage unavailable); the switch still applies to this tab.
  }
  await switchLanguage(language);
}

/** Whether the German resources (the reference, always loaded with a feature) have `key`
 * directly under the group `group` ("review.units" → "MON"): to tell known codes from others.
 * False while the group's feature is not loaded. */
export function hasTextKey(group: string, key: string): boolean {
  const tree: unknown = i18next.getResource(DEFAULT_LANGUAGE, "translation", group);
  return typeof tree === "object" && tree !== null && Object.hasOwn(tree, key);
}
