import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import de from "./de.json";
import en from "./en.json";

export const SUPPORTED_LANGUAGES = ["de", "en"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "de";
export const LANGUAGE_STORAGE_KEY = "belegwerk.language";

export const resources = {
  de: { translation: de },
  en: { translation: en },
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The language chosen earlier in this browser, or German. Storage may be unavailable
 * (private mode, blocked cookies): then the default applies. */
export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyDocumentLanguage(language: string) {
  document.documentElement.lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Initialises the shared i18next instance once; later calls only switch the language. */
export function initI18n(language: Language = readStoredLanguage()): i18n {
  if (!i18next.isInitialized) {
    i18next.on("languageChanged", applyDocumentLanguage);
    void i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: SUPPORTED_LANGUAGES,
      // Resources are bundled, so initialisation can finish synchronously.
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
    });
  } else if (i18next.language !== language) {
    void i18next.changeLanguage(language);
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
  await i18next.changeLanguage(language);
}
