import { createInstance, type TOptions } from "i18next";
import de from "../../src/i18n/locales/de/server.json" with { type: "json" };
import en from "../../src/i18n/locales/en/server.json" with { type: "json" };

// The server's own texts (sign-in and invitation pages, mails, REST errors, the e-invoice
// picture) from i18next resources: src/i18n/locales/<language>/server.json, beside the SPA's
// (the same parity checks run over them) but never shipped to the browser. One instance,
// initialised synchronously at import.

export type ServerLanguage = "de" | "en";
export type ServerTexts = (typeof de)["server"];

const i18n = createInstance();
void i18n.init({
  resources: { de: { translation: de }, en: { translation: en } },
  lng: "de",
  fallbackLng: "de",
  supportedLngs: ["de", "en"],
  initAsync: false,
  // HTML is escaped where it is written (escapeHtml), mail text is plain text.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The language a stored preference or request asked for: English when it says so, else German. */
export const serverLanguageOf = (language: unknown): ServerLanguage => (language === "en" ? "en" : "de");

/** A text of the server namespace ("loginPage.signInTitle") in a language, with its values. */
export function t(lang: ServerLanguage, key: string, vars?: TOptions): string {
  return i18n.t(`server.${key}`, { ...vars, lng: lang });
}

/** A group of texts as one object (a page's labels), read from the same resources. */
export function textsOf<Group extends keyof ServerTexts>(lang: ServerLanguage, group: Group): ServerTexts[Group] {
  return i18n.getResource(lang, "translation", `server.${group}`) as ServerTexts[Group];
}

/** The locale Intl formats dates and numbers with: German, or English in European formats. */
export const intlLocaleOf = (lang: ServerLanguage): string => (lang === "en" ? "en-GB" : "de-DE");
